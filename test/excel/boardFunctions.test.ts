import { dealer, vul } from "../../src/excel/functions/board";
import { BOARDS_1_TO_64, law2Board } from "../support/law2Table";

// Source of expected values: the Law 2 table (test/support/law2Table.ts, quoting the Law).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (board: any) => unknown;
const VUL = vul as Fn;
const DEALER = dealer as Fn;

function expectError(value: unknown, code: string, message: string): void {
  expect(value).toBeInstanceOf(CustomFunctions.Error);
  expect(value).toMatchObject({ code, message });
}

describe("BRIDGE.VUL and BRIDGE.DEALER for boards 1-64 (Law 2)", () => {
  it.each(
    BOARDS_1_TO_64.map(
      (board) => [board, law2Board(board).vulnerability, law2Board(board).dealer] as const
    )
  )(
    "board %i is %s with dealer %s, from a number, a cell, and text",
    (board, vulnerability, seat) => {
      expect(VUL(board)).toBe(vulnerability);
      expect(DEALER(board)).toBe(seat);
      expect(VUL([[board]])).toEqual([[vulnerability]]);
      expect(DEALER([[board]])).toEqual([[seat]]);
      expect(VUL(` ${board} `)).toBe(vulnerability);
      expect(DEALER(String(board))).toBe(seat);
    }
  );

  it("spills a whole column and a whole row of boards 1-64 in one call", () => {
    const column = BOARDS_1_TO_64.map((board) => [board]);
    expect(VUL(column)).toEqual(BOARDS_1_TO_64.map((board) => [law2Board(board).vulnerability]));
    expect(DEALER(column)).toEqual(BOARDS_1_TO_64.map((board) => [law2Board(board).dealer]));
    expect(VUL([BOARDS_1_TO_64])).toEqual([
      BOARDS_1_TO_64.map((board) => law2Board(board).vulnerability),
    ]);
  });
});

describe("BRIDGE.VUL and BRIDGE.DEALER with blanks and bad input", () => {
  it('give blank for a blank board: an empty cell (null), "" or spaces', () => {
    for (const blank of ["", "   "]) {
      expect(VUL(blank)).toBe("");
      expect(DEALER([[blank]])).toEqual([[""]]);
    }
    expect(VUL([[null]])).toEqual([[""]]);
    expect(DEALER([[3], [null], [""], [4]])).toEqual([["S"], [""], [""], ["W"]]);
  });

  it("give blank for board 0, as some desktop builds of Excel pass an empty cell (no board is 0)", () => {
    expect(VUL(0)).toBe("");
    expect(DEALER([[1], [0], [2]])).toEqual([["N"], [""], ["E"]]);
  });

  it.each([
    [-3, "-3"],
    [1.5, "1.5"],
    ["x", '"x"'],
    ["7a", '"7a"'],
    [true, "TRUE"],
    [false, "FALSE"],
  ])("give #VALUE! for board %p, naming the board and the value", (board, shown) => {
    const message = `board: got ${shown}; expected a board number: a whole number from 1.`;
    expectError(VUL(board), "#VALUE!", message);
    expectError(DEALER(board), "#VALUE!", message);
  });

  it("put a bad board's error in its own cell only", () => {
    const out = VUL([[1], ["x"], [2]]) as unknown[][];
    expect(out[0]).toEqual(["None"]);
    expectError(
      out[1]?.[0],
      "#VALUE!",
      'board: got "x"; expected a board number: a whole number from 1.'
    );
    expect(out[2]).toEqual(["NS"]);
  });

  it("pass on an error value received in a cell", () => {
    const received = new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);
    const out = DEALER([[1], [received]]) as unknown[][];
    expect(out[0]).toEqual(["N"]);
    expect(out[1]?.[0]).toMatchObject({ code: "#N/A" });
  });
});
