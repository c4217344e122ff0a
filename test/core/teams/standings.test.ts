import { BridgeInputError } from "../../../src/core/errors";
import { rankStandings } from "../../../src/core/teams/standings";
import type { PlayedMatch } from "../../../src/core/teams/playedMatches";
import { parseTieBreak, type TieBreak } from "../../../src/core/teams/tieBreaks";
import { bye, played } from "./events";

const places = (standings: ReturnType<typeof rankStandings>) =>
  standings.map(({ place, team }) => `${place} ${team}`);
const placesBy = (event: PlayedMatch[], tieBreak: TieBreak) =>
  places(rankStandings(event, { tieBreak }));

// Expected values below are worked by hand from the rule each test names.
describe("standings without a tie-break", () => {
  const event = [
    ...played("1", "2", 12, [20, 10]),
    ...played("3", "4", 17, [40, 5]),
    ...played("1", "3", 9, [15, 18]),
    ...played("2", "4", 14, [22, 9]),
  ];

  it("ranks by total VPs with the matches played", () => {
    const standings = rankStandings(event);
    // 1: 12 + 9 = 21, 2: 8 + 14 = 22, 3: 17 + 11 = 28, 4: 3 + 6 = 9.
    expect(places(standings)).toEqual(["1 3", "2 2", "3 1", "4 4"]);
    expect(standings[0]).toEqual({
      place: "1",
      rank: 1,
      team: "3",
      played: 2,
      byes: 0,
      vps: 28,
      impsFor: 58,
      impsAgainst: 20,
      tieBreak: undefined,
    });
  });

  it('lets tied teams share the place, "2=", the next team being 4th', () => {
    const tied = [...played("1", "2", 12), ...played("3", "4", 12), ...played("1", "4", 8)];
    // 1: 12 + 8 = 20, 2: 8, 3: 12, 4: 8 + 12 = 20.
    expect(places(rankStandings(tied))).toEqual(["1= 1", "1= 4", "3 3", "4 2"]);
    const three = [...played("1", "2", 10), ...played("3", "4", 10)];
    expect(places(rankStandings(three))).toEqual(["1= 1", "1= 2", "1= 3", "1= 4"]);
  });

  it("adds VPs without floating-point dust: 13.45 + 6.55 ties 20", () => {
    const event2 = [
      ...played("1", "2", 13.45),
      ...played("3", "4", 20),
      ...played("1", "4", 6.55),
      ...played("2", "3", 20),
    ];
    // 1: 13.45 + 6.55 = 20, 2: 6.55 + 20 = 26.55, 3: 20 + 0 = 20, 4: 0 + 13.45 = 13.45.
    const standings = rankStandings(event2);
    expect(places(standings)).toEqual(["1 2", "2= 1", "2= 3", "4 4"]);
    expect(standings[1]!.vps).toBe(20);
  });

  it("counts a bye's VPs but not as a match played", () => {
    const standings = rankStandings([...played("1", "2", 15), ...bye("3", 12)]);
    expect(standings.find((s) => s.team === "3")).toMatchObject({ played: 0, byes: 1, vps: 12 });
    expect(places(standings)).toEqual(["1 1", "2 3", "3 2"]);
  });

  it("lists entries without rows yet, teams in number order (2 before 10, names last)", () => {
    const standings = rankStandings([], { entries: ["Lions", "10", "2", "1"] });
    expect(places(standings)).toEqual(["1= 1", "1= 2", "1= 10", "1= Lions"]);
    expect(standings[0]).toMatchObject({ played: 0, vps: 0 });
  });

  it("gives the same standings whatever the order of the rows", () => {
    const reversed = [...event].reverse();
    expect(rankStandings(reversed)).toEqual(rankStandings(event));
  });
});

describe("head-to-head: the result between the tied teams", () => {
  it("puts the winner of two tied teams' match first (EBU White Book §143.7.1(a))", () => {
    // 1 and 4 end on 20 (1: 12 + 8, 4: 8 + 12); they met, and 4 won 12-8.
    const event = [...played("1", "2", 12), ...played("3", "4", 12), ...played("1", "4", 8)];
    const standings = rankStandings(event, { tieBreak: "head-to-head" });
    expect(places(standings)).toEqual(["1 4", "2 1", "3 3", "4 2"]);
    expect(standings.map((s) => s.tieBreak)).toEqual([12, 8, undefined, undefined]);
  });

  it("leaves tied teams whose results among them are level too sharing the place", () => {
    // A circle: 1 beat 3, 3 beat 2, 2 beat 1, each 12-8: all on 20, 20 among them.
    const event = [...played("1", "2", 8), ...played("1", "3", 12), ...played("2", "3", 8)];
    expect(placesBy(event, "head-to-head")).toEqual(["1= 1", "1= 2", "1= 3"]);
  });

  it("decides a drawn match between two tied teams by its IMPs (EBU §143.7.1(a))", () => {
    const event = [
      ...played("1", "2", 10, [31, 30]),
      ...played("1", "3", 12, [20, 10]),
      ...played("2", "3", 12, [25, 15]),
    ];
    // 1 and 2 on 22, drawn 10-10 in VPs, 31-30 in IMPs to 1.
    expect(placesBy(event, "head-to-head")).toEqual(["1 1", "2 2", "3 3"]);
  });

  it("ranks three tied teams that all met by the VPs among them, then two left by their match (CBAI; EBU §143.2.2)", () => {
    const event = [
      ...played("1", "2", 12),
      ...played("1", "3", 6),
      ...played("2", "3", 13),
      ...played("1", "4", 15),
      ...played("2", "4", 12),
      ...played("3", "4", 12),
    ];
    // 1, 2 and 3 on 33. Among them: 1 has 12 + 6 = 18, 2 has 8 + 13 = 21, 3 has 14 + 7 = 21;
    // 2 and 3 still level, and 2 beat 3 13-7.
    const standings = rankStandings(event, { tieBreak: "head-to-head" });
    expect(places(standings)).toEqual(["1 2", "2 3", "3 1", "4 4"]);
    expect(standings.map((s) => s.tieBreak)).toEqual([21, 21, 18, undefined]);
    expect(places(rankStandings(event))).toEqual(["1= 1", "1= 2", "1= 3", "4 4"]);
  });

  it("leaves tied teams that have not all met sharing the place", () => {
    const swiss = [...played("1", "2", 15), ...played("3", "4", 15)];
    expect(placesBy(swiss, "head-to-head")).toEqual(["1= 1", "1= 3", "3= 2", "3= 4"]);
  });
});

