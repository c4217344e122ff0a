/*
 * The sheets of a pairs session, planned in one place for the pane's builder, the sample and a
 * results file alike (each gives its session as plain data, ./pairsSessionData.ts): Results (one
 * row per table per board, one formula per computed column, spilled over the whole session),
 * Ranking (one BRIDGE.RANKING, the pairs' names beside it by formula), Boards (dealer and
 * vulnerability), Pairs (each pair's players: ./pairsSheet.ts) and, when the session has hand
 * records, Hand records, on free names sharing one base. Every formula refers to the columns of
 * the Results sheet as a plain range: a dynamic array does not spill inside an Excel Table.
 */
import type { RankingMethod } from "../core/ranking";
import type { Fields } from "../core/sessionFields";
import type { HandRecord, PairsScoring } from "../files/session";
import type { Language } from "../messages/language";
import type { SessionLabels } from "../messages/session";
import { sessionLabels } from "../messages/session";
import { cellAddress, columnLetters, columnRange, onSheet, rangeAddress } from "./a1";
import type { PairsSessionData, ResultLine } from "./pairsSessionData";
import { RANKING_NAMES_COLUMN, planPairsSheet, rankingNamesFormula } from "./pairsSheet";
import {
  handicapsArgument,
  pairsHandicaps,
  rankingColumns,
  rankingFormats,
  rankingNotes,
} from "./rankingHandicaps";
import { membersSheetIn, withMemberLookups } from "./members";
import type { CellValue, SessionPlan, SheetPlan } from "./plan";
import { noteBlocks, sitOutTypedHighlights } from "./resultsNotes";
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

/**
 * What is ranked apart: the whole session, or each section on its own (its lines' rows, its
 * pairs), a RANKING and a Ranking sheet each.
 */
