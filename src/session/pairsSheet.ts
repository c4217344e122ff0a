/*
 * The Pairs sheet of a session (each pair's players: the layout the export reads too), the pairs
 * of a session's lines, and the Ranking's column of names looked up on that sheet.
 */
import type { Fields } from "../core/sessionFields";
import type { SessionLabels } from "../messages/session";
import { onSheet } from "./a1";
import type { CellValue, SheetPlan } from "./plan";

/** What pairsOfLines reads of a Results line (pairsSession.ts's ResultLine): its pairs. */
interface LinePairs {
  readonly ns?: number | string;
  readonly ew?: number | string;
}

/** One row of the Pairs sheet: the pair as the Results sheet writes it, and its players. */
export interface PairRow {
  readonly pair: number | string;
  /** The pair's field in a two-winner movement; absent in a Howell. */
  readonly direction?: "NS" | "EW";
  readonly players?: readonly { readonly name?: string; readonly memberNumber?: string }[];
}

/** The Ranking's column of names: G, beside RANKING's six (place ... field). */
export const RANKING_NAMES_COLUMN = 7;

/**
 * The names of the pair on Ranking row `row`, from the Pairs sheet: the row whose pair is the
 * ranking's (compared as text, so 7 and "7" are one pair) and whose direction is the ranking's
 * field or blank. Blank below the ranking's spill and for a pair with no name.
 */
export function rankingNamesFormula(pairsSheet: string, lastPairRow: number, row: number): string {
  const on = (column: string) => onSheet(pairsSheet, `$${column}$2:$${column}$${lastPairRow}`);
  const [pair, direction, first, second] = [on("A"), on("B"), on("C"), on("E")];
  const names = `${first} & IF((${first} <> "") * (${second} <> ""), " & ", "") & ${second}`;
  const found = `MATCH(1, ((${pair} & "") = ($B${row} & "")) * (((${direction} = $F${row}) + (${direction} = "")) > 0), 0)`;
  return `=IF($B${row} = "", "", IFERROR(INDEX(${names}, ${found}), ""))`;
}

/**
 * The pairs of a session's lines, North-South's then East-West's, each by number. Two fields
 * ("TWO"): a pair per id and side, so a Mitchell's NS 1 and EW 1 are two pairs. One field: a
 * pair per id, no direction. Not said (pair ids such as "1NS"): a pair per id, with the side it
 * sat when it sat only one.
 */
export function pairsOfLines(lines: readonly LinePairs[], fields: Fields | undefined): PairRow[] {
  const seen = new Map<string, { pair: number | string; sides: Set<"NS" | "EW"> }>();
  const see = (pair: number | string | undefined, side: "NS" | "EW") => {
    if (pair === undefined || pair === "") return;
    const id = String(pair).trim().toUpperCase();
    const key = fields === "TWO" ? `${id}|${side}` : id;
    const entry = seen.get(key) ?? { pair, sides: new Set<"NS" | "EW">() };
    entry.sides.add(side);
    seen.set(key, entry);
  };
  for (const line of lines) {
    see(line.ns, "NS");
    see(line.ew, "EW");
  }
  const rows = [...seen.values()].map(({ pair, sides }): PairRow => {
    const [only] = sides;
    return fields === "ONE" || sides.size !== 1 || only === undefined
      ? { pair }
      : { pair, direction: only };
  });
  const order = (row: PairRow) => (row.direction === "EW" ? 1 : 0);
  // By number as people number pairs ("2NS" before "10NS"); core's compareLabels would bring
  // the core's label messages into the pane's script.
  const byNumber = (a: PairRow, b: PairRow) =>
    String(a.pair).localeCompare(String(b.pair), "en", { numeric: true, sensitivity: "base" });
  return rows.sort((a, b) => order(a) - order(b) || byNumber(a, b));
}

/**
 * The Pairs sheet (shared layout, read by the export too): A pair, B direction, C player 1's
 * name, D member number, E player 2's name, F member number; header row 1, pairs from row 2.
 * The scorer types what the file or movement did not give.
 */
export function planPairsSheet(
  name: string,
  pairs: readonly PairRow[],
  labels: SessionLabels
): SheetPlan {
  const headers = [
    labels.pair,
    labels.direction,
    labels.playerName(1),
    labels.memberNumber(1),
    labels.playerName(2),
    labels.memberNumber(2),
  ];
  const rows: CellValue[][] = pairs.map((row) => {
    const [first, second] = row.players ?? [];
    return [
      row.pair,
      row.direction ?? "",
      first?.name ?? "",
      first?.memberNumber ?? "",
      second?.name ?? "",
      second?.memberNumber ?? "",
    ];
  });
  return {
    role: "pairs",
    name,
    headerAddresses: ["A1:F1"],
    headerRows: 1,
    blocks: [
      { address: "A1", values: [headers] },
      ...(rows.length > 0 ? [{ address: "A2", values: rows }] : []),
    ],
    columnWidths: [48, 56, 140, 84, 140, 84],
    numberFormats: [],
    validations: [],
    highlights: [],
  };
}
