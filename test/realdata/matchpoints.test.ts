/*
 * Four real club pairs sessions scored by Compscore3 (test/fixtures/realdata/README.md): every
 * traveller line's published matchpoints, and every pair's session total and percentage, from
 * BRIDGE.MATCHPOINTS called as Excel calls it, one board (a column of NS scores) at a time.
 *
 * What the published numbers show about Compscore (each point is needed by some published value):
 * - A traveller line shows the board's matchpoints among the results it got (WBF scale); a board
 *   with an adjusted score (howell board 26, "A5050") counts it in E, so its real results are
 *   Neuberg-factored: 2.6, 5, 9.8, 0.2, 7.4.
 * - For the session, a board with fewer results than the session's tables (howell board 12: 5 of
 *   6; mitchell board 15: 18 of 19; mitchell_04: 4 or 5 of 6) is Neuberg-factored to the full
 *   table count: that is `expected`. Percentage = the factored matchpoints / the tops of the boards
 *   played (2(E-1) each) x 100.
 * - The total adds the matchpoints each board shows on the pair's scorecard: a board kept as a
 *   percentage to 2 decimals, shown as matchpoints to 2 decimals. Only mitchell board 15's top
 *   and bottom tell this apart from exact sums: 35.944 (99.85 %) shows as 35.95 and 0.056 (0.15 %)
 *   as 0.05 (8NS 456.95 and 2EW 416.05, where exact sums round to 456.94 and 416.06).
 * - A pair that played fewer boards than the others of its direction (a Howell: than anyone) has
 *   its total scaled up to their number of boards (howell 1 and 3, mitchell 9EW and 16NS,
 *   mitchell_04 1NS, 4EW, 8EW); its percentage is unscaled.
 * - Halves round to even: mitchell_04 8EW's scaled total 64.4 x 17/16 = 68.425 is published 68.42.
 */
import { matchpoints } from "../../src/excel/functions/matchpoints";
import howell from "../fixtures/realdata/mp_pairs_howell.json";
import mitchell from "../fixtures/realdata/mp_pairs_mitchell.json";
import mitchell03 from "../fixtures/realdata/mp_pairs_mitchell_03.json";
import mitchell04 from "../fixtures/realdata/mp_pairs_mitchell_04.json";

interface Line {
  readonly ns_pair_number: string;
  readonly ew_pair_number: string;
  readonly score: string;
  readonly ns_match_points: string;
  readonly ew_match_points: string;
}

interface Session {
  readonly boards: readonly { readonly board: number; readonly lines: readonly Line[] }[];
  readonly pairs: readonly {
    readonly pair_number: string;
    readonly direction: string;
    readonly total_score: string;
    readonly percentage: string;
  }[];
}

// Lines, boards and pairs of each file, counted here so that a test cannot pass by checking nothing.
const SESSIONS: readonly [string, Session, number, number, number][] = [
  ["mp_pairs_howell", howell, 161, 27, 12],
  ["mp_pairs_mitchell", mitchell, 512, 27, 38],
  ["mp_pairs_mitchell_03", mitchell03, 126, 21, 13],
  ["mp_pairs_mitchell_04", mitchell04, 134, 24, 16],
];

/** Excel passes an omitted optional argument as null. */
const OMITTED = null as unknown as unknown[][];

/** A traveller's score cell as Excel passes it: a number, or the text of an adjusted score. */
function cell(score: string): number | string {
  return /^-?\d+$/.test(score) ? Number(score) : score;
}

function boardColumn(lines: readonly Line[]): (number | string)[][] {
  return lines.map((line) => [cell(line.score)]);
}

/** Published numbers have 2 decimals at most; halves round to even, as Compscore's do. */
function round2(value: number): string {
  const scaled = value * 100;
  const floor = Math.floor(scaled);
  const isHalf = Math.abs(scaled - floor - 0.5) < 1e-6;
  const rounded = isHalf ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
  return (rounded / 100).toFixed(2);
}

function published(text: string): string {
  return Number(text).toFixed(2);
}

function numbers(spill: unknown[][]): number[][] {
  return spill.map((row) =>
    row.map((value) => {
      if (typeof value !== "number") throw new Error(`expected a number, got ${String(value)}`);
      return value;
    })
  );
}

