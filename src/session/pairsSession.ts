/*
 * The sheets of a pairs session: Results (one row per table per board, one formula per computed
 * column, spilled over the whole session), Ranking (one BRIDGE.RANKING, the pairs' names beside
 * it by formula), Boards (dealer and vulnerability) and Pairs (each pair's players: ./pairsSheet.ts).
 * Every formula refers to the columns of the Results sheet as a plain range: a dynamic array does
 * not spill inside an Excel Table.
 */
import type { SessionLabels } from "../messages/session";
import { cellAddress, columnLetters, columnRange, onSheet, rangeAddress } from "./a1";
import type { Fields } from "../core/sessionFields";
import type { CellValue, SheetPlan } from "./plan";
import type { PairRow } from "./pairsSheet";
import { RANKING_NAMES_COLUMN, planPairsSheet, rankingNamesFormula } from "./pairsSheet";

/** How the lines are scored: matchpoints, cross-IMPs or Butler IMPs. */
export type PairsScoring = "MP" | "XIMPS" | "BUTLER";

/** One row of the Results sheet: what the movement fills in and what the scorer types. */
export interface ResultLine {
  readonly board: number;
  readonly round?: number;
  readonly table?: number;
  readonly ns?: number | string;
  readonly ew?: number | string;
  readonly contract?: string;
  readonly declarer?: string;
  readonly result?: number | string;
  readonly lead?: string;
}

export interface PairsSheetsOptions {
  readonly names: {
    readonly results: string;
    readonly ranking: string;
    readonly boards: string;
    readonly pairs: string;
  };
  readonly lines: readonly ResultLine[];
  /** The Pairs sheet's rows: the movement's pairs, or the file's with their names. */
  readonly pairs: readonly PairRow[];
  readonly boards: readonly number[];
  readonly scoring: PairsScoring;
  /** Fields for BRIDGE.RANKING; undefined leaves it to the function (by the pair ids). */
  readonly fields: Fields | undefined;
  /** The most pairs the ranking can list: rows formatted under its header. */
  readonly maxPairs: number;
  readonly labels: SessionLabels;
  /** A note written beside the ranking (the sample session's source). */
  readonly rankingNote?: string;
  /**
   * A line's score may be an adjusted one written in the contract column ("A6040", USEBIO's
   * form): the NS score column then takes it as it is (a file read with adjusted scores).
   */
  readonly adjustedInContract?: boolean;
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

export function planPairsSheets(options: PairsSheetsOptions): SheetPlan[] {
  return [
    resultsSheet(options),
    rankingSheet(options),
    boardsSheet(options),
    planPairsSheet(options.names.pairs, options.pairs, options.labels),
  ];
}

/** The rows of the Results sheet's lines: 2 to 1 + lines. */
function lastLineRow(options: PairsSheetsOptions): number {
  return FIRST_LINE_ROW + Math.max(options.lines.length, 1) - 1;
}

function column(options: PairsSheetsOptions, name: keyof typeof RESULT_COLUMNS): string {
  return columnRange(RESULT_COLUMNS[name], FIRST_LINE_ROW, lastLineRow(options));
}

function resultsSheet(options: PairsSheetsOptions): SheetPlan {
  const { labels, lines } = options;
  const points =
    options.scoring === "MP"
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
  if (options.scoring === "XIMPS")
    return `=BRIDGE.XIMPS(${scores}, "AVG", "${direction}", ${boards})`;
  if (options.scoring === "BUTLER")
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
export function rankingFormula(options: PairsSheetsOptions): string {
  const on = (name: keyof typeof RESULT_COLUMNS) =>
    onSheet(options.names.results, column(options, name));
  const args = [on("board"), on("ns"), on("ew"), on("nsScore"), `"${options.scoring}"`];
  if (options.fields !== undefined) args.push(`"${options.fields}"`);
  return `=BRIDGE.RANKING(${args.join(", ")})`;
}

function rankingSheet(options: PairsSheetsOptions): SheetPlan {
  const lastRow = 1 + options.maxPairs;
  const note = options.rankingNote;
  const lastPairRow = 1 + Math.max(options.pairs.length, options.maxPairs);
  const nameRows = Array.from({ length: options.maxPairs }, (_, i) => [
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

function boardsSheet(options: PairsSheetsOptions): SheetPlan {
  return planBoardsSheet(options.names.boards, options.boards, options.labels);
}

/** Board, dealer and vulnerability (Law 2) of every board in play. */
export function planBoardsSheet(
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
