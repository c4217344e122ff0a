import fc from "fast-check";
import { ladder } from "../../src/excel/functions/ladder";
import { expectValueErrorSaying, problemsIn } from "../support/excelOutput";
import { column, inFrench, value, type Argument } from "./teamsCalls";

/** An optional argument left out, as Excel passes it. */
const OMITTED = null as unknown as Argument;

const ROSTER = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kit", "Lou"];

/** One session's ranking as a club pastes it: each pair's two players and its percentage. */
interface PastedPair {
  readonly session: string;
  readonly players: readonly [string, string];
  readonly percentage: number;
}

/**
 * Six sessions: in each, the players who came (at least 4) pair off in order and each pair
 * gets a percentage to 2 decimals, as a ranking publishes it.
 */
const sixSessions = fc
  .array(
    fc.record({
      came: fc.subarray(ROSTER, { minLength: 4 }),
      percentages: fc.array(fc.integer({ min: 2500, max: 7500 }), {
        minLength: 6,
        maxLength: 6,
      }),
    }),
    { minLength: 6, maxLength: 6 }
  )
  .map((sessions) =>
    sessions.flatMap(({ came, percentages }, s) => {
      const pairs: PastedPair[] = [];
      for (let i = 0; i + 1 < came.length; i += 2) {
        pairs.push({
          session: `Session ${s + 1}`,
          players: [came[i]!, came[i + 1]!],
          percentage: (percentages[i / 2] ?? 5000) / 100,
        });
      }
      return pairs;
    })
  );

/**
 * The ladder computed independently of src/core, as a club's rules read: each player's
 * percentages, the best 4 averaged, ranked if 3 or more were played; equal averages (to the
 * cent) share a place. Returned as [place, player, played, counted, average] for the ranked.
 */
function bestFourOfSixByHand(pairs: readonly PastedPair[]): (string | number)[][] {
  const byPlayer = new Map<string, number[]>();
  for (const pair of pairs)
    for (const player of pair.players)
      byPlayer.set(player, [...(byPlayer.get(player) ?? []), pair.percentage]);
  const rows = [...byPlayer]
    .filter(([, results]) => results.length >= 3)
    .map(([player, results]) => {
      const best = [...results].sort((a, b) => b - a).slice(0, 4);
      const average = best.reduce((a, b) => a + b, 0) / best.length;
      // To the cent, halves to even (every sum of cents over 3 or 4 is exact to 1e-9 here).
      const cents = average * 100;
      const floor = Math.floor(cents);
      const half = Math.abs(cents - floor - 0.5) < 1e-6;
      const rounded = half ? floor + (floor % 2) : Math.round(cents);
      return { player, played: results.length, counted: best.length, average: rounded / 100 };
    })
    .sort((a, b) => b.average - a.average || a.player.localeCompare(b.player));
  return rows.map((row) => {
    const place = rows.findIndex((other) => other.average === row.average) + 1;
    const shared = rows.filter((other) => other.average === row.average).length > 1;
    return [shared ? `${place}=` : place, row.player, row.played, row.counted, row.average];
  });
}

