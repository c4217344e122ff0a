import fc from "fast-check";
import { dealer, vul } from "../../src/excel/functions/board";
import { imps } from "../../src/excel/functions/imps";
import { score } from "../../src/excel/functions/score";
import { problemsIn } from "../support/excelOutput";

// Whatever Excel passes, the four functions answer with clean cells only (issue 2: "Never a wrong
// number, an uncaught exception, NaN, Infinity or -0"; null shows as 0, so never null): random
// values, good and bad, as single values and as ranges of random shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown;

const cell = fc.oneof(
  fc.constant(null),
  fc.constantFrom("", " ", "0", "-0"),
  fc.double(),
  fc.constantFrom(-0, 0, -13, 13, 7, 1e300, -1e300, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: -20, max: 40 }),
  fc.boolean(),
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    "4S",
    "3ntx",
    "7NTXX",
    "PASS",
    "=",
    "+1",
    "-2",
    "NS",
    "V",
    "nv",
    "X",
    "**",
    "N",
    "e",
    "Both",
    "16"
  ),
  fc.constantFrom(
    new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable),
    new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, "from another cell")
  )
);
const range = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
  .chain(([rows, columns]) =>
    fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), {
      minLength: rows,
      maxLength: rows,
    })
  );
const argument = fc.oneof(cell, range);
const optional = fc.oneof(fc.constant(null), argument);

function expectedShape(args: readonly unknown[]): [number, number] | undefined {
  const ranges = args.filter(Array.isArray) as unknown[][][];
  if (ranges.length === 0) return undefined;
  return [
    Math.max(...ranges.map((r) => r.length)),
    Math.max(...ranges.map((r) => (r[0] as unknown[]).length)),
  ];
}

function checkClean(fn: AnyFunction, args: unknown[]): void {
  const out = fn(...args);
  expect(problemsIn(out)).toEqual([]);
  const shape = expectedShape(args);
  if (shape === undefined) expect(Array.isArray(out)).toBe(false);
  else
    expect([(out as unknown[][]).length, ((out as unknown[][])[0] as unknown[]).length]).toEqual(
      shape
    );
}

describe("the functions' answers for any input (fast-check)", () => {
  it("BRIDGE.SCORE: clean cells in the lifted shape", () => {
    fc.assert(
      fc.property(argument, argument, argument, optional, optional, (...args) =>
        checkClean(score as AnyFunction, args)
      ),
      { numRuns: 2000 }
    );
  });

  it("BRIDGE.IMPS: clean cells in the lifted shape", () => {
    fc.assert(
      fc.property(argument, optional, (...args) => checkClean(imps as AnyFunction, args)),
      { numRuns: 1000 }
    );
  });

  it("BRIDGE.VUL and BRIDGE.DEALER: clean cells in the lifted shape", () => {
    fc.assert(
      fc.property(argument, (board) => {
        checkClean(vul as AnyFunction, [board]);
        checkClean(dealer as AnyFunction, [board]);
      }),
      { numRuns: 1000 }
    );
  });
});
