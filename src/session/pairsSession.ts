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
import type { HandRecord, PairsScoring } from "../files/session";
import type { Language } from "../messages/language";
import type { SessionLabels } from "../messages/session";
import { sessionLabels } from "../messages/session";
import { cellAddress, columnLetters, columnRange, onSheet, rangeAddress } from "./a1";
import type { PairsSessionData } from "./pairsSessionData";
import { RANKING_NAMES_COLUMN, planPairsSheet, rankingNamesFormula } from "./pairsSheet";
import { membersSheetIn, withMemberLookups } from "./members";
import type { CellValue, SessionPlan, SheetPlan } from "./plan";
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
  const [results, ranking, boards, pairs, extra] = freeSheetNames(
    typed === "" ? `${labels.session} ${options.date}` : typed,
    [
      "",
      labels.rankingSheet,
      labels.boardsSheet,
      labels.pairsSheet,
      ...(handRecords.length > 0 ? [labels.handRecordsSheet] : []),
    ],
    options.existingSheets
  ) as [string, string, string, string, string | undefined];
  const sheets = {
    names: { results, ranking, boards, pairs },
    labels,
    session,
    // A line may hold an adjusted score in USEBIO's form ("A6040") in its contract column.
    adjustedInContract: session.lines.some((line) => /^A\d{4}$/.test(line.contract ?? "")),
  };
  const plans = [
    resultsSheet(sheets),
    rankingSheet(sheets),
    planBoardsSheet(boards, session.boards, labels),
    withMemberLookups(
      planPairsSheet(pairs, session.pairs, labels),
      membersSheetIn(options.existingSheets)
    ),
  ];
  if (extra !== undefined) {
    if (options.planHandRecords === undefined) throw new Error("hand records with no planner");
    plans.push(options.planHandRecords(handRecords, extra));
  }
  return { sheets: plans, names: cardNames(), activate: ranking };
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
    readonly ranking: string;
    readonly boards: string;
    readonly pairs: string;
  };
  readonly session: PairsSessionData;
  readonly labels: SessionLabels;
  /**
   * A line's score may be an adjusted one written in the contract column ("A6040", USEBIO's
   * form): the NS score column then takes it as it is (a file read with adjusted scores).
   */
  readonly adjustedInContract: boolean;
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
} as const;

const FIRST_LINE_ROW = 2;
const HEADER_ROWS = 1;
const DECLARERS = ["N", "E", "S", "W"];

/** The rows of the Results sheet's lines: 2 to 1 + lines. */
function lastLineRow(options: PairsSheetsOptions): number {
  return FIRST_LINE_ROW + Math.max(options.session.lines.length, 1) - 1;
}

function column(options: PairsSheetsOptions, name: keyof typeof RESULT_COLUMNS): string {
  return columnRange(RESULT_COLUMNS[name], FIRST_LINE_ROW, lastLineRow(options));
}

function resultsSheet(options: PairsSheetsOptions): SheetPlan {
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
    line.ns ?? "",
    line.ew ?? "",
    line.contract ?? "",
    line.declarer ?? "",
    line.result ?? "",
    line.lead ?? "",
  ]);
  const last = lastLineRow(options);
  const scoreCell = cellAddress(RESULT_COLUMNS.nsScore, FIRST_LINE_ROW);
  return {
    role: "results",
    name: options.names.results,
    headerAddresses: [rangeAddress(1, 1, RESULT_COLUMNS.ewPoints, 1)],
    headerRows: HEADER_ROWS,
    blocks: [
      { address: "A1", values: [headers] },
      ...(typed.length > 0 ? [{ address: `A${FIRST_LINE_ROW}`, values: typed }] : []),
      {
        address: scoreCell,
        formulas: [
          [scoreFormula(options), pointsFormula(options, "NS"), pointsFormula(options, "EW")],
        ],
      },
    ],
    columnWidths: [42, 42, 42, 42, 42, 56, 56, 76, 42, 60, 76, 76],
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
    ],
  };
}

/** North-South's score of every line: the board number gives the vulnerability (Law 2). */
function scoreFormula(options: PairsSheetsOptions): string {
  const c = (name: keyof typeof RESULT_COLUMNS) => column(options, name);
  const score = `BRIDGE.SCORE(${c("contract")}, ${c("result")}, ${c("board")}, , ${c("declarer")})`;
  if (!options.adjustedInContract) return `=${score}`;
  // "A6040": five characters starting with A, which no contract is (passed out is "AP", "PASS").
  const contract = c("contract");
  return `=IF((LEFT(${contract}, 1) = "A") * (LEN(${contract}) = 5), ${contract}, ${score})`;
}

/** One side's matchpoints or IMPs of every line, each line scored within its own board. */
function pointsFormula(options: PairsSheetsOptions, direction: "NS" | "EW"): string {
  const scores = column(options, "nsScore");
  const boards = column(options, "board");
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

/** The RANKING formula over the Results sheet's columns. */
function rankingFormula(options: PairsSheetsOptions): string {
  const { scoring, fields } = options.session;
  const on = (name: keyof typeof RESULT_COLUMNS) =>
    onSheet(options.names.results, column(options, name));
  const args = [on("board"), on("ns"), on("ew"), on("nsScore"), `"${RANKING_METHOD_OF[scoring]}"`];
  if (fields !== undefined) args.push(`"${fields}"`);
  return `=BRIDGE.RANKING(${args.join(", ")})`;
}

function rankingSheet(options: PairsSheetsOptions): SheetPlan {
  const { maxPairs, rankingNote: note } = options.session;
  const lastRow = 1 + maxPairs;
  const lastPairRow = 1 + Math.max(options.session.pairs.length, maxPairs);
  const nameRows = Array.from({ length: maxPairs }, (_, i) => [
    rankingNamesFormula(options.names.pairs, lastPairRow, 2 + i),
  ]);
  const namesColumn = columnLetters(RANKING_NAMES_COLUMN);
  return {
    role: "ranking",
    name: options.names.ranking,
    // The header row is RANKING's own first row (place, pair, boards, total, percentage[, field]).
    headerAddresses: ["A1:F1", `${namesColumn}1`],
    headerRows: 1,
    blocks: [
      { address: "A1", formulas: [[rankingFormula(options)]] },
      { address: `${namesColumn}1`, values: [[options.labels.players]] },
      ...(nameRows.length > 0 ? [{ address: `${namesColumn}2`, formulas: nameRows }] : []),
      ...(note ? [{ address: "H1", values: [[note]] }] : []),
    ],
    columnWidths: [48, 56, 56, 64, 72, 48, 200],
    numberFormats: [{ address: `D2:E${Math.max(lastRow, 2)}`, format: "0.00" }],
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
