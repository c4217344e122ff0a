import { BridgeInputError } from "../../src/core";
import { BLANK } from "../../src/excel/cells";
import type { LiftedCell } from "../../src/excel/lift";
import { OMITTED, liftCells } from "../../src/excel/lift";
import { MAX_CELLS } from "../../src/excel/range";
import { expectExcelError, expectValueErrorSaying, problemsIn } from "../support/excelOutput";

// liftCells, the array lifting every function of single values shares (issue 2, "Excel behaviour"):
// same-shape ranges element by element, a single cell / row / column repeated, #N/A where shapes
// do not meet; each cell read once (blank, trimmed text, -0 as 0); errors in their own cell.
const show = (cell: LiftedCell): string =>
  cell === OMITTED
    ? "omitted"
    : cell === BLANK
      ? "blank"
      : typeof cell === "object"
        ? `error ${String((cell as { code?: unknown }).code)}`
        : `${typeof cell} ${String(cell)}`;
const join = (cells: readonly LiftedCell[]): string => cells.map(show).join(" | ");

describe("liftCells", () => {
  it("gives a single value when no argument is a range", () => {
    expect(liftCells(["a", 1, null], join)).toBe("string a | number 1 | omitted");
  });

  it("gives a 2-D array when any argument is a range, even a 1x1 one", () => {
    expect(liftCells([[["a"]], 1], join)).toEqual([["string a | number 1"]]);
  });

  it('reads cells once: null inside a range, "" and spaces are blank, text trimmed, -0 is 0, null argument omitted', () => {
    expect(liftCells([[[null, "", "  ", " x ", -0, true]], null], join)).toEqual([
      [
        "blank | omitted",
        "blank | omitted",
        "blank | omitted",
        "string x | omitted",
        "number 0 | omitted",
        "boolean true | omitted",
      ],
    ]);
  });

  it("turns values Excel never sends (NaN, Infinity) into text to be reported, never computed with", () => {
    expect(liftCells([Number.NaN, Number.POSITIVE_INFINITY], join)).toBe(
      "string NaN | string Infinity"
    );
  });

  it("repeats a row down and a column across to the largest height and width", () => {
    expect(liftCells([[["r1"], ["r2"]], [["c1", "c2", "c3"]]], join)).toEqual([
      ["string r1 | string c1", "string r1 | string c2", "string r1 | string c3"],
      ["string r2 | string c1", "string r2 | string c2", "string r2 | string c3"],
    ]);
  });

  it("gives #N/A where a range is too small for the result, computing the cells that meet", () => {
    const out = liftCells(
      [
        [["a"], ["b"], ["c"]],
        [[1], [2]],
      ],
      join
    ) as unknown[][];
    expect(out.slice(0, 2)).toEqual([["string a | number 1"], ["string b | number 2"]]);
    expectExcelError(
      out[2]?.[0],
      "#N/A",
      "no value here: the argument ranges have different sizes"
    );
  });

  it("reads short rows of a ragged range as ending in blanks", () => {
    expect(liftCells([[["a", "b"], ["c"]]], join)).toEqual([
      ["string a", "string b"],
      ["string c", "blank"],
    ]);
  });

  it("turns bad input thrown for one cell into #VALUE! with its message in that cell only", () => {
    const out = liftCells([[[1], [2], [3]]], (cells) => {
      if (cells[0] === 2)
        throw new BridgeInputError("board", 2, { en: "an odd number", fr: "un nombre impair" });
      return cells[0] as number;
    }) as unknown[][];
    expect(out[0]).toEqual([1]);
    expectValueErrorSaying(out[1]?.[0], "board: got 2; expected an odd number.");
    expect(out[2]).toEqual([3]);
  });

  it("shows anything else thrown as #VALUE! asking for a report, in that cell only", () => {
    const out = liftCells([[[1], [2]]], (cells) => {
      if (cells[0] === 2) throw new TypeError("boom");
      return 1;
    }) as unknown[][];
    expect(out[0]).toEqual([1]);
    expectValueErrorSaying(out[1]?.[0], "internal error (please report it): boom");
  });

  it("refuses a range of more than MAX_CELLS cells with one #VALUE!, computing nothing", () => {
    const rows = Math.floor(MAX_CELLS / 1000) + 1;
    const huge = Array.from({ length: rows }, () => new Array<unknown>(1000));
    const compute = jest.fn(() => 1);
    const out = liftCells([huge], compute) as unknown[][];
    expect(out).toHaveLength(1);
    expectValueErrorSaying(
      out[0]?.[0],
      `a range of ${rows * 1000} cells is more than the ${MAX_CELLS} cells one call reads`
    );
    expect(compute).not.toHaveBeenCalled();
  });

  it("gives clean cells only, whatever the computation returns for each", () => {
    const out = liftCells(
      [
        [
          [1, "a"],
          [null, -0],
        ],
      ],
      (cells) => (cells[0] === BLANK ? "" : (cells[0] as number | string))
    );
    expect(problemsIn(out)).toEqual([]);
  });
});
