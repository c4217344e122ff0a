import { standings } from "../../src/excel/functions/teamsStandings";
import { vp } from "../../src/excel/functions/vp";
import { errorIn } from "../support/excelOutput";
import { column, FOUR_TEAMS, inFrench, value, type Argument } from "./teamsCalls";

// The help's and the guide's four teams, two rounds of 8-board matches, VPs by BRIDGE.VP: round 1
// 1-2 25-10 IMPs 15.23-4.77, 3-4 30-22 13.12-6.88; round 2 1-3 18-26, 2-4 40-28 14.39-5.61.
const { teams: TEAMS, opponents: OPPONENTS, vps: VPS, imps: IMPS } = FOUR_TEAMS;

describe("BRIDGE.STANDINGS as Excel calls it", () => {
  it("has an example whose VPs are BRIDGE.VP's for its IMPs over 8 boards", () => {
    const margins = (IMPS as number[][]).map(([won, lost]) => [(won as number) - (lost as number)]);
    expect(vp(margins as Argument, value(8))).toEqual(VPS);
  });

  it("spills a header then a team per row, most VPs first", () => {
    expect(standings(TEAMS, OPPONENTS, VPS)).toEqual([
      ["Place", "Team", "Played", "VPs"],
      [1, 3, 2, 26.24],
      [2, 1, 2, 22.11],
      [3, 2, 2, 19.16],
      [4, 4, 2, 12.49],
    ]);
  });

  it("adds the IMPs and the tie-break's figure when given, headers in French too", () => {
    expect(standings(TEAMS, OPPONENTS, VPS, IMPS, value("imp-difference"))).toEqual([
      ["Place", "Team", "Played", "VPs", "IMPs won", "IMPs lost", "IMP difference"],
      [1, 3, 2, 26.24, 56, 40, 16],
      [2, 1, 2, 22.11, 43, 36, 7],
      [3, 2, 2, 19.16, 50, 53, -3],
      [4, 4, 2, 12.49, 50, 70, -20],
    ]);
    expect(
      inFrench(() => standings(TEAMS, OPPONENTS, VPS, IMPS, value("imp-difference")))[0]
    ).toEqual(["Place", "Équipe", "Joués", "PV", "IMP gagnés", "IMP perdus", "Différence d'IMP"]);
  });

  it('shares a place "1=" without a tie-break, splits it head-to-head', () => {
    const teams = column("A", "B");
    const opponents = column("B", "A");
    const vps = column(10, 10);
    expect(standings(teams, opponents, vps)).toEqual([
      ["Place", "Team", "Played", "VPs"],
      ["1=", "A", 1, 10],
      ["1=", "B", 1, 10],
    ]);
    const imps: Argument = [
      [20, 19],
      [19, 20],
    ];
    expect(standings(teams, opponents, vps, imps, value("Head to head"))).toEqual([
      ["Place", "Team", "Played", "VPs", "IMPs won", "IMPs lost", "Head-to-head VPs"],
      [1, "A", 1, 10, 20, 19, 10],
      [2, "B", 1, 10, 19, 20, 10],
    ]);
  });

  it("counts a bye apart, skips blank rows and enters the teams of matches not played", () => {
    const result = standings(
      column(1, 2, 3, null, 1, 2),
      column(2, 1, null, null, 3, null),
      column(12, 8, 12, null, null, null),
      null as unknown as Argument
    );
    expect(result).toEqual([
      ["Place", "Team", "Played", "Byes", "VPs"],
      ["1=", 1, 1, 0, 12],
      ["1=", 3, 0, 1, 12],
      [3, 2, 1, 0, 8],
    ]);
  });

  it("gives a blank for an empty table", () => {
    expect(standings(column(null, ""), column(null, null), column(null, null))).toEqual([[""]]);
  });

  it("refuses a match entered from one side only, naming the row, in English and French", () => {
    const oneSided = (): unknown => standings(column(1, 2), column(2, 3), column(12, 8));
    expect(errorIn((oneSided() as unknown[][])[0]?.[0]).message).toMatch(
      /^opponents: row 1 has "1" against "2", but "2" has no row against "1"/
    );
    expect(errorIn((inFrench(oneSided) as unknown[][])[0]?.[0]).message).toMatch(
      /^adversaires : la ligne 1 oppose "1" à "2"/
    );
  });

  it("refuses bad cells naming the argument and the row", () => {
    const badVps = standings(column(1, 2), column(2, 1), column(12, "lots"));
    expect(errorIn((badVps as unknown[][])[0]?.[0]).message).toMatch(/^vps, row 2: got "lots";/);
    const badTeam = inFrench(() => standings(column(true, 2), column(2, 1), column(12, 8)));
    expect(errorIn((badTeam as unknown[][])[0]?.[0]).message).toMatch(
      /^équipes, ligne 1 : reçu VRAI ;/
    );
    const badTieBreak = standings(TEAMS, OPPONENTS, VPS, IMPS, value("coin"));
    expect(errorIn((badTieBreak as unknown[][])[0]?.[0]).message).toBe(
      'tiebreak: got "coin"; expected "none", "head-to-head", "imp-difference" or "imp-quotient".'
    );
    const noImps = standings(
      TEAMS,
      OPPONENTS,
      VPS,
      null as unknown as Argument,
      value("imp-quotient")
    );
    expect(errorIn((noImps as unknown[][])[0]?.[0]).message).toMatch(
      /row 1 has no IMPs, which the tie-break "imp-quotient" needs/
    );
  });

  it("passes an error value of the table on", () => {
    const result = standings(column(1, 2), column(2, 1), column(12, { code: "#N/A" }));
    expect(errorIn((result as unknown[][])[0]?.[0]).code).toBe("#N/A");
  });
});

describe("BRIDGE.STANDINGS at the edges of numbers", () => {
  it("keeps a huge total finite, and refuses totals that add up beyond a number", () => {
    const result = standings(column(1, 2), column(2, 1), column(1e308, 0)) as unknown[][];
    expect(result[1]).toEqual([1, 1, 1, 1e308]);
    const summed = standings(column(1, 2, 1, 3), column(2, 1, 3, 1), column(1e308, 0, 1e308, 0));
    expect(errorIn((summed as unknown[][])[0]?.[0]).message).toBe(
      'vps: the VPs or IMPs of "1" add up to more than a number can hold; expected a number of VPs from 0 up.'
    );
  });
});
