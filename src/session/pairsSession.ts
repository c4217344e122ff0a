/*
 * The sheets of a pairs session, planned in one place for the pane's builder, the sample and a
 * results file alike (each gives its session as plain data, ./pairsSessionData.ts): Results (one
 * row per table per board, one formula per computed column, spilled over the whole session:
 * ./pairsResultsSheet.ts), Ranking (one BRIDGE.RANKING, the pairs' names beside it by formula), Boards (dealer and
 * vulnerability), Pairs (each pair's players: ./pairsSheet.ts) and, when the session has hand
 * records, Hand records, on free names sharing one base. Every formula refers to the columns of
 * the Results sheet as a plain range: a dynamic array does not spill inside an Excel Table.
 */
import type { RankingMethod } from "../core/ranking";
import type { HandRecord, PairsScoring } from "../files/session";
import type { Language } from "../messages/language";
import type { SessionLabels } from "../messages/session";
import { sessionLabels } from "../messages/session";
import { cellAddress, columnLetters, onSheet } from "./a1";
import type { PairsSessionData } from "./pairsSessionData";
import { FIRST_LINE_ROW, RESULT_COLUMNS, resultsColumn, resultsSheet } from "./pairsResultsSheet";
import { RANKING_NAMES_COLUMN, planPairsSheet, rankingNamesFormula } from "./pairsSheet";
import {
  handicapsArgument,
  pairsHandicaps,
  rankingColumns,
  rankingFormats,
  rankingNotes,
} from "./rankingHandicaps";
import { membersSheetIn, withMemberLookups } from "./members";
import type { SessionPlan, SheetPlan } from "./plan";
import type { PairsSheetsOptions, RankedPart } from "./pairsSheetsOptions";
import { freeSheetNames } from "./sheetNames";
import { cardNames } from "./workbookNames";

/** Where a session's sheets are built: the pane's language and the workbook's sheets. */
export interface PairsPlanOptions {
  /** Today as YYYY-MM-DD, for the default name. */
  readonly date: string;
  readonly language: Language;
  readonly existingSheets: readonly string[];
  /**
   * Plans the Hand records sheet of a session that has hand records (./handRecords.ts
   * planSessionHandRecords): the sample's and a results file's chunks pass it, the pane's
   * builder, whose sessions have none, does not carry it in its script.
   */
  readonly planHandRecords?: (records: readonly HandRecord[], name: string) => SheetPlan;
}

/**
 * The plan of a pairs session's sheets, on free names sharing one base ("<name>", "<name>
 * Ranking"...; blank name: "Session <date>"); the Ranking is shown.
 */
export function planPairsSession(
  session: PairsSessionData,
  options: PairsPlanOptions
): SessionPlan {
  const labels = sessionLabels(options.language);
  const handRecords = session.handRecords ?? [];
  const typed = session.name.trim();
  const ranked = rankedParts(session);
  const [results, boards, pairs, ...rest] = freeSheetNames(
    typed === "" ? `${labels.session} ${options.date}` : typed,
    [
      "",
      labels.boardsSheet,
      labels.pairsSheet,
      ...ranked.map((part) =>
        part.letter === undefined ? labels.rankingSheet : labels.sectionRankingSheet(part.letter)
      ),
      ...(handRecords.length > 0 ? [labels.handRecordsSheet] : []),
    ],
    options.existingSheets
  ) as [string, string, string, ...string[]];
  const rankings = rest.slice(0, ranked.length);
  const extra = rest[ranked.length];
  const sheets = {
    names: { results, boards, pairs },
    labels,
    session,
  };
  const plans = [
    resultsSheet(sheets, ranked),
    ...ranked.map((part, index) => rankingSheet(sheets, part, rankings[index] ?? "")),
    planBoardsSheet(boards, session.boards, labels),
    withMemberLookups(
      planPairsSheet(pairs, session.pairs, labels, pairsHandicaps(session)),
      membersSheetIn(options.existingSheets)
    ),
  ];
  if (extra !== undefined) {
    if (options.planHandRecords === undefined) throw new Error("hand records with no planner");
    plans.push(options.planHandRecords(handRecords, extra));
  }
  // A session built empty opens where its results are typed; one read from a file, on its ranking.
  const empty = session.lines.every(
    (line) => line.contract === undefined && line.result === undefined
  );
  const firstRanking = rankings[0] ?? results;
  return {
    sheets: plans,
    names: cardNames(),
    activate: empty ? results : firstRanking,
    ...(empty
      ? {
          typeResultsAt: {
            sheet: results,
            address: cellAddress(RESULT_COLUMNS.contract, FIRST_LINE_ROW),
            ...(session.lines.some((line) => line.absent !== undefined)
              ? { sitOuts: true as const }
              : {}),
          },
        }
      : {}),
  };
}

