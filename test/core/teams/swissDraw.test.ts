import fc from "fast-check";
import type { PlayedMatch } from "../../../src/core/teams/playedMatches";
import { rankStandings } from "../../../src/core/teams/standings";
import { drawSwissRound, type SwissDraw } from "../../../src/core/teams/swissDraw";
import { bye, played } from "./events";
import { exhaustiveDraw, hasDrawWithoutRepeats, type DrawProblem } from "./exhaustiveDraw";

const teamsOf = (count: number): string[] => Array.from({ length: count }, (_, i) => `${i + 1}`);
const written = (draw: SwissDraw): string[] => [
  ...draw.tables.map(({ table, home, away }) => `${table}: ${home}-${away}`),
  ...(draw.bye === undefined ? [] : [`bye ${draw.bye}`]),
];

// Magic Contest's rule (magicscoring.com/scoring/swiss/p19 and /p2): "At table 1 pairs 1 and 2
// meet, at table 2 pairs 3 and 4"; "the top ranked pair meets the first pair it has not yet
// played against ... down the list"; "the bye is given to the worst ranked pair that has not
// already had a bye". Expected draws below are worked by hand from it.
describe("the Swiss draw", () => {
  it("pairs round 1 in team-number order, 1-2, 3-4, ...", () => {
    expect(written(drawSwissRound([], { entries: teamsOf(8) }))).toEqual([
      "1: 1-2",
      "2: 3-4",
      "3: 5-6",
      "4: 7-8",
    ]);
  });

  it("gives the bye of an odd number of teams to the lowest-placed team", () => {
    expect(written(drawSwissRound([], { entries: teamsOf(5) }))).toEqual([
      "1: 1-2",
      "2: 3-4",
      "bye 5",
    ]);
  });

  it("gives the bye to the lowest-placed team that has not had one", () => {
    // Round 1: 1-2 15-5, 3-4 14-6, 5 the bye (12). Standings 1 (15), 3 (14), 5 (12), 4 (6),
    // 2 (5): 2, the lowest, has had no bye and gets it.
    const round1 = [...played("1", "2", 15), ...played("3", "4", 14), ...bye("5")];
    expect(drawSwissRound(round1).bye).toBe("2");
    const round2 = [...round1, ...played("1", "3", 12), ...played("5", "4", 11), ...bye("2")];
    // Round 2 1-3 12-8, 5-4 11-9, 2 the bye: 1 27, 5 23, 3 22, 2 17, 4 15; 4, the lowest, has
    // had no bye.
    expect(drawSwissRound(round2).bye).toBe("4");
    const lowHadOne = [...played("1", "2", 15), ...played("3", "5", 18), ...bye("4", 0)];
    // 4 is lowest (0) but has had the bye: the next up without one, 5 (2), gets it.
    expect(drawSwissRound(lowHadOne).bye).toBe("5");
  });

  it("has the top team meet the highest-placed team it has not met, higher-placed at home", () => {
    // After round 1, 1 (15) and 3 (14) lead, 4 (6) and 2 (5) follow: 1-3 and 4-2.
    const round1 = [...played("1", "2", 15), ...played("3", "4", 14)];
    expect(written(drawSwissRound(round1))).toEqual(["1: 1-3", "2: 4-2"]);
    // Round 2 1-3 11-9, 4-2 10-10: 1 (26), 3 (23), 4 (16), 2 (15); 1 has met 2 and 3: 1-4, 3-2.
    const round2 = [...round1, ...played("1", "3", 11), ...played("4", "2", 10)];
    expect(rankStandings(round2).map((s) => s.team)).toEqual(["1", "3", "4", "2"]);
    expect(written(drawSwissRound(round2))).toEqual(["1: 1-4", "2: 3-2"]);
  });

  it("undoes a repeat at the bottom table from the table above, the top table kept", () => {
    // Round 1 1-2, 3-4, 5-6, the teams placed 1 to 6. Greedy: 1-3, 2-4, then 5-6 again; the
    // table above takes its next choice instead: 1-3, 2-5, 4-6.
    const vps = [20, 19, 18, 17, 16, 15];
    const round1: PlayedMatch[] = [1, 3, 5].flatMap((home) => [
      { team: `${home}`, opponent: `${home + 1}`, vps: vps[home - 1]! },
      { team: `${home + 1}`, opponent: `${home}`, vps: vps[home]! },
    ]);
    const draw = drawSwissRound(round1);
    expect(written(draw)).toEqual(["1: 1-3", "2: 2-5", "3: 4-6"]);
    expect(draw.repeats).toBe(0);
  });

  it("draws with as few repeats as can be when every pairing is a repeat", () => {
    // Four teams after a whole round robin: every pair has met; the draw still pairs them all.
    const event = [
      ...played("1", "2", 11),
      ...played("3", "4", 12),
      ...played("1", "3", 13),
      ...played("2", "4", 14),
      ...played("1", "4", 15),
      ...played("2", "3", 16),
    ];
    const draw = drawSwissRound(event);
    expect(draw.repeats).toBe(2);
    expect(draw.tables.length).toBe(2);
    expect(new Set(draw.tables.flatMap((t) => [t.home, t.away])).size).toBe(4);
  });

  it("gives the same draw for the same table, whatever the order of its rows", () => {
    const event = [
      ...played("1", "2", 15),
      ...played("3", "4", 14),
      ...played("5", "6", 10),
      ...bye("7"),
    ];
    const draw = drawSwissRound(event);
    expect(drawSwissRound(event)).toEqual(draw);
    expect(drawSwissRound([...event].reverse())).toEqual(draw);
  });

  it("leaves out a team withdrawn from the entries", () => {
    const event = [...played("1", "2", 15), ...played("3", "4", 14)];
    expect(written(drawSwissRound(event, { entries: ["1", "2", "3"] }))).toEqual([
      "1: 1-3",
      "bye 2",
    ]);
  });
});

