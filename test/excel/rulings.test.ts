import { butler } from "../../src/excel/functions/butler";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { ximps } from "../../src/excel/functions/ximps";

// The Director's rulings (docs/guide/rulings.md) in a board's column, called as Excel calls the
// functions: text cells, blanks, "NP", a bad ruling. Expected values are worked out in each test
// from Law 78A (2 per score beaten, 1 per tie) and the IMP scale (Law 78B).

const OMITTED = null as unknown as unknown[][];

function column(...values: unknown[]): unknown[][] {
  return values.map((value) => [value]);
}

describe("rulings in BRIDGE.MATCHPOINTS, XIMPS and BUTLER", () => {
  it("matchpoints a weighted score as each of its results in proportion", () => {
    // 0.3 × 4 + 0.7 × 2 = 2.6 for the table; +400 beats -100 and 0.7 of the table: 3.4.
    const answers = matchpoints(
      column(450, 400, "30% +420 70% -50", -100, "", "NP")
    ) as unknown[][];
    const shown = answers.map(([value]): unknown =>
      typeof value === "number" ? Number(value.toFixed(9)) : value
    );
    expect(shown).toEqual([6, 3.4, 2.6, 0, "", ""]);
  });

  it('reads "N.P." and a lone "-" as not played: blank, and no result of the board', () => {
    expect(matchpoints(column(400, "N.P.", "-", 430))).toEqual([[0], [""], [""], [2]]);
  });

  it("ranks a split score's sides apart, side by side with BOTH", () => {
    // North-South +420 beats 400 and -100 (4); East-West as if -50: beat 400's EW (2).
    expect(matchpoints(column(400, "NS +420 EW -50", -100), OMITTED, [["BOTH"]])).toEqual([
      [2, 0],
      [4, 2],
      [0, 4],
    ]);
  });

  it("takes a penalty in percent of the top off one side only", () => {
    // Top 4: 10 % is 0.4 off East-West's 2.
    expect(matchpoints(column(400, "420 PEN EW 10%", 450), OMITTED, [["BOTH"]])).toEqual([
      [0, 4],
      [2, 1.6],
      [4, 0],
    ]);
  });

  it("refuses a penalty in IMPs on a matchpointed board in its own cell, naming the form", () => {
    const ns = matchpoints(column(400, "420 PEN EW 3 IMP")) as unknown[][];
    expect(ns).toEqual([[0], [2]]);
    const both = matchpoints(column(400, "420 PEN EW 3 IMP"), OMITTED, [["EW"]]) as unknown[][];
    expect(both[0]).toEqual([2]);
    const ew = both[1]?.[0];
    expect(ew).toBeInstanceOf(CustomFunctions.Error);
    expect((ew as CustomFunctions.Error).message).toMatch(/penalty in matchpoints/);
  });

  it("gives cross-IMPs and Butler IMPs of a weighted score part by part, less an IMP penalty", () => {
    // 50 % +420, 50 % -50 against +400 (+1, -10) and -100 (+11, +2): 0.5 × 12 + 0.5 × -8 = 2.
    expect(ximps(column(400, "50% +420 50% -50", -100), [["SUM"]])[1]).toEqual([2]);
    // Datum of the single scores 400, 420, -100 (three: none dropped, which would leave one):
    // 240. +420: +180, 5 IMPs; -50: -290, -7; weighted: -1; the NS penalty of 3 IMPs: -4.
    expect(butler(column(400, 420, "50% +420 50% -50 PEN NS 3 IMP", -100))[2]).toEqual([-4]);
  });

  it("shows a bad ruling's error in its cell, naming the forms a ruling takes", () => {
    const answers = matchpoints(column(400, "30% +420 60% -50"));
    const bad = answers[1]?.[0] as CustomFunctions.Error;
    expect(bad).toBeInstanceOf(CustomFunctions.Error);
    expect(bad.message).toContain("30% +420 60% -50");
    expect(bad.message).toContain("weights in percent adding up to 100");
  });
});
