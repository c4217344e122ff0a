/*
 * BRIDGE.RANKING reproduces the published ranking of all five Compscore3 sessions in
 * test/fixtures/realdata (README there): every pair's total, percentage and place, to the
 * published decimals, from the session's table passed as Excel passes four columns.
 *
 * What the published numbers show about Compscore (each point is needed by some published value;
 * rankSession in src/core/ranking.ts does it):
 * - A board with fewer results than the session's tables (howell board 12: 5 of 6; mitchell
 *   board 15: 18 of 19; mitchell_04: 4 or 5 of 6) is Neuberg-factored to the table count; an
 *   adjusted score (howell board 26, "A5050") counts at its percentage of the full top.
 *   Percentage = the factored matchpoints / the tops of the boards played (2(E-1) each) x 100.
 * - The total adds the matchpoints each board shows on the pair's scorecard: a board kept as a
 *   percentage to 2 decimals, shown as matchpoints to 2 decimals. Only mitchell board 15's top
 *   and bottom tell this apart from exact sums: 35.944 (99.85 %) shows as 35.95 and 0.056 (0.15 %)
 *   as 0.05 (8NS 456.95 and 2EW 416.05, where exact sums round to 456.94 and 416.06).
 * - A pair that played fewer boards than the others of its field (a Howell: than anyone) has
 *   its total scaled up to their number of boards (howell 1 and 3, mitchell 9EW and 16NS,
 *   mitchell_04 1NS, 4EW, 8EW); its percentage is unscaled.
 * - Halves round to even: mitchell_04 8EW's scaled total 64.4 x 17/16 = 68.425 is published 68.42.
 * - Butler (butler_mitchell): a pair's total is the plain sum of its lines' IMPs; places by total.
 * - Places: the Mitchells rank North-South and East-West apart, the Howell in one field; tied
 *   pairs share a place (published "18" for both 16EW and 19EW; RANKING shows "18=").
 */
import fc from "fast-check";
import { readFileSync } from "fs";
import path from "path";
import { ranking } from "../../src/excel/functions/ranking";
import butlerSession from "../fixtures/realdata/butler_mitchell.json";
import howell from "../fixtures/realdata/mp_pairs_howell.json";
import mitchell from "../fixtures/realdata/mp_pairs_mitchell.json";
import mitchell03 from "../fixtures/realdata/mp_pairs_mitchell_03.json";
import mitchell04 from "../fixtures/realdata/mp_pairs_mitchell_04.json";

type Argument = Parameters<typeof ranking>[0];
const OMITTED = null as unknown as Argument;

interface Line {
  readonly ns_pair_number: string;
  readonly ew_pair_number: string;
  readonly score: string;
}

interface Session {
  readonly boards: readonly { readonly board: number; readonly lines: readonly Line[] }[];
  readonly pairs: readonly {
    readonly pair_number: string;
    readonly direction: string;
    readonly total_score: string;
    readonly percentage: string;
    readonly place: string;
  }[];
}

// Method, and the pairs counted here so that a test cannot pass by checking nothing.
const SESSIONS: readonly [string, Session, string, number][] = [
  ["mp_pairs_howell", howell, "MP", 12],
  ["mp_pairs_mitchell", mitchell, "MP", 38],
  ["mp_pairs_mitchell_03", mitchell03, "MP", 13],
  ["mp_pairs_mitchell_04", mitchell04, "MP", 16],
  ["butler_mitchell", butlerSession, "BUTLER", 14],
];