function rankedParts(session: PairsSessionData): RankedPart[] {
  const whole = {
    letter: undefined,
    first: FIRST_LINE_ROW,
    last: FIRST_LINE_ROW + Math.max(session.lines.length, 1) - 1,
    maxPairs: session.maxPairs,
  };
  if (!session.sections || !session.rankedBySection) return [whole];
  let row = FIRST_LINE_ROW;
  return session.sections.map((section) => {
    const part = {
      letter: section.letter,
      first: row,
      last: row + Math.max(section.lines, 1) - 1,
      maxPairs: section.maxPairs,
      fields: section.fields,
    };
    row += section.lines;
    return part;
  });
}

/** The method BRIDGE.RANKING ranks a session of each scoring by. */
export const RANKING_METHOD_OF: Readonly<Record<PairsScoring, RankingMethod>> = {
  matchpoints: "MP",
  crossImps: "XIMPS",
  butler: "BUTLER",
};

/** The RANKING formula over the Results sheet's columns (a ranked part's rows). */
function rankingFormula(options: PairsSheetsOptions, rows: RankedPart): string {
  const { scoring } = options.session;
  const fields = rows.fields ?? options.session.fields;
  const on = (name: keyof typeof RESULT_COLUMNS) =>
    onSheet(options.names.results, resultsColumn(options, name, rows));
  const args = [on("board"), on("ns"), on("ew"), on("nsScore"), `"${RANKING_METHOD_OF[scoring]}"`];
  const handicapped = options.session.handicaps !== undefined;
  if (fields !== undefined || handicapped) args.push(fields ? `"${fields}"` : "");
  if (handicapped) args.push(handicapsArgument(options.names.pairs, options.session));
  return `=BRIDGE.RANKING(${args.join(", ")})`;
}

/** The Ranking's column of master points (H), beside the players' names. */
export const RANKING_MASTER_POINTS_COLUMN = RANKING_NAMES_COLUMN + 1;

/**
 * Each ranked pair's master points, under a header, from the ranking's spill: the ABF's scheme
 * at its defaults (grade E), written out so that the scorer sees it and may change it ("EBU",
 * which uses the boards given).
 */
function masterPointsFormula(ranking: string, boards: number): string {
  return `=BRIDGE.MASTERPOINTS(${ranking}, , "ABF", , , ${boards > 0 ? boards : ""})`;
}

function rankingSheet(options: PairsSheetsOptions, part: RankedPart, name: string): SheetPlan {
  const { rankingNote: note } = options.session;
  const { maxPairs } = part;
  const lastRow = 1 + maxPairs;
  const lastPairRow = 1 + Math.max(options.session.pairs.length, maxPairs);
  const nameRows = Array.from({ length: maxPairs }, (_, i) => [
    rankingNamesFormula(options.names.pairs, lastPairRow, 2 + i),
  ]);
  const handicapped = options.session.handicaps !== undefined;
  const columns = rankingColumns(handicapped);
  const namesColumn = columnLetters(columns.names);
  const masterPointsColumn = columnLetters(columns.masterPoints);
  const notes = rankingNotes(options.session, options.labels, note);
  return {
    role: "ranking",
    name,
    // The header row is RANKING's own first row (place, pair, boards, total, percentage[, field]
    // [, handicap, with handicap, handicap place]), and MASTERPOINTS' first row above its awards.
    headerAddresses: [`A1:${columns.spill}1`, `${namesColumn}1`, `${masterPointsColumn}1`],
    headerRows: 1,
    blocks: [
      { address: "A1", formulas: [[rankingFormula(options, part)]] },
      { address: `${namesColumn}1`, values: [[options.labels.players]] },
      ...(nameRows.length > 0 ? [{ address: `${namesColumn}2`, formulas: nameRows }] : []),
      {
        address: `${masterPointsColumn}1`,
        formulas: [[masterPointsFormula(`A1:F${lastRow}`, options.session.boards.length)]],
      },
      ...(notes.length > 0
        ? [{ address: `${columnLetters(columns.note)}1`, values: notes.map((text) => [text]) }]
        : []),
    ],
    ...rankingFormats(handicapped, Math.max(lastRow, 2)),
    validations: [],
    highlights: [],
  };
}

/** Board, dealer and vulnerability (Law 2) of every board in play. */
function planBoardsSheet(
  name: string,
  boards: readonly number[],
  labels: SessionLabels
): SheetPlan {
  const headers = [labels.board, labels.dealer, labels.vulnerability];
  const last = 1 + Math.max(boards.length, 1);
  const numbers = `A2:A${last}`;
  return {
    role: "boards",
    name,
    headerAddresses: ["A1:C1"],
    headerRows: 1,
    blocks: [
      { address: "A1", values: [headers] },
      ...(boards.length > 0 ? [{ address: "A2", values: boards.map((board) => [board]) }] : []),
      { address: "B2", formulas: [[`=BRIDGE.DEALER(${numbers})`, `=BRIDGE.VUL(${numbers})`]] },
    ],
    columnWidths: [48, 56, 84],
    numberFormats: [],
    validations: [],
    highlights: [],
  };
}
