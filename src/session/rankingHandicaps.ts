/*
 * A handicap session's Ranking sheet (./pairsSession.ts): BRIDGE.RANKING reads each pair's
 * handicap from the Pairs sheet (./pairsSheet.ts: pair, direction ... the share added, A:H) and
 * spills three more columns, so the players' names, the master points and the notes move right
 * of them; a note says where the handicaps come from and what each column shows. Pure.
 */
import type { CheckNote } from "../messages/resultsFile";
import type { SessionLabels } from "../messages/session";
import { columnLetters, onSheet } from "./a1";
import type { PairsSessionData, SessionHandicaps } from "./pairsSessionData";
import type { PairsHandicaps } from "./pairsSheet";
import { RANKING_NAMES_COLUMN, lastPairsColumn } from "./pairsSheet";

/** BRIDGE.RANKING's columns with handicaps: place ... field (A:F), handicap, with it, its place. */
const HANDICAP_COLUMNS = 3;

/**
 * How a file applied its pairs' handicaps, from the notes of the comparison with its ranking
 * (./resultsCheck.ts): undefined when they do not say (no handicap, or none explains its figures).
 */
export function handicapsOfNotes(notes: readonly CheckNote[]): SessionHandicaps | undefined {
  for (const note of notes)
    if (note.kind === "handicap")
      return { share: note.share, placesAfterHandicap: note.placesAfterHandicap };
  return undefined;
}

/** The Pairs sheet's handicaps of a handicap session, else undefined. */
export function pairsHandicaps(session: PairsSessionData): PairsHandicaps | undefined {
  return session.handicaps
    ? { share: session.handicaps.share, percentage: session.scoring === "matchpoints" }
    : undefined;
}

/** BRIDGE.RANKING's `handicaps`: the Pairs sheet from its pairs to the share of each handicap. */
export function handicapsArgument(pairsSheet: string, session: PairsSessionData): string {
  const last = lastPairsColumn(pairsHandicaps(session));
  const lastRow = 1 + Math.max(session.pairs.length, 1);
  return onSheet(pairsSheet, `$A$2:$${last}$${lastRow}`);
}

/**
 * Where the Ranking's columns are, 1-based: RANKING's last (F, or I with handicaps), the
 * players' names, the master points and the notes after them.
 */
export function rankingColumns(handicapped: boolean): {
  readonly spill: string;
  readonly names: number;
  readonly masterPoints: number;
  readonly note: number;
} {
  const shift = handicapped ? HANDICAP_COLUMNS : 0;
  return {
    spill: columnLetters(6 + shift),
    names: RANKING_NAMES_COLUMN + shift,
    masterPoints: RANKING_NAMES_COLUMN + 1 + shift,
    note: RANKING_NAMES_COLUMN + 2 + shift,
  };
}

/** The Ranking's column widths and number formats for `rows` rows of pairs. */
export function rankingFormats(
  handicapped: boolean,
  lastRow: number
): {
  readonly columnWidths: number[];
  readonly numberFormats: { readonly address: string; readonly format: string }[];
} {
  return {
    columnWidths: [48, 56, 56, 64, 72, 48, ...(handicapped ? [64, 88, 96] : []), 200, 88],
    numberFormats: [
      { address: `D2:E${lastRow}`, format: "0.00" },
      ...(handicapped ? [{ address: `G2:H${lastRow}`, format: "0.00" }] : []),
    ],
  };
}

/** The notes beside the Ranking: a handicap session's first, then the session's own. */
export function rankingNotes(
  session: PairsSessionData,
  labels: SessionLabels,
  note: string | undefined
): string[] {
  const { handicaps } = session;
  return [
    ...(handicaps
      ? [
          labels.handicapNote({
            share: handicaps.share,
            percentage: session.scoring === "matchpoints",
            placesAfterHandicap: handicaps.placesAfterHandicap,
          }),
        ]
      : []),
    ...(note ? [note] : []),
  ];
}

/**
 * The Ranking's column of master points, 1-based, from its first row's formulas: the one that
 * holds BRIDGE.MASTERPOINTS (H, or K in a handicap session), else H.
 */
export function masterPointsColumnIn(firstRow: readonly unknown[]): number {
  const found = firstRow.findIndex(
    (cell) => typeof cell === "string" && /^=\s*BRIDGE\.MASTERPOINTS\s*\(/i.test(cell)
  );
  return found >= 0 ? found + 1 : rankingColumns(false).masterPoints;
}
