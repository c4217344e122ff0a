import fc from "fast-check";
import { butler } from "../../src/excel/functions/butler";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { ximps } from "../../src/excel/functions/ximps";
import { oneCellRows } from "../../src/excel/spill";
import { errorIn } from "../support/excelOutput";

// A board of more than a few hundred results in one column (a simultaneous event) is laid out by
// a path of its own: each distinct score's answer worked out once, equal answers sharing one row
// (src/excel/boardScores.ts). Its answers must be exactly those of the general path, which a row
// of the same cells takes, and which the other tests hold to the Laws and published results.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BoardFunction = (scores: any[][], ...settings: any[]) => any[][];

const FUNCTIONS: readonly [string, BoardFunction, unknown[]][] = [
  ["MATCHPOINTS NS", matchpoints, []],
  ["MATCHPOINTS EW on the ACBL scale", matchpoints, ["ACBL", "EW"]],
  ["MATCHPOINTS in % with 1,000 expected", matchpoints, ["%", "NS", 1000]],
  ["XIMPS", ximps, []],
  ["XIMPS SUM", ximps, ["SUM"]],
  ["BUTLER", butler, []],
  ["BUTLER trimming 5 % and rounding halves to even", butler, [0.05, "EVEN"]],
];

/** What a scorer's column holds: mostly scores, some typed as text, blanks, NP, adjusted. */
const cell = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: -80, max: 80 }).map((tens) => tens * 10) },
  { weight: 2, arbitrary: fc.integer({ min: -80, max: 80 }).map((tens) => ` ${tens * 10}`) },
  { weight: 1, arbitrary: fc.constantFrom(null, "", "NP", "A60", "A50", "A40", "A6040", "AVE-") }
);

const longColumn = fc.array(cell, { minLength: 300, maxLength: 700 });

describe("a long one-column board", () => {
  it.each(FUNCTIONS)("%s: gives each cell what the same cells in a row get", (_, fn, settings) => {
    fc.assert(
      fc.property(longColumn, (cells) => {
        const down = fn(
          cells.map((value) => [value]),
          ...settings
        );
        const across = fn([cells], ...settings);
        expect(down.map((row: unknown[]) => row[0])).toEqual(across[0]);
        expect(down.every((row) => row.length === 1)).toBe(true);
      }),
      { numRuns: 15 }
    );
  });

  it("MATCHPOINTS BOTH: gives North-South and East-West side by side, as a row gives them", () => {
    fc.assert(
      fc.property(longColumn, (cells) => {
        const down = matchpoints(
          cells.map((value) => [value]),
          null as never,
          [["BOTH"]]
        );
        const across = matchpoints([cells], null as never, [["BOTH"]]);
        expect(down.map((row: unknown[]) => row[0])).toEqual(across[0]);
        expect(down.map((row: unknown[]) => row[1])).toEqual(across[1]);
      }),
      { numRuns: 10 }
    );
  });

  it("shows a bad cell's error in its cell and, in every other scored cell, the error naming it", () => {
    const cells: unknown[] = Array.from({ length: 500 }, (_, i) => (i % 7 === 0 ? null : i * 10));
    cells[321] = "4S";
    const answer = matchpoints(cells.map((value) => [value]));
    expect(errorIn(answer[321]![0])).toEqual({
      code: "#VALUE!",
      message: expect.stringMatching(/^scores: got "4S"; expected a North-South score/) as unknown,
    });
    expect(errorIn(answer[1]![0])).toEqual({
      code: "#VALUE!",
      message: expect.stringMatching(
        /^scores: no matchpoints while row 322 of the scores is #VALUE!/
      ) as unknown,
    });
    expect(answer[0]![0]).toBe("");
  });

  it("gives equal results one shared row that reads as any other answer once serialized", () => {
    const cells = Array.from({ length: 1000 }, (_, i) => [[420, 450, -50][i % 3]]);
    const answer = matchpoints(cells);
    expect(answer[0]).toBe(answer[3]);
    expect(answer[0]).not.toBe(answer[1]);
    // Excel's runtime sends the answer as JSON: shared rows arrive as separate rows.
    const sent = JSON.parse(JSON.stringify(answer)) as number[][];
    // Law 78A: 420 (scored 334 times) beats the 333 results of -50 and ties 333 other 420s.
    expect(sent[0]).toEqual([2 * 333 + 333]);
    expect(sent[999]).toEqual([sent[0]![0]]);
  });
});

describe("oneCellRows", () => {
  it("gives equal values one row and errors rows of their own", () => {
    const rowOf = oneCellRows();
    expect(rowOf(420)).toBe(rowOf(420));
    expect(rowOf("")).toBe(rowOf(""));
    const error = new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, "bad");
    expect(rowOf(error)).not.toBe(rowOf(error));
    expect(rowOf(error)).toEqual([error]);
  });

  it("stops sharing after 4,096 distinct values, so its table stays small", () => {
    const rowOf = oneCellRows();
    for (let value = 0; value < 4096; value++) rowOf(value);
    expect(rowOf(4095)).toBe(rowOf(4095));
    expect(rowOf(5000)).not.toBe(rowOf(5000));
    expect(rowOf(5000)).toEqual([5000]);
  });
});
