/*
 * Issue 6: every custom function, fed what Excel can pass in every argument position, answers
 * cleanly (cleanAnswer.ts), the same way twice, and leaves its arguments as they were.
 * FUZZ_RUNS sets the number of cases shared among the functions (100,000 by default, as in
 * `npm test`; `FUZZ_RUNS=1000000 npm run fuzz` for a longer run); FUZZ_SEED replays a run;
 * FUZZ_STATS=1 prints what kinds of answers each function gave.
 */
import fc from "fast-check";
import { isDeepStrictEqual } from "util";
import { builtFunctions, customFunctions } from "./customFunctions";
import type { CustomFunction } from "./customFunctions";
import { documentedCalls } from "./documentedCalls";
import type { Literal } from "./documentedCalls";
import { canonical, describe as show, problemWithAnswer } from "./cleanAnswer";
import { argumentsOf, cells } from "./excelValues";

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS) || 100_000;
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const functions = customFunctions();
const runsPerFunction = Math.ceil(TOTAL_RUNS / Math.max(1, functions.length));

function literalsOf(calls: readonly { args: readonly Literal[] }[]): Literal[] {
  return calls.flatMap((call) =>
    call.args.flatMap((arg) => (Array.isArray(arg) ? arg.flat() : [arg]))
  );
}

/** Calls made of any arguments, and documented calls with some arguments changed or widened to ranges. */
function callsOf(fn: CustomFunction): fc.Arbitrary<unknown[]> {
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
                column.map((value) => [Array.isArray(value) ? value[0]?.[0] : value])
              ),
          }
        )
      )
    )
  );
  return fc.oneof({ weight: 1, arbitrary: anyCall }, { weight: 2, arbitrary: variedCall });
}

type AnswerKind = "number" | "text" | "blank" | "#VALUE!" | "#N/A" | "other error";

function kindsIn(answer: unknown, tally: Map<AnswerKind, number>): void {
  const cellsOfAnswer = Array.isArray(answer) ? answer.flat() : [answer];
  for (const cell of cellsOfAnswer) {
    const kind: AnswerKind =
      typeof cell === "number"
        ? "number"
        : cell === ""
          ? "blank"
          : typeof cell === "string"
            ? "text"
            : cell instanceof CustomFunctions.Error &&
                (cell.code === "#VALUE!" || cell.code === "#N/A")
              ? cell.code
              : "other error";
    tally.set(kind, (tally.get(kind) ?? 0) + 1);
  }
}

describe("the fuzzer's view of the add-in", () => {
  it("finds custom functions in src/excel/functions, each with at least one parameter", () => {
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect([fn.id, fn.parameterCount >= 1]).toEqual([fn.id, true]);
  });

  it("fuzzes every function the built functions.json registers", () => {
    const built = builtFunctions();
    const registered = (built ?? []).map((entry) => entry.id).sort();
    const fuzzed = new Set(functions.map((fn) => fn.id));
    expect(registered.filter((id) => !fuzzed.has(id))).toEqual([]);
  });
});

describe.each(functions.map((fn) => [fn.id, fn] as const))("BRIDGE.%s under fuzzing", (id, fn) => {
  it(`answers ${runsPerFunction} calls of Excel values cleanly, identically twice, without changing its arguments`, async () => {
    const tally = new Map<AnswerKind, number>();
    // Functions that answer with a Promise (BRIDGE.DDTABLE) are awaited as Excel awaits them.
    await fc.assert(
      fc.asyncProperty(callsOf(fn), async (args) => {
        const before = canonical(args);
        const answer: unknown = await fn.call(...args);
        const call = () => `${id}(${args.map(show).join(", ")})`;
        const problem = problemWithAnswer(answer, args);
        if (problem) throw new Error(`${call()} gave ${problem}`);
        const again: unknown = await fn.call(...args);
        if (!isDeepStrictEqual(canonical(again), canonical(answer))) {
          throw new Error(`${call()} gave ${show(answer)}, then ${show(again)}`);
        }
        if (!isDeepStrictEqual(canonical(args), before))
          throw new Error(`${call()} changed its arguments`);
        kindsIn(answer, tally);
      }),
      { numRuns: runsPerFunction, seed: SEED }
    );
    if (process.env.FUZZ_STATS) console.log(`${id} ${JSON.stringify(Object.fromEntries(tally))}`);
  }, 600_000);
});