describe("tie-breaks on IMPs over every match", () => {
  // Two Swiss rounds. 1 and 4 end on 25: 1 won 70 IMPs and lost 40 (difference 30, quotient
  // 1.75); 4 won 41 and lost 20 (difference 21, quotient 2.05). 2 and 3 end on 15: 2 won 45,
  // lost 65 (-20, 0.69); 3 won 15, lost 46 (-31, 0.33). 1 and 4 have not met, nor 2 and 3.
  const event = [
    ...played("1", "2", 10, [30, 30]),
    ...played("3", "4", 10, [5, 6]),
    ...played("1", "3", 15, [40, 10]),
    ...played("2", "4", 5, [15, 35]),
  ];

  it("ranks by IMP difference (EBU §143.7.1(c)), showing it", () => {
    const standings = rankStandings(event, { tieBreak: "imp-difference" });
    expect(places(standings)).toEqual(["1 1", "2 4", "3 2", "4 3"]);
    expect(standings.map((s) => s.tieBreak)).toEqual([30, 21, -20, -31]);
  });

  it("ranks by IMP quotient (CBAI test 2), which can order them otherwise", () => {
    const standings = rankStandings(event, { tieBreak: "imp-quotient" });
    expect(places(standings)).toEqual(["1 4", "2 1", "3 2", "4 3"]);
    expect(standings[0]!.tieBreak).toBeCloseTo(41 / 20, 12);
  });

  it("puts a team that lost no IMPs first on quotient, with no quotient shown", () => {
    const shutout = [...played("1", "2", 15, [12, 0]), ...played("3", "4", 15, [30, 10])];
    const standings = rankStandings(shutout, { tieBreak: "imp-quotient" });
    expect(places(standings)).toEqual(["1 1", "2 3", "3 4", "4 2"]);
    expect(standings[0]!.tieBreak).toBeUndefined();
  });

  it("shares the place when the IMPs are level too", () => {
    const level = [...played("1", "2", 15, [30, 10]), ...played("3", "4", 15, [30, 10])];
    expect(placesBy(level, "imp-difference")).toEqual(["1= 1", "1= 3", "3= 2", "3= 4"]);
  });

  it("needs the IMPs of every match, naming the row", () => {
    expect(() =>
      rankStandings([...played("1", "2", 15, [30, 10]), ...played("3", "4", 12)], {
        tieBreak: "imp-quotient",
      })
    ).toThrow('imps: row 3 has no IMPs, which the tie-break "imp-quotient" needs; expected');
  });
});

describe("a table of played matches that breaks a rule", () => {
  const refusal = (run: () => unknown): BridgeInputError => {
    try {
      run();
    } catch (error) {
      if (error instanceof BridgeInputError) return error;
    }
    throw new Error("not refused");
  };

  it("refuses a match seen from one side only, naming the row", () => {
    const error = refusal(() =>
      rankStandings([...played("1", "2", 12), { team: "3", opponent: "4", vps: 12 }])
    );
    expect(error.argument).toBe("opponents");
    expect(error.message).toContain(
      'row 3 has "3" against "4", but "4" has no row against "3" to match it'
    );
  });

  it("refuses a team playing itself, negative VPs or IMPs, and a blank team", () => {
    expect(refusal(() => rankStandings([{ team: "1", opponent: "1", vps: 10 }])).message).toContain(
      "row 1 has a team playing itself"
    );
    expect(refusal(() => rankStandings([...played("1", "2", -1)])).message).toContain(
      "vps: row 1 holds -1"
    );
    expect(refusal(() => rankStandings([...played("1", "2", 10, [-3, 5])])).message).toContain(
      "imps: row 1 holds -3"
    );
    expect(refusal(() => rankStandings([{ team: "", vps: 10 }])).message).toContain(
      "row 1 has no team"
    );
  });

  it("reads the tie-break's name, and refuses others with the accepted forms", () => {
    expect(parseTieBreak(" Head to head ")).toBe("head-to-head");
    expect(parseTieBreak("IMP_QUOTIENT")).toBe("imp-quotient");
    expect(() => parseTieBreak("random")).toThrow(
      'tiebreak: got "random"; expected "none", "head-to-head", "imp-difference" or "imp-quotient".'
    );
  });
});
