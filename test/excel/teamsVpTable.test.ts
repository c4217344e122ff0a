import { vp } from "../../src/excel/functions/vp";
import { errorIn } from "../support/excelOutput";
import { value, inFrench, type Argument } from "./teamsCalls";

// A club's short 20-VP table (the help's and the guide's example): 0-0 IMPs 10-10, 1-2 11-9,
// 3-5 12-8, 6 and more 13-7.
const CLUB: Argument = [
  [0, 10],
  [1, 11],
  [3, 12],
  [6, 13],
];

describe("BRIDGE.VP on an event's own table", () => {
  it("gives the winner's VPs of the band, the loser the total minus them", () => {
    expect(vp(value(0), value(8), CLUB)).toBe(10);
    expect(vp(value(2), value(8), CLUB)).toBe(11);
    expect(vp(value(4), value(8), CLUB)).toBe(12);
    expect(vp(value(-4), value(8), CLUB)).toBe(8);
    expect(vp(value(40), value(8), CLUB)).toBe(13);
    expect(vp(value(-40), value(8), CLUB)).toBe(7);
  });

  it("gives the guide's and the description's examples", () => {
    expect(vp(value(-4), value(null), CLUB)).toBe(8);
    expect(vp(value(7), value(null), CLUB)).toBe(13);
    expect(vp(value(-4), value(8), CLUB)).toBe(8);
  });

  it("spills a column of margins, blanks staying blank", () => {
    expect(vp([[3], [""], [-1], [null]], value(8), CLUB)).toEqual([[12], [""], [9], [""]]);
  });

  it("takes a fractional margin in its band, without rounding, and a blank boards", () => {
    expect(vp(value(2.5), value(null), CLUB)).toBe(11);
    expect(vp(value(-5.75), value(""), CLUB)).toBe(8);
  });

  it("reads numbers written as text and drops blank rows at the end of the range", () => {
    const typed: Argument = [
      ["0", " 10 "],
      ["3", "12"],
      [null, ""],
      ["", null],
    ];
    expect(vp(value(5), value(16), typed)).toBe(12);
    expect(vp(value(-1), value(16), typed)).toBe(10);
  });

  it("keeps the decimals of a table with decimals exact", () => {
    const table: Argument = [
      [0, 10],
      [4, 13.45],
    ];
    expect(vp(value(-4), value(16), table)).toBe(6.55);
  });

  it("refuses a table that breaks a rule, naming the row, in English and French", () => {
    const notAtZero: Argument = [
      [1, 10],
      [3, 12],
    ];
    expect(errorIn(vp(value(4), value(8), notAtZero)).message).toContain(
      "row 1 starts at 1 IMPs, so margins from 0 are not covered"
    );
    const falling: Argument = [
      [0, 10],
      [3, 12],
      [6, 11],
    ];
    expect(errorIn(vp(value(4), value(8), falling)).message).toMatch(
      /^scale: .*row 3 gives 11 VPs/
    );
    expect(errorIn(inFrench(() => vp(value(4), value(8), falling))).message).toMatch(
      /^barème : .*la ligne 3 donne 11 PV/
    );
    const hole: Argument = [
      [0, 10],
      [null, 12],
      [6, 13],
    ];
    expect(errorIn(vp(value(4), value(8), hole)).message).toContain(
      "row 2 does not hold two numbers"
    );
  });

  it("checks a boards that is given, even though the table does not use it", () => {
    expect(errorIn(vp(value(4), value(0), CLUB)).message).toMatch(/^boards: got 0;/);
    expect(errorIn(vp(value(4), value("many"), CLUB)).message).toMatch(/^boards: got "many";/);
  });

  it("reports a bad margin with the forms a table accepts", () => {
    expect(errorIn(vp(value("lots"), value(8), CLUB)).message).toBe(
      'imps: got "lots"; expected a number of IMPs, such as 12, -7 or 3.5.'
    );
    expect(errorIn(inFrench(() => vp(value("lots"), value(8), CLUB))).message).toBe(
      'imp : reçu "lots" ; attendu un nombre d\'IMP, comme 12, -7 ou 3,5.'
    );
  });

  it("reads any other range as before: a single row, text or error values are keywords", () => {
    expect(vp(value(20), value(16), [[0, "WBF"]])).toEqual([[15, 15]]);
    const withText = vp(value(20), value(16), [
      [0, "WBF"],
      [3, 12],
    ]) as unknown[][];
    expect(withText[0]).toEqual([15, 15]);
    expect(errorIn(withText[1]?.[0]).message).toMatch(/^scale: got 3;/);
  });
});