interface RankedPart {
  readonly letter: string | undefined;
  /** The part's lines: rows first to last of the Results sheet. */
  readonly first: number;
  readonly last: number;
  readonly maxPairs: number;
  /** How its RANKING separates its pairs; undefined: the session's. */
  readonly fields?: Fields;
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

/** What the Results and Ranking sheets are planned from. */
interface PairsSheetsOptions {
  readonly names: {
    readonly results: string;
    readonly boards: string;
    readonly pairs: string;
  };
  readonly session: PairsSessionData;
  readonly labels: SessionLabels;
}

/** Results columns, 1-based: A board ... L EW matchpoints or IMPs. */
export const RESULT_COLUMNS = {
  board: 1,
  round: 2,
  table: 3,
  ns: 4,
  ew: 5,
  contract: 6,
  declarer: 7,
  result: 8,
  lead: 9,
  nsScore: 10,
  nsPoints: 11,
  ewPoints: 12,
  /** Written only when a line needs it: a sit-out, an arrow-switched round. */
  note: 13,
} as const;

const FIRST_LINE_ROW = 2;
const HEADER_ROWS = 1;
const DECLARERS = ["N", "E", "S", "W"];

/** The rows of the Results sheet's lines: 2 to 1 + lines. */
function lastLineRow(options: PairsSheetsOptions): number {
  return FIRST_LINE_ROW + Math.max(options.session.lines.length, 1) - 1;
}

function column(
  options: PairsSheetsOptions,
  name: keyof typeof RESULT_COLUMNS,
  rows: { readonly first: number; readonly last: number } = {
    first: FIRST_LINE_ROW,
    last: lastLineRow(options),
  }
): string {
  return columnRange(RESULT_COLUMNS[name], rows.first, rows.last);
}

/** What the Results sheet writes in a line's pair cell: the pair, or the sit-out marker. */
function pairCell(line: ResultLine, side: "NS" | "EW", labels: SessionLabels): CellValue {
  if (line.absent === side) return labels.sitOut;
  return (side === "NS" ? line.ns : line.ew) ?? "";
}

function resultsSheet(options: PairsSheetsOptions, parts: readonly RankedPart[]): SheetPlan {
  const { labels } = options;
  const { lines } = options.session;
  const points =
    options.session.scoring === "matchpoints"
      ? [labels.nsMatchpoints, labels.ewMatchpoints]
      : [labels.nsImps, labels.ewImps];
  const headers = [
    labels.board,
    labels.round,
    labels.table,
    labels.nsPair,
    labels.ewPair,
    labels.contract,
    labels.declarer,
    labels.result,
    labels.lead,
    labels.nsScore,
    ...points,
  ];
  const typed: CellValue[][] = lines.map((line) => [
    line.board,
    line.round ?? "",
    line.table ?? "",
    pairCell(line, "NS", labels),
    pairCell(line, "EW", labels),
    line.contract ?? "",
    line.declarer ?? "",
    line.result ?? "",
    line.lead ?? "",
  ]);
  const last = lastLineRow(options);
  const notes = noteBlocks(lines, labels, RESULT_COLUMNS, FIRST_LINE_ROW);
  const noted = notes.length > 0;
  const scoreCell = cellAddress(RESULT_COLUMNS.nsScore, FIRST_LINE_ROW);
  // Each section ranked on its own is scored within its own rows: one spill per section.
  const pointsBlocks = parts.map((part) => ({
    address: cellAddress(RESULT_COLUMNS.nsPoints, part.first),
    formulas: [[pointsFormula(options, "NS", part), pointsFormula(options, "EW", part)]],
  }));
  return {
    role: "results",
    name: options.names.results,
    headerAddresses: [rangeAddress(1, 1, noted ? RESULT_COLUMNS.note : RESULT_COLUMNS.ewPoints, 1)],
    headerRows: HEADER_ROWS,
    blocks: [
      { address: "A1", values: [noted ? [...headers, labels.note] : headers] },
      ...(typed.length > 0 ? [{ address: `A${FIRST_LINE_ROW}`, values: typed }] : []),
      ...(pointsBlocks.length === 1 && parts[0]?.first === FIRST_LINE_ROW
        ? [
            {
              address: scoreCell,
              formulas: [[scoreFormula(options), ...wholePoints(options, parts[0])]],
            },
          ]
        : [{ address: scoreCell, formulas: [[scoreFormula(options)]] }, ...pointsBlocks]),
      ...notes,
    ],
    columnWidths: [42, 42, 42, 42, 42, 56, 56, 76, 42, 60, 76, 76, ...(noted ? [180] : [])],
    numberFormats: [
      {
        address: rangeAddress(
          RESULT_COLUMNS.nsPoints,
          FIRST_LINE_ROW,
          RESULT_COLUMNS.ewPoints,
          last
        ),
        format: "0.00",
      },
    ],
    validations: [
      { address: column(options, "declarer"), list: DECLARERS, hint: labels.declarerHint },
    ],
    highlights: [
      {
        address: rangeAddress(1, FIRST_LINE_ROW, RESULT_COLUMNS.ewPoints, last),
        formula: rowHasErrorFormula(),
      },
      ...sitOutTypedHighlights(lines, labels, RESULT_COLUMNS, { first: FIRST_LINE_ROW, last }),
    ],
  };
}

/** Both sides' points of the whole session, beside the score: one block J2:L2. */
function wholePoints(options: PairsSheetsOptions, part: RankedPart): string[] {
  return [pointsFormula(options, "NS", part), pointsFormula(options, "EW", part)];
}

/**
 * North-South's score of every line: the board number gives the vulnerability (Law 2). In a
 * session with sit-out rows, a result typed on one is no result (nobody played there): its score
 * stays blank, so that no board, matchpoint or ranking counts it, and its note warns
 * (./resultsNotes.ts).
 */
function scoreFormula(options: PairsSheetsOptions): string {
  const c = (name: keyof typeof RESULT_COLUMNS) => column(options, name);
  // An adjusted score in the contract column ("A6040", "A60") is passed on by BRIDGE.SCORE.
  const score = `BRIDGE.SCORE(${c("contract")}, ${c("result")}, ${c("board")}, , ${c("declarer")})`;
  if (!options.session.lines.some((line) => line.absent !== undefined)) return `=${score}`;
  const sitOut = `"${options.labels.sitOut}"`;
  return `=IF((${c("ns")}=${sitOut})+(${c("ew")}=${sitOut}), "", ${score})`;
}

/**
 * One side's matchpoints or IMPs of every line of a ranked part (the session, or a section ranked
 * on its own), each line scored within its own board: across the field, a board's results in
 * every section are compared.
 */
function pointsFormula(
  options: PairsSheetsOptions,
  direction: "NS" | "EW",
  rows: RankedPart
): string {
  const scores = column(options, "nsScore", rows);
  const boards = column(options, "board", rows);
  if (options.session.scoring === "crossImps")
    return `=BRIDGE.XIMPS(${scores}, "AVG", "${direction}", ${boards})`;
  if (options.session.scoring === "butler")
    return `=BRIDGE.BUTLER(${scores}, , , "${direction}", ${boards})`;
  // `expected` blank: each board's own count. BRIDGE.RANKING factors a board with fewer results
  // than the session's tables itself, so the column shows the traveller's own matchpoints.
  return `=BRIDGE.MATCHPOINTS(${scores}, , "${direction}", , ${boards})`;
}

/** TRUE on a line whose score, matchpoints or IMPs show an error: the row stands out. */
function rowHasErrorFormula(): string {
  const cells = [RESULT_COLUMNS.nsScore, RESULT_COLUMNS.nsPoints, RESULT_COLUMNS.ewPoints].map(
    (index) => `ISERROR($${columnLetters(index)}${FIRST_LINE_ROW})`
  );
  return `=OR(${cells.join(", ")})`;
}

/** The RANKING formula over the Results sheet's columns (a ranked part's rows). */
function rankingFormula(options: PairsSheetsOptions, rows: RankedPart): string {
  const { scoring } = options.session;
  const fields = rows.fields ?? options.session.fields;
  const on = (name: keyof typeof RESULT_COLUMNS) =>
    onSheet(options.names.results, column(options, name, rows));
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
