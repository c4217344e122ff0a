import { swissdraw } from "../../src/excel/functions/teamsSwissDraw";
import { errorIn } from "../support/excelOutput";
import { column, FOUR_TEAMS, inFrench, value, type Argument } from "./teamsCalls";

// The guide's four teams after two rounds (test/excel/teamsStandings.test.ts): standings 3, 1,
// 2, 4; played 1-2, 3-4, 1-3, 2-4.
const { teams: TEAMS, opponents: OPPONENTS, vps: VPS } = FOUR_TEAMS;

describe("BRIDGE.SWISSDRAW as Excel calls it", () => {
  it("draws the leader against the highest-placed team it has not met", () => {
    expect(swissdraw(TEAMS, OPPONENTS, VPS)).toEqual([
      ["Table", "Home", "Away"],
      [1, 3, 2],
      [2, 1, 4],
    ]);
    expect(inFrench(() => swissdraw(TEAMS, OPPONENTS, VPS))[0]).toEqual([
      "Table",
      "Domicile",
      "Visiteurs",
    ]);
  });

  it("draws round 1 from a list of teams in team-number order, the bye to the last", () => {
    const teams = column("Smith", 3, 1, 2, null);
    expect(
      swissdraw(teams, column(null, null, null, null, null), column(null, null, null, null, null))
    ).toEqual([
      ["Table", "Home", "Away"],
      [1, 1, 2],
      [2, 3, "Smith"],
    ]);
    expect(swissdraw(column(1, 2, 3), column(null, null, null), column(null, null, null))).toEqual([
      ["Table", "Home", "Away"],
      [1, 1, 2],
      ["Bye", 3, ""],
    ]);
  });

  it("gives the next bye to the lowest-placed team that has not had one", () => {
    // Round 1: 1 beat 2, 3 had the bye (10 VPs).
    const result = swissdraw(column(1, 2, 3), column(2, 1, null), column(15, 5, 10));
    expect(result).toEqual([
      ["Table", "Home", "Away"],
      [1, 1, 3],
      ["Bye", 2, ""],
    ]);
    expect(
      inFrench(() => swissdraw(column(1, 2, 3), column(2, 1, null), column(15, 5, 10)))[2]?.[0]
    ).toBe("Exempt");
  });

  it("is the same draw whatever the order of the table's rows", () => {
    const reversed = (range: Argument): Argument =>
      [...(range as unknown[][])].reverse() as Argument;
    expect(swissdraw(reversed(TEAMS), reversed(OPPONENTS), reversed(VPS))).toEqual(
      swissdraw(TEAMS, OPPONENTS, VPS)
    );
  });

  it("gives a blank for an empty table and refuses bad input naming the argument", () => {
    expect(swissdraw(column(null), column(null), column(null))).toEqual([[""]]);
    const bad = swissdraw(column(1, 2), column(2, 1), column(12, -3));
    expect(errorIn((bad as unknown[][])[0]?.[0]).message).toMatch(/^vps: row 2 holds -3;/);
    const badTieBreak = inFrench(() =>
      swissdraw(TEAMS, OPPONENTS, VPS, null as unknown as Argument, value("coin"))
    );
    expect(errorIn((badTieBreak as unknown[][])[0]?.[0]).message).toMatch(
      /^départage : reçu "coin" ;/
    );
  });
});
