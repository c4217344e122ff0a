/*
 * The Pairs sheet of a session (each pair's players: the layout the export reads too), and the
 * Ranking's column of names looked up on that sheet.
 */
import type { SessionLabels } from "../messages/session";
import { onSheet } from "./a1";
import type { PairRow } from "./pairsSessionData";
import type { CellValue, SheetPlan } from "./plan";

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
