import fc from "fast-check";
import { BridgeInputError } from "../../src/core/errors";
import type { LadderEntry, LadderRules } from "../../src/core/ladder";
import { rankLadder } from "../../src/core/ladder";

/** Entries of one player: a result per session, sessions numbered from 1. */
function playerEntries(player: string, results: readonly number[], firstRow = 1): LadderEntry[] {
  return results.map((result, i) => ({ player, session: i + 1, result, row: firstRow + i }));
}

function standingOf(entries: readonly LadderEntry[], rules: LadderRules, player: string) {
  const found = rankLadder(entries, rules).find((standing) => standing.player === player);
  if (found === undefined) throw new Error(`${player} is not on the ladder`);
  return found;
}

describe("rankLadder", () => {
  // Worked by hand from the rules of issue 49 (best N of M, a minimum, the lowest dropped).
  it("averages a player's best 4 percentages of 6 and ranks those who played 3 or more", () => {
    const entries = [
      ...playerEntries("Ann", [50, 62, 48, 55, 60, 41]), // best 4: 62 60 55 50 -> 56.75
      ...playerEntries("Bob", [58, 57]), // 2 sessions: below 3
      ...playerEntries("Cy", [70, 45, 52]), // 3 sessions, all counted: 55.67 (55.666...)
    ];
    expect(rankLadder(entries, { best: 4, minimum: 3 })).toEqual([
      { player: "Ann", place: 1, levelWith: 0, played: 6, counted: 4, score: 56.75 },
      { player: "Cy", place: 2, levelWith: 0, played: 3, counted: 3, score: 55.67 },
      { player: "Bob", place: undefined, levelWith: 0, played: 2, counted: 2, score: 57.5 },
    ]);
  });

  it("totals matchpoints and master points, and drops each player's lowest first", () => {
    const entries = playerEntries("Ann", [120.5, 98, 143, 101]);
    expect(standingOf(entries, { basis: "MATCHPOINTS" }, "Ann").score).toBe(462.5);
    // Dropping the lowest (98) leaves 364.5; best 2 of the rest: 143 + 120.5.
    expect(standingOf(entries, { basis: "MASTERPOINTS", drop: 1 }, "Ann").score).toBe(364.5);
    expect(standingOf(entries, { basis: "MATCHPOINTS", drop: 1, best: 2 }, "Ann").score).toBe(
      263.5
    );
    // Dropping more than a player played still counts the best.
    expect(standingOf(entries, { basis: "IMPS", drop: 9 }, "Ann")).toMatchObject({
      counted: 1,
      score: 143,
    });
  });

  it('shares a place between equal scores, listed by name ("2=")', () => {
    const entries = [
      ...playerEntries("Zed", [60, 50]),
      ...playerEntries("Amy", [55, 55], 3),
      ...playerEntries("Max", [70, 50], 5),
      ...playerEntries("Kim", [40, 40], 7),
    ];
    const ladder = rankLadder(entries);
    expect(ladder.map((s) => [s.place, s.player, s.levelWith, s.score])).toEqual([
      [1, "Max", 0, 60],
      [2, "Amy", 1, 55],
      [2, "Zed", 1, 55],
      [4, "Kim", 0, 40],
    ]);
  });

  it("reads a player as labels are read: case, spaces and 07 for 7", () => {
    const entries: LadderEntry[] = [
      { player: "Ann  Smith", session: "Tue", result: 50, row: 1 },
      { player: " ann smith", session: "Thu", result: 60, row: 2 },
      { player: 7, session: "Tue", result: 40, row: 3 },
      { player: "07", session: "Thu", result: 44, row: 4 },
    ];
    expect(rankLadder(entries).map((s) => [s.player, s.played])).toEqual([
      ["Ann  Smith", 2],
      [7, 2],
    ]);
  });

  it("refuses a player twice in one session and a percentage over 100, naming the row", () => {
    const twice: LadderEntry[] = [
      { player: "Ann", session: 1, result: 50, row: 1 },
      { player: "ANN", session: 1, result: 60, row: 2 },
    ];
    expect(() => rankLadder(twice)).toThrow(
      'players: row 2 credits "ANN" a second time in session "1"'
    );
    const over = [{ player: "Ann", session: 1, result: 140, row: 4 }];
    expect(() => rankLadder(over)).toThrow(BridgeInputError);
    expect(() => rankLadder(over)).toThrow("row 4 holds 140");
    expect(rankLadder(over, { basis: "MATCHPOINTS" })[0]?.score).toBe(140);
    expect(() => rankLadder([{ ...over[0]!, result: -3 }], { basis: "MASTERPOINTS" })).toThrow(
      "row 4 holds -3"
    );
    expect(rankLadder([{ ...over[0]!, result: -3 }], { basis: "IMPS" })[0]?.score).toBe(-3);
    const huge = playerEntries("Ann", [1e308, 1e308]);
    expect(() => rankLadder(huge, { basis: "MATCHPOINTS" })).toThrow(
      'the results of "Ann" add up to more than a number can hold'
    );
  });
});