describe("BRIDGE.LADDER as Excel calls it", () => {
  it("ranks six sessions by the best 4 of 6, minimum 3, as an independent computation", () => {
    fc.assert(
      fc.property(sixSessions, (pairs) => {
        const answer = ladder(
          pairs.map((pair) => [...pair.players]),
          column(...pairs.map((pair) => pair.percentage)),
          column(...pairs.map((pair) => pair.session)),
          value(4),
          value(3)
        );
        expect(problemsIn(answer)).toEqual([]);
        const expected = bestFourOfSixByHand(pairs);
        if (pairs.length === 0) return;
        expect(answer[0]).toEqual(["Place", "Player", "Played", "Counted", "Average %", "Note"]);
        const rows = answer.slice(1) as unknown[][];
        const ranked = rows.filter((row) => row[0] !== "").map((row) => row.slice(0, 5));
        expect(ranked).toEqual(expected);
      }),
      { numRuns: 200 }
    );
  });

  it("lists the players below the minimum last, unplaced, with a note; explains a shared place", () => {
    const players = column("Ann", "Bob", "Ann", "Bob", "Cy");
    const results = column(60, 60, 50, 50, 70);
    const sessions = column(1, 1, 2, 2, 2);
    expect(ladder(players, results, sessions, OMITTED, value(2))).toEqual([
      ["Place", "Player", "Played", "Counted", "Average %", "Note"],
      ["1=", "Ann", 2, 2, 55, "level with 1 other"],
      ["1=", "Bob", 2, 2, 55, "level with 1 other"],
      ["", "Cy", 1, 1, 70, "not ranked: 1 of the 2 sessions needed"],
    ]);
    expect(inFrench(() => ladder(players, results, sessions, value(""), value(2)))).toEqual([
      ["Place", "Joueur", "Joués", "Retenus", "Moyenne %", "Remarque"],
      ["1=", "Ann", 2, 2, 55, "à égalité avec 1 autre"],
      ["1=", "Bob", 2, 2, 55, "à égalité avec 1 autre"],
      ["", "Cy", 1, 1, 70, "non classé : 1 des 2 séances exigées"],
    ]);
  });

  it("carries a two-session event forward by matchpoints", () => {
    // Session totals of three pairs (matchpoints), carried into one total.
    const answer = ladder(
      column("Pair 1", "Pair 2", "Pair 3", "Pair 1", "Pair 2", "Pair 3"),
      column(130.5, 118, 111.5, 122, 140, 98),
      column("Day 1", "Day 1", "Day 1", "Day 2", "Day 2", "Day 2"),
      OMITTED,
      OMITTED,
      OMITTED,
      value("matchpoints")
    );
    expect(answer).toEqual([
      ["Place", "Player", "Played", "Counted", "Matchpoints", "Note"],
      [1, "Pair 2", 2, 2, 258, ""],
      [2, "Pair 1", 2, 2, 252.5, ""],
      [3, "Pair 3", 2, 2, 209.5, ""],
    ]);
  });

  it("gives a blank for a table with no result, and skips rows with no player", () => {
    expect(ladder(column("Ann", "Bob"), column(null, ""), column(1, 1))).toEqual([[""]]);
    expect(ladder(column("", "Bob"), column(55, 45), column(1, 1))[1]).toEqual([
      1,
      "Bob",
      1,
      1,
      45,
      "",
    ]);
  });

  it("names the argument, the row and the value of bad input, in English and French", () => {
    const call = () => ladder(column("Ann", "Bob"), column(55, "lots"), column(1, 1));
    expectValueErrorSaying(
      call()[0]?.[0],
      'results, row 2: got "lots"; expected a number: a percentage from 0 to 100 (by PERCENTAGE), matchpoints or master points from 0 up, or IMPs; blank for a row not played.'
    );
    const over = ladder(column("Ann"), column(140), column(1));
    expectValueErrorSaying(
      over[0]?.[0],
      "results: row 1 holds 140; expected a number: a percentage from 0 to 100 (by PERCENTAGE), matchpoints or master points from 0 up, or IMPs; blank for a row not played."
    );
    const noSession = ladder(column("Ann"), column(50), column(null));
    expect((noSession[0]?.[0] as CustomFunctions.Error).message).toContain(
      "row 1 has a result but no session"
    );
    const best = ladder(column("Ann"), column(50), column(1), value(2.5));
    expect((best[0]?.[0] as CustomFunctions.Error).message).toContain(
      "best: 2.5 is not a whole number of sessions"
    );
    const french = inFrench(() => ladder(column("Ann"), column(50), column(1), value(2.5)));
    expect((french[0]?.[0] as CustomFunctions.Error).message).toContain(
      "meilleures : 2,5 n'est pas"
    );
    // 0 is a blank (desktop Excel may pass an empty cell so): every session counts.
    expect(ladder(column("Ann", "Ann"), column(50, 60), column(1, 2), value(0))[1]).toEqual([
      1,
      "Ann",
      2,
      2,
      55,
      "",
    ]);
    const by = ladder(
      column("Ann"),
      column(50),
      column(1),
      OMITTED,
      OMITTED,
      OMITTED,
      value("VPS")
    );
    expect((by[0]?.[0] as CustomFunctions.Error).message).toContain('by: got "VPS"');
  });

  it("passes an error value of a cell on", () => {
    const error = new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);
    const answer = ladder(column("Ann"), column(error), column(1));
    expect((answer[0]?.[0] as CustomFunctions.Error).code).toBe("#N/A");
  });
});