/** The draw's problem read straight from the rows (not through the code under test's records). */
function problemOf(rows: readonly PlayedMatch[], entries: readonly string[]): DrawProblem {
  const met = new Set(rows.map((row) => `${row.team}|${row.opponent ?? ""}`));
  return {
    order: rankStandings(rows, { entries }).map((standing) => standing.team),
    met: (a, b) => met.has(`${a}|${b}`),
    hadBye: (team) => met.has(`${team}|`),
  };
}

/** Each entry once, tables numbered from 1, the higher-placed team at home. */
function expectWellFormed(draw: SwissDraw, problem: DrawProblem): void {
  const rank = new Map(problem.order.map((team, i) => [team, i]));
  const seated = draw.tables.flatMap((t) => [t.home, t.away]);
  if (draw.bye !== undefined) seated.push(draw.bye);
  expect([...seated].sort()).toEqual([...problem.order].sort());
  expect(draw.bye === undefined).toBe(problem.order.length % 2 === 0);
  draw.tables.forEach((t, i) => {
    expect(t.table).toBe(i + 1);
    expect(rank.get(t.home)!).toBeLessThan(rank.get(t.away)!);
  });
}

/** Rows of one round played: each table's VPs from the list, the bye's 12. */
function playRound(draw: SwissDraw, vps: () => number): PlayedMatch[] {
  return [
    ...draw.tables.flatMap((t) => played(t.home, t.away, vps())),
    ...(draw.bye === undefined ? [] : bye(draw.bye)),
  ];
}

describe("the Swiss draw against an exhaustive search (4-8 teams, any history)", () => {
  // Histories of random pairings, repeats allowed: the draw must cope with any table.
  const histories = fc.integer({ min: 4, max: 8 }).chain((teams) =>
    fc.record({
      teams: fc.constant(teams),
      rounds: fc.array(
        fc.record({
          order: fc.shuffledSubarray(teamsOf(teams), { minLength: teams, maxLength: teams }),
          vps: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 4, maxLength: 4 }),
        }),
        { minLength: 0, maxLength: 7 }
      ),
    })
  );

  it("draws exactly what the brute force prefers: fewest repeats, bye rule, top tables first", () => {
    fc.assert(
      fc.property(histories, ({ teams, rounds }) => {
        const entries = teamsOf(teams);
        const rows = rounds.flatMap(({ order, vps }) => {
          const round: PlayedMatch[] = [];
          for (let i = 0; i + 1 < order.length; i += 2) {
            round.push(...played(order[i]!, order[i + 1]!, vps[i / 2]!));
          }
          if (order.length % 2 === 1) round.push(...bye(order[order.length - 1]!));
          return round;
        });
        const problem = problemOf(rows, entries);
        const draw = drawSwissRound(rows, { entries });
        expectWellFormed(draw, problem);
        const expected = exhaustiveDraw(problem);
        expect(draw.repeats).toBe(expected.repeats);
        expect(draw.repeats === 0).toBe(hasDrawWithoutRepeats(problem));
        expect(draw.tables.map((t) => [t.home, t.away])).toEqual(expected.tables);
        expect(draw.bye).toBe(expected.bye);
      }),
      { numRuns: 300, seed: 2026 }
    );
  });
});

describe("Swiss events of 8-40 teams over 4-10 rounds, each round drawn from the standings", () => {
  it("never repeats a meeting (or a bye) while a draw without repeats exists", () => {
    const events = fc.record({
      teams: fc.integer({ min: 8, max: 40 }),
      rounds: fc.integer({ min: 4, max: 10 }),
      vps: fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 200, maxLength: 200 }),
    });
    fc.assert(
      fc.property(events, ({ teams, rounds, vps }) => {
        const entries = teamsOf(teams);
        let next = 0;
        const result = () => vps[next++ % vps.length]!;
        let rows: PlayedMatch[] = [];
        for (let round = 1; round <= rounds; round++) {
          const problem = problemOf(rows, entries);
          const draw = drawSwissRound(rows, { entries });
          expectWellFormed(draw, problem);
          // Dirac: every entry free to meet at least half the others makes a Hamiltonian cycle
          // of the not-yet-met pairs, so a draw without repeats; below that, a search decides.
          const size = teams + (teams % 2);
          const freshForBye = problem.order.filter((team) => !problem.hadBye(team)).length;
          const fewestFresh = Math.min(
            ...problem.order.map(
              (a, i) =>
                problem.order.filter((b, j) => j !== i && !problem.met(a, b)).length +
                (teams % 2 === 1 && !problem.hadBye(a) ? 1 : 0)
            ),
            teams % 2 === 1 ? freshForBye : size
          );
          const exists = fewestFresh >= size / 2 || hasDrawWithoutRepeats(problem);
          expect(draw.repeats === 0).toBe(exists);
          rows = [...rows, ...playRound(draw, result)];
        }
      }),
      { numRuns: 40, seed: 28 }
    );
  });
});