/** A cell as a sheet holds it: numbers as numbers, other text ("1NS", "A5050") as text. */
function cell(text: string): number | string {
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

interface TableRow {
  readonly board: number;
  readonly line: Line;
}

function tableOf(session: Session): TableRow[] {
  return session.boards.flatMap((board) =>
    board.lines.map((line) => ({ board: board.board, line }))
  );
}

function rankTable(rows: readonly TableRow[], method: string, fields?: string): unknown[][] {
  return ranking(
    rows.map((row) => [row.board]),
    rows.map((row) => [cell(row.line.ns_pair_number)]),
    rows.map((row) => [cell(row.line.ew_pair_number)]),
    rows.map((row) => [cell(row.line.score)]),
    [[method]],
    fields === undefined ? OMITTED : [[fields]]
  );
}

describe.each(SESSIONS)(
  "BRIDGE.RANKING of %s (Compscore3, published)",
  (_name, session, method, pairCount) => {
    const table = tableOf(session);
    const out = rankTable(table, method);
    const twoFields = session.pairs.some((pair) => pair.direction !== "");
    const header = ["Place", "Pair", "Boards", "Total", "Percentage"];

    it("spills a header row and one row per pair, with a field column for a Mitchell only", () => {
      expect(session.pairs).toHaveLength(pairCount);
      expect(out).toHaveLength(pairCount + 1);
      expect(out[0]).toEqual(twoFields ? [...header, "Field"] : header);
    });

    it("gives every pair its published total, percentage and place", () => {
      const got = out.slice(1).map((row) => ({
        pair: String(row[1]),
        total: (row[3] as number).toFixed(2),
        percentage: row[4] === "" ? "" : (row[4] as number).toFixed(2),
        place: String(row[0]).replace("=", ""),
        direction: twoFields ? row[5] : "",
      }));
      const published = session.pairs.map((pair) => ({
        pair: pair.pair_number,
        total: pair.total_score,
        percentage: pair.percentage === "" ? "" : Number(pair.percentage).toFixed(2),
        place: pair.place,
        direction: pair.direction,
      }));
      expect(new Set(got.map((row) => row.pair)).size).toBe(pairCount);
      const byPair = (a: { pair: string }, b: { pair: string }) => (a.pair < b.pair ? -1 : 1);
      expect([...got].sort(byPair)).toEqual([...published].sort(byPair));
    });

    it('marks a shared place "=" exactly where the published places repeat in a field', () => {
      for (const row of out.slice(1)) {
        const pair = session.pairs.find((p) => p.pair_number === String(row[1]));
        const sharing = session.pairs.filter(
          (other) => other.direction === pair?.direction && other.place === pair.place
        );
        expect(String(row[0]).endsWith("=")).toBe(sharing.length > 1);
      }
    });

    it("lists best first, North-South's field before East-West's, ties by pair id", () => {
      const rows = out.slice(1);
      const fieldOrder = rows.map((row) => (twoFields ? row[5] : ""));
      expect(fieldOrder).toEqual(
        [...fieldOrder].sort((a, b) => (a === "NS" ? 0 : 1) - (b === "NS" ? 0 : 1))
      );
      rows.forEach((row, i) => {
        const next = rows[i + 1];
        if (next === undefined || (twoFields && next[5] !== row[5])) return;
        expect(parseInt(String(next[0]), 10)).toBeGreaterThanOrEqual(parseInt(String(row[0]), 10));
      });
    });

    it("counts each pair's boards played: its lines with a score", () => {
      for (const row of out.slice(1)) {
        const side = twoFields
          ? row[5] === "NS"
            ? "ns_pair_number"
            : "ew_pair_number"
          : undefined;
        const played = table.filter(({ line }) =>
          side === undefined
            ? line.ns_pair_number === String(row[1]) || line.ew_pair_number === String(row[1])
            : line[side] === String(row[1])
        );
        expect(row[2]).toBe(played.length);
      }
    });

    it("gives the same ranking whatever the order of the lines", () => {
      fc.assert(
        fc.property(fc.func(fc.integer()), (key) => {
          const order = table.map((_, i) => i).sort((a, b) => key(a) - key(b) || a - b);
          expect(
            rankTable(
              order.map((i) => table[i] as TableRow),
              method
            )
          ).toEqual(out);
        }),
        { numRuns: 10 }
      );
    });

    it("reads the movement's fields as published, and gives the same with them stated", () => {
      expect(rankTable(table, method, twoFields ? "TWO" : "ONE")).toEqual(out);
    });
  }
);

describe("the guide's Whole session example (docs/guide/scoring.md)", () => {
  it("shows the ranking BRIDGE.RANKING gives for mp_pairs_mitchell_03", () => {
    const guide = readFileSync(path.resolve(__dirname, "../../docs/guide/scoring.md"), "utf8");
    const block =
      /The ranking spills as published[\s\S]*?```\n([\s\S]*?)```/.exec(guide)?.[1] ?? "";
    const shown = block
      .trim()
      .split("\n")
      .map((line) => line.trim().split(/\s+/));
    const out = rankTable(tableOf(mitchell03), "MP").map((row) => row.map(String));
    expect(shown).toEqual(out);
  });
});
