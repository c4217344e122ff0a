/*
 * Four real club pairs sessions scored by Compscore3 (test/fixtures/realdata/README.md): every
 * traveller line's published matchpoints, and every pair's session total and percentage, from
 * BRIDGE.MATCHPOINTS called as Excel calls it, one board (a column of NS scores) at a time.
 *
 * A traveller line shows the board's matchpoints among the results it got (WBF scale); a board
 * with an adjusted score (howell board 26, "A5050") counts it in E, so its real results are
 * Neuberg-factored: 2.6, 5, 9.8, 0.2, 7.4. The session's pair totals, percentages and places
 * (Neuberg to the session's tables, scorecard rounding, sit-outs) are BRIDGE.RANKING's:
 * test/realdata/ranking.test.ts.
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
  readonly pairs: readonly unknown[];
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
  }
);
