/*
 * The Results sheet of a pairs session (./pairsSession.ts): one row per table per board, the typed
 * columns as values, and North-South's score, both sides' matchpoints or IMPs, and the row
 * that stands out on an error, each one formula spilled over the lines. The Ranking sheet's
 * formulas read its columns (RESULT_COLUMNS) as plain ranges.
 */
import type { SessionLabels } from "../messages/session";
import { cellAddress, columnLetters, columnRange, rangeAddress } from "./a1";
import type { ResultLine } from "./pairsSessionData";
import type { PairsSheetsOptions, RankedPart } from "./pairsSheetsOptions";
import type { CellValue, SheetPlan } from "./plan";
import { noteBlocks, sitOutTypedHighlights } from "./resultsNotes";

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

/** The row of the Results sheet's first line, under its header. */
export const FIRST_LINE_ROW = 2;
const HEADER_ROWS = 1;
const DECLARERS = ["N", "E", "S", "W"];

/** The rows of the Results sheet's lines: 2 to 1 + lines. */
function lastLineRow(options: PairsSheetsOptions): number {
  return FIRST_LINE_ROW + Math.max(options.session.lines.length, 1) - 1;
}

/** A column of the Results sheet over its lines' rows, or a ranked part's. */
export function resultsColumn(
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

/**
 * The Results sheet: one row per table per board, the typed columns as values and one formula per
 * computed column spilled over the whole session (over each section ranked on its own).
 */
export function resultsSheet(options: PairsSheetsOptions, parts: readonly RankedPart[]): SheetPlan {
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
      { address: resultsColumn(options, "declarer"), list: DECLARERS, hint: labels.declarerHint },
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
  const c = (name: keyof typeof RESULT_COLUMNS) => resultsColumn(options, name);
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
  const scores = resultsColumn(options, "nsScore", rows);
  const boards = resultsColumn(options, "board", rows);
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
