import { score } from "../../src/excel/functions/score";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { problemsIn } from "../support/excelOutput";

// Law 12C2 (test/fixtures/reference/laws-77-79.txt is Laws 77-79; the artificial adjusted scores
// and their written forms: docs/guide/scoring.md, "Adjusted scores"): a director's artificial
// adjusted score typed in the contract cell is the line's score. BRIDGE.SCORE passes it on as
// written, so a Results sheet's score column is plain BRIDGE.SCORE and MATCHPOINTS reads the
// award from it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const MATCHPOINTS = matchpoints as (...args: any[]) => unknown;

describe("BRIDGE.SCORE with an adjusted score in the contract cell", () => {
  it.each(["A60", "A50", "A40", "Ave+", "AVE-", "Avg", "A=", "A6040", "A60:40", "60/40", "60%"])(
    "passes %p on as written, whatever the other arguments hold",
    (award) => {
      expect(SCORE(award, null, 1)).toBe(award);
      expect(SCORE(award, 10, "V", null, "N")).toBe(award);
      expect(SCORE([[award]], [[null]], [[5]], null, [[null]])).toEqual([[award]]);
    }
  );

  it("keeps AP a passed-out board (0), and a text that is no award a bad contract", () => {
    expect(SCORE("AP", null, 1)).toBe(0);
    for (const text of ["A6", "A70/40/10", "Ax"]) {
      const answer = SCORE(text, null, 1) as CustomFunctions.Error;
      expect(answer.code).toBe("#VALUE!");
      expect(answer.message).toMatch(/^contract: got "[^"]+"; expected a level 1-7/);
    }
  });

  it("scores a traveller column around the award, which MATCHPOINTS then reads", () => {
    const scores = SCORE([["4S"], ["A60"], ["3NT"]], [[10], [null], [9]], [[1]], null, [
      ["N"],
      [null],
      ["S"],
    ]) as unknown[][];
    expect(scores).toEqual([[420], ["A60"], [400]]);
    expect(problemsIn(scores)).toEqual([]);
    // Two matchpoints per score beaten, top 4 on three lines. The two played lines are scored
    // between themselves (420 gets 2, 400 gets 0) and factored to the three lines by Neuberg's
    // formula (Law 78; (m + 1) x 3 / 2 - 1: 3.5 and 0.5); the award is 60 % of the top, 2.4.
    expect(MATCHPOINTS(scores, null, null)).toEqual([[3.5], [2.4], [0.5]]);
  });

  // Rulings (docs/guide/rulings.md): weighted (Law 12C1(c)), split, fouled, penalised. Board 1 is
  // love all (Law 2): 4S= 420, 3NT+1 430, 4H-1 50 to the defenders (Law 77).
  it.each([
    ["30% 4S= 70% 3NT+1", "N", "30% +420 70% +430"],
    ["30% 4S= 70% 3NT+1", "E", "30% -420 70% -430"],
    ["NS 4S= EW 4H-1 E", "N", "NS +420 EW +50"],
    ["4S= PEN EW 10%", "S", "+420 PEN EW 10%"],
    ["30% +420 70% -50", null, "30% +420 70% -50"],
    ["F +420", null, "F +420"],
  ])("writes the ruling %p, declarer %p, with North-South scores: %p", (ruling, seat, written) => {
    expect(SCORE(ruling, null, 1, null, seat)).toBe(written);
  });

  // Not played (docs/guide/rulings.md: "NP", "N.P.", "N/P", "-", "Not played", "DNP"): no result,
  // passed on so that MATCHPOINTS leaves the line out, as it does a blank score.
  it.each(["NP", "N.P.", "N/P", "-", "Not played", "DNP"])(
    "passes the not-played mark %p on, and MATCHPOINTS leaves its line out",
    (mark) => {
      expect(SCORE(mark, null, 1)).toBe(mark);
      const scores = SCORE([["4S"], [mark], ["3NT"]], [[10], [null], [9]], [[1]], null, [
        ["N"],
        [null],
        ["S"],
      ]) as unknown[][];
      expect(scores).toEqual([[420], [mark], [400]]);
      // Two lines scored between themselves: 420 beats 400 (top 2, Law 78A); the mark has none.
      expect(MATCHPOINTS(scores, null, null)).toEqual([[2], [""], [0]]);
    }
  );

  it("refuses a ruling it cannot read as a bad contract, in its own cell", () => {
    const answer = SCORE([["NS +420"], ["4S"]], [[null], [10]], 1, null, "N") as unknown[][];
    expect((answer[0]?.[0] as CustomFunctions.Error).code).toBe("#VALUE!");
    expect(answer[1]).toEqual([420]);
  });
});