const PLAYERS = ["Ann", "Bob", "Cy", "Dee", "Eve"];

/** A season: each player's results in up to 8 sessions (a result or not played). */
const seasons = fc.array(
  fc.record({
    player: fc.constantFrom(...PLAYERS),
    session: fc.integer({ min: 1, max: 8 }),
    result: fc.integer({ min: 0, max: 10000 }).map((n) => n / 100),
  }),
  { maxLength: 40 }
);

/** The season's rows, each player once per session (the first row kept). */
function entriesOf(rows: readonly { player: string; session: number; result: number }[]) {
  const seen = new Set<string>();
  return rows
    .filter((row) => {
      const key = `${row.player}/${row.session}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((row, i) => ({ ...row, row: i + 1 }));
}

const rulesArbitrary = fc.record({
  best: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  minimum: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
  drop: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
});

describe("rankLadder's invariants", () => {
  it("never lowers a player's best-N total when the player adds a session", () => {
    fc.assert(
      fc.property(seasons, rulesArbitrary, fc.integer({ min: 0, max: 10000 }), (rows, rules, r) => {
        const entries = entriesOf(rows).filter((entry) => entry.session <= 7);
        if (!entries.some((entry) => entry.player === "Ann")) return;
        const before = standingOf(entries, { ...rules, drop: 0, basis: "MATCHPOINTS" }, "Ann");
        const added = [...entries, { player: "Ann", session: 8, result: r / 100, row: 99 }];
        const after = standingOf(added, { ...rules, drop: 0, basis: "MATCHPOINTS" }, "Ann");
        expect(after.score).toBeGreaterThanOrEqual(before.score);
      })
    );
  });

  it("never lowers an average of the best N when a player who played N adds a worse session", () => {
    fc.assert(
      fc.property(seasons, fc.integer({ min: 1, max: 6 }), (rows, best) => {
        const entries = entriesOf(rows).filter((entry) => entry.session <= 7);
        const ann = entries.filter((entry) => entry.player === "Ann");
        if (ann.length < best) return;
        const worst = Math.min(...ann.map((entry) => entry.result));
        const before = standingOf(entries, { best }, "Ann");
        const added = [...entries, { player: "Ann", session: 8, result: worst / 2, row: 99 }];
        expect(standingOf(added, { best }, "Ann").score).toBe(before.score);
      })
    );
  });

  it("gives each player one row, a score within its results, places in order", () => {
    fc.assert(
      fc.property(seasons, rulesArbitrary, (rows, rules) => {
        const entries = entriesOf(rows);
        const ladder = rankLadder(entries, rules);
        const players = new Set(entries.map((entry) => entry.player));
        expect(ladder.map((s) => s.player).sort()).toEqual([...players].sort());
        for (const standing of ladder) {
          const own = entries.filter((e) => e.player === standing.player).map((e) => e.result);
          expect(standing.played).toBe(own.length);
          expect(standing.score).toBeGreaterThanOrEqual(Math.min(...own) - 0.005);
          expect(standing.score).toBeLessThanOrEqual(Math.max(...own) + 0.005);
          expect(standing.place === undefined).toBe(own.length < (rules.minimum ?? 1));
        }
        const placed = ladder.filter((s) => s.place !== undefined);
        placed.forEach((standing, i) => {
          const previous = placed[i - 1];
          if (previous === undefined) {
            expect(standing.place).toBe(1);
            return;
          }
          expect(standing.score).toBeLessThanOrEqual(previous.score);
          expect(standing.place).toBe(standing.score === previous.score ? previous.place : i + 1);
        });
        expect(ladder.slice(placed.length).every((s) => s.place === undefined)).toBe(true);
      })
    );
  });

  it("ranks the same whatever the order of the rows", () => {
    fc.assert(
      fc.property(seasons, rulesArbitrary, fc.integer(), (rows, rules, seed) => {
        const entries = entriesOf(rows);
        const shuffled = [...entries].sort(
          (a, b) => ((a.row * 7919 + seed) % 101) - ((b.row * 7919 + seed) % 101)
        );
        expect(rankLadder(shuffled, rules)).toEqual(rankLadder(entries, rules));
      })
    );
  });
});