describe.each(SESSIONS)(
  "%s (Compscore3, published)",
  (_name, session, lineCount, boardCount, pairCount) => {
    const lines = session.boards.flatMap((board) => board.lines);

    it("has the lines, boards and pairs counted here", () => {
      expect([lines.length, session.boards.length, session.pairs.length]).toEqual([
        lineCount,
        boardCount,
        pairCount,
      ]);
    });

    it("reproduces every line's North-South matchpoints with direction NS (and by default)", () => {
      const byDefault = session.boards.map((board) =>
        numbers(matchpoints(boardColumn(board.lines))).map(([ns]) => round2(ns as number))
      );
      const asNs = session.boards.map((board) =>
        numbers(matchpoints(boardColumn(board.lines), [["WBF"]], [["NS"]])).map(([ns]) =>
          round2(ns as number)
        )
      );
      const expected = session.boards.map((board) =>
        board.lines.map((line) => published(line.ns_match_points))
      );
      expect(asNs).toEqual(expected);
      expect(byDefault).toEqual(expected);
    });

    it("reproduces every line's East-West matchpoints with direction EW", () => {
      const got = session.boards.map((board) =>
        numbers(matchpoints(boardColumn(board.lines), OMITTED, [["ew"]])).map(([ew]) =>
          round2(ew as number)
        )
      );
      expect(got).toEqual(
        session.boards.map((board) => board.lines.map((line) => published(line.ew_match_points)))
      );
    });

    it("reproduces both sides of every line with direction BOTH, NS then EW on each row", () => {
      const got = session.boards.map((board) =>
        numbers(matchpoints(boardColumn(board.lines), [[""]], [["BOTH"]])).map((row) =>
          row.map(round2)
        )
      );
      expect(got).toEqual(
        session.boards.map((board) =>
          board.lines.map((line) => [
            published(line.ns_match_points),
            published(line.ew_match_points),
          ])
        )
      );
    });

    it("gives half the published matchpoints on the ACBL scale and their share of the top in %", () => {
      // Derived, not published: the 1-scale is the 2-scale halved (Law 78A's half matchpoints),
      // and % = matchpoints / top x 100 with top 2(n-1).
      for (const board of session.boards) {
        const acbl = numbers(matchpoints(boardColumn(board.lines), [["ACBL"]], [["BOTH"]]));
        const percent = numbers(matchpoints(boardColumn(board.lines), [["%"]], [["BOTH"]]));
        const top = 2 * (board.lines.length - 1);
        board.lines.forEach((line, i) => {
          const ns = Number(line.ns_match_points);
          const ew = Number(line.ew_match_points);
          expect(acbl[i]?.map((value) => value * 2).map(round2)).toEqual([
            published(line.ns_match_points),
            published(line.ew_match_points),
          ]);
          expect(percent[i]?.map((value) => round2((value * top) / 100))).toEqual([
            round2(ns),
            round2(ew),
          ]);
        });
      }
    });

    it("reproduces every pair's session percentage and total from Neuberg-factored boards", () => {
      // E: the results a board gets when every table plays it.
      const tables = Math.max(...session.boards.map((board) => board.lines.length));
      const top = 2 * (tables - 1);
      const pairs = new Map<
        string,
        { exact: number; shown: number; boards: number; seat: string }
      >();
      const add = (pair: string, seat: string, value: number): void => {
        const sum = pairs.get(pair) ?? { exact: 0, shown: 0, boards: 0, seat };
        sum.exact += value;
        sum.shown += Number(round2((Number(round2((value / top) * 100)) * top) / 100));
        sum.boards += 1;
        pairs.set(pair, sum);
      };
      for (const board of session.boards) {
        const both = numbers(
          matchpoints(boardColumn(board.lines), OMITTED, [["BOTH"]], [[tables]])
        );
        board.lines.forEach((line, i) => {
          const [ns, ew] = both[i] as [number, number];
          add(line.ns_pair_number, "NS", ns);
          add(line.ew_pair_number, "EW", ew);
        });
      }
      const isHowell = session.pairs.every((pair) => pair.direction === "");
      const mostBoards = (seat: string): number =>
        Math.max(
          ...[...pairs.values()]
            .filter((sum) => isHowell || sum.seat === seat)
            .map((sum) => sum.boards)
        );
      const got = session.pairs.map((pair) => {
        const sum = pairs.get(pair.pair_number);
        if (sum === undefined) throw new Error(`pair ${pair.pair_number} played no board`);
        return {
          pair: pair.pair_number,
          percentage: round2((sum.exact / (sum.boards * top)) * 100),
          total: round2((sum.shown * mostBoards(sum.seat)) / sum.boards),
        };
      });
      expect(got).toEqual(
        session.pairs.map((pair) => ({
          pair: pair.pair_number,
          percentage: published(pair.percentage),
          total: published(pair.total_score),
        }))
      );
    });
  }
);
