import { score } from "../../src/excel/functions/score";
import { expectExcelError, problemsIn } from "../support/excelOutput";

// Excel's array lifting (issue 2; Excel's dynamic arrays docs): same-shape ranges element by
// element; a single cell, a row or a column repeats to the result's size; cells where the shapes do
// not meet get #N/A. Scores from Pavlicek's table, not vulnerable: 3 NT made 3-5: 400, 430, 460;
// 4 major made 4-5: 420, 450; Any down 1: 50.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;

function expectNotAvailable(cell: unknown): void {
  expectExcelError(cell, "#N/A", "no value here: the argument ranges have different sizes");
}

describe("BRIDGE.SCORE's array lifting", () => {
  it("gives a single value for single values and a 1x1 spill for single cells", () => {
    expect(SCORE("3NT", 9, false)).toBe(400);
    expect(SCORE([["3NT"]], [[9]], [[false]])).toEqual([[400]]);
    expect(SCORE("3NT", [[9]], false)).toEqual([[400]]);
  });

  it("repeats a single cell down a column", () => {
    expect(SCORE([["3NT"], ["4S"], ["4S"]], [[9], [10], [11]], [["NV"]])).toEqual([
      [400],
      [420],
      [450],
    ]);
  });

  it("repeats a row down and a column across: a column of contracts against a row of results", () => {
    const out = SCORE([["3NT"], ["4S"]], [[9, 10, 11]], false);
    expect(out).toEqual([
      [400, 430, 460],
      [-50, 420, 450],
    ]);
  });

  it("goes element by element through ranges of the same shape", () => {
    expect(
      SCORE(
        [
          ["3NT", "4S"],
          ["4S", "3NT"],
        ],
        [
          [9, 10],
          [11, 11],
        ],
        [
          [false, false],
          [false, false],
        ]
      )
    ).toEqual([
      [400, 420],
      [450, 460],
    ]);
  });

  it("gives #N/A where a column is shorter than the others, and scores the rows that meet", () => {
    const out = SCORE([["3NT"], ["3NT"], ["3NT"]], [[9], [10]], false) as unknown[][];
    expect(out.slice(0, 2)).toEqual([[400], [430]]);
    expectNotAvailable(out[2]?.[0]);
    expect(problemsIn(out)).toEqual([]);
  });

  it("gives #N/A in the third row and column where a 2x2 range meets a 3x3 one", () => {
    const out = SCORE(
      [
        ["3NT", "3NT", "3NT"],
        ["3NT", "3NT", "3NT"],
        ["3NT", "3NT", "3NT"],
      ],
      [
        [9, 10],
        [11, 9],
      ],
      false
    ) as unknown[][];
    expect(out[0]?.slice(0, 2)).toEqual([400, 430]);
    expect(out[1]?.slice(0, 2)).toEqual([460, 400]);
    for (const [r, c] of [
      [0, 2],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
    ] as const)
      expectNotAvailable(out[r]?.[c]);
    expect(problemsIn(out)).toEqual([]);
  });

  it("gives #N/A beyond a row of two against a row of three", () => {
    const out = SCORE([["3NT", "4S"]], [[9, 10, 11]], false) as unknown[][];
    expect(out[0]?.slice(0, 2)).toEqual([400, 420]);
    expectNotAvailable(out[0]?.[2]);
  });
});
