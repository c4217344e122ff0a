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

/** A handicap session's Pairs sheet: what share of each handicap the ranking adds, and to what. */
export interface PairsHandicaps {
  readonly share: number;
  /** Added to the percentage (matchpoints), else to the total (IMPs). */
  readonly percentage: boolean;
}

/**
 * The Pairs sheet's last column: F, or in a handicap session H, the handicap added, which
 * BRIDGE.RANKING's `handicaps` reads as the last column of A:H (pair, direction ... handicap).
 */
export function lastPairsColumn(handicaps: PairsHandicaps | undefined): string {
  return handicaps ? "H" : "F";
}

/**
 * The Pairs sheet (shared layout, read by the export too): A pair, B direction, C player 1's
 * name, D member number, E player 2's name, F member number; in a handicap session G the pair's
 * handicap as the file gives it and H what the ranking adds of it (a formula, `share` of G);
 * header row 1, pairs from row 2. The scorer types what the file or movement did not give.
 */
export function planPairsSheet(
  name: string,
  pairs: readonly PairRow[],
  labels: SessionLabels,
  handicaps?: PairsHandicaps
): SheetPlan {
  const headers = [
    labels.pair,
    labels.direction,
    labels.playerName(1),
    labels.memberNumber(1),
    labels.playerName(2),
    labels.memberNumber(2),
    ...(handicaps ? [labels.handicap, labels.handicapAdded(handicaps.percentage)] : []),
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
      ...(handicaps ? [row.handicap ?? ""] : []),
    ];
  });
  const added = handicaps
    ? pairs.map((_, i) => [`=IF(G${2 + i} = "", "", G${2 + i} * ${handicaps.share})`])
    : [];
  const last = lastPairsColumn(handicaps);
  const lastRow = 1 + Math.max(pairs.length, 1);
  return {
    role: "pairs",
    name,
    headerAddresses: [`A1:${last}1`],
    headerRows: 1,
    blocks: [
      { address: "A1", values: [headers] },
      ...(rows.length > 0 ? [{ address: "A2", values: rows }] : []),
      ...(added.length > 0 ? [{ address: "H2", formulas: added }] : []),
    ],
    columnWidths: [48, 56, 140, 84, 140, 84, ...(handicaps ? [64, 120] : [])],
    // Member numbers as text, so that a national number such as "00012345" keeps its zeros.
    numberFormats: ["D", "F"].map((column) => ({
      address: `${column}2:${column}${lastRow}`,
      format: "@",
    })),
    validations: [],
    highlights: [],
  };
}
