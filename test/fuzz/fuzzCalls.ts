/*
 * The calls the fuzzer makes of a custom function: any Excel values in every argument position,
 * and documented calls with some arguments changed or widened to ranges. Shared by the fuzz test
 * and the golden corpus's recorder (test/golden/record.ts).
 */
import fc from "fast-check";
import type { CustomFunction } from "./customFunctions";
import { documentedCalls } from "./documentedCalls";
import type { Literal } from "./documentedCalls";
import { argumentsOf, cells } from "./excelValues";

function literalsOf(calls: readonly { args: readonly Literal[] }[]): Literal[] {
  return calls.flatMap((call) =>
    call.args.flatMap((arg) => (Array.isArray(arg) ? arg.flat() : [arg]))
  );
}

/** Calls made of any arguments, and documented calls with some arguments changed or widened to ranges. */
export function callsOf(fn: CustomFunction): fc.Arbitrary<unknown[]> {
  const documented = documentedCalls(fn);
  const cell = cells(literalsOf(documented));
  const anyArgument = argumentsOf(cell);
  const anyCall = fc.tuple(...Array.from({ length: fn.parameterCount }, () => anyArgument));
  if (documented.length === 0) return anyCall;
  const variedCall = fc.constantFrom(...documented).chain((call) =>
    fc.tuple(
      ...call.args.map((arg) =>
        fc.oneof(
          { weight: 4, arbitrary: fc.constant<unknown>(arg) },
          { weight: 1, arbitrary: fc.constant<unknown>(Array.isArray(arg) ? arg : [[arg]]) },
          { weight: 2, arbitrary: anyArgument },
          {
            weight: 2,
            arbitrary: fc
              .array(fc.oneof(fc.constant<unknown>(arg), cell), { minLength: 1, maxLength: 12 })
              .map((column) =>
                column.map((value) => [
                  Array.isArray(value) ? (value as unknown[][])[0]?.[0] : value,
                ])
              ),
          }
        )
      )
    )
  );
  return fc.oneof({ weight: 1, arbitrary: anyCall }, { weight: 2, arbitrary: variedCall });
}
