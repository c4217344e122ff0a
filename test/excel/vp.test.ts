import { MOST_MATCH_BOARDS as MOST_BOARDS } from "../../src/messages/acceptedForms";
import { vp } from "../../src/excel/functions/vp";
import { errorIn } from "../support/excelOutput";

/** What Excel passes for an argument: a value or a range (the functions declare any[][]). */
type Argument = Parameters<typeof vp>[0];

function value(cell: unknown): Argument {
  return cell as Argument;
}

// Values from the computed 16-board table (test/core/victoryPoints.test.ts) and the WBF table
// for 8 boards (realdata wbf_vp_tables.json): 16 boards 20 IMPs 15.00, 1 IMP 10.31; 8 boards 15
// IMPs 15.23.
describe("BRIDGE.VP as Excel calls it", () => {
  it("gives one value for single values, winner and loser", () => {
    expect(vp(value(20), value(16))).toBe(15);
    expect(vp(value(-20), value(16))).toBe(5);
    expect(vp(value(15), value(8))).toBe(15.23);
    expect(vp(value(-15), value(8))).toBe(4.77);
    expect(vp(value(0), value(8))).toBe(10);
  });

  it("spills a column of margins against one board count", () => {
    expect(vp([[0], [1], [20], [-20], [60], [-100]], value(16))).toEqual([
      [10],
      [10.31],
      [15],
      [5],
      [20],
      [0],
    ]);
  });

  it("pairs a column of margins with a column of board counts, row by row", () => {
    expect(vp([[15], [15]], [[8], [16]])).toEqual([[15.23], [13.97]]);
  });

  it("gives #N/A where the ranges do not meet, as Excel's own lifting does", () => {
    const result = vp([[1], [2], [3]], [[8], [16]]);
    expect(errorIn(result[2]?.[0]).code).toBe("#N/A");
  });

  it('takes the scale "WBF" in any case, omitted or blank as WBF', () => {
    expect(vp(value(20), value(16), value("wbf"))).toBe(15);
    expect(vp(value(20), value(16), value(""))).toBe(15);
    expect(vp(value(20), value(16), value(null))).toBe(15);
  });

  it("reads margins and boards typed as text", () => {
    expect(vp(value(" 20 "), value("16"))).toBe(15);
    expect(vp(value("\u221220"), value(16))).toBe(5);
  });

  it("gives a blank for a blank margin (a match not played yet)", () => {
    expect(vp(value(null), value(16))).toBe("");
    expect(vp([[""], [12]], value(16))).toEqual([[""], [vp(value(12), value(16))]]);
  });

  it("never gives -0 or a long decimal", () => {
    const margins = Array.from({ length: 201 }, (_, i) => [i - 100]);
    for (const [cell] of vp(margins, value(12)) as number[][]) {
      expect(Object.is(cell, -0)).toBe(false);
      expect(String(cell)).toMatch(/^\d+(\.\d{1,2})?$/);
    }
  });
});

describe("BRIDGE.VP: bad input", () => {
  it.each([
    [12.5, "imps: got 12.5; expected a whole number of IMPs, such as 12 or -7."],
    ["lots", 'imps: got "lots"; expected a whole number of IMPs, such as 12 or -7.'],
    [true, "imps: got TRUE; expected a whole number of IMPs, such as 12 or -7."],
  ])("reports the margin %p", (imps, message) => {
    expect(errorIn(vp(value(imps), value(16)))).toEqual({ code: "#VALUE!", message });
  });

  it.each([
    [0, "boards: got 0;"],
    [-8, "boards: got -8;"],
    [7.5, "boards: got 7.5;"],
    ["eight", 'boards: got "eight";'],
    [null, "boards: got a blank;"],
    [MOST_BOARDS + 1, `boards: got ${MOST_BOARDS + 1};`],
  ])("reports the boards %p, naming what it accepts", (boards, start) => {
    expect(errorIn(vp(value(12), value(boards))).message).toBe(
      `${start} expected a whole number of boards from 1 to ${MOST_BOARDS}.`
    );
  });

  it("reports a scale other than WBF", () => {
    expect(errorIn(vp(value(12), value(16), value("ACBL"))).message).toBe(
      'scale: got "ACBL"; expected "WBF" (the WBF 2013 continuous 20-VP scale, the default).'
    );
  });

  it("keeps a bad margin's error in its own cell of a spill", () => {
    const result = vp([[20], ["x"], [-20]], value(16));
    expect(result[0]).toEqual([15]);
    expect(errorIn(result[1]?.[0]).message).toMatch(/^imps: got "x";/);
    expect(result[2]).toEqual([5]);
  });

  it("passes on an error value of a margin cell", () => {
    expect(errorIn(vp([[{ code: "#DIV/0!" }]], value(16))[0]?.[0]).code).toBe("#DIV/0!");
  });
});
