import { SINGLE_VALUE_FORMS, cellCount, rangeReceived } from "../messages/contextForms";
import type { AdjustedScore } from "../core/adjusted";
import {
  ADJUSTED_FORMS,
  isAdjustedScoreNotation,
  isNotPlayed,
  parseAdjustedScore,
} from "../core/adjusted";
import { DATUM_SCORE_FORMS } from "../core/butler";
import { BridgeInputError } from "../core/errors";
import type { ScoreTally } from "../core/scoreTally";
import { addToTally, startTally } from "../core/scoreTally";
import type { CellOutput } from "./cells";
import { BLANK, isExcelError, readCell } from "./cells";
import { computeInCell, invalidValue, passOn } from "./errors";
import { messageLanguage } from "./displayLanguage";
import type { Language, LocalizedText } from "../messages/errors";
import { ERROR_TEXTS } from "../messages/errors";
import type { LiftedCell } from "./lift";
import { OMITTED } from "./lift";
import { rowsOf, tooManyCells, valueIn, widthOf } from "./range";
import { oneCellRows } from "./spill";
import { boundedText, keywordArgument, numberArgument } from "./arguments";
import type { MatchpointDirection } from "../core/matchpoints";
import { MATCHPOINT_DIRECTIONS } from "../core/matchpoints";

/**
 * One board's North-South scores as a whole range reads them (for the functions that compare a
 * board's results with each other: matchpoints, cross-IMPs, Butler). A cell holds a real result,
 * an adjusted score, nothing (blank, "", "NP"), or bad input that gets its error in its own cell.
 *
 * The real results are tallied as they are read, and nothing is kept per cell: a cell holding a
 * number is read again from the range when its answer is laid out, and only the few other cells
 * are kept, by index. A board may have 100,000 results, and an array as long as the board is
 * fresh memory on every call, which costs more than filling it (Chromium's typed arrays, Node's
 * large arrays).
 */
export interface BoardScores {
  readonly range: readonly unknown[];
  readonly rows: number;
  readonly columns: number;
  /** Scores must be whole points (for a datum): a fraction is bad input in its cell. */
  readonly wholePoints: boolean;
  /** The real results. */
  readonly tally: ScoreTally;
  /** What each cell that is not a number read as a result holds, by index; not blanks or NP. */
  readonly others: Map<number, OtherCell>;
  /** How many cells hold an adjusted score. */
  adjustedScores: number;
  /** The index of the first cell with bad input, or -1. */
  firstBad: number;
  /** How a message names cell i (a board of a session names the line it came from). */
  readonly nameOfCell?: (i: number, language: Language) => string;
}

/** A result typed as text ("430"), an adjusted score, or bad input. */
type OtherCell =
  | { readonly kind: "result"; readonly score: number }
  | { readonly kind: "adjusted"; readonly adjusted: AdjustedScore }
  | BadCell;

/** A cell of bad input: the error it shows, and the input error behind it unless an error value came in. */
export interface BadCell {
  readonly kind: "bad";
  readonly error: CustomFunctions.Error;
  readonly input?: BridgeInputError;
}

export interface BoardReading {
  readonly argument?: string;
  /** Scores must be whole points (for a datum): a fraction is bad input in its cell. */
  readonly wholePoints?: boolean;
  /** How a message names cell i; by default its row and column in the range. */
  readonly nameOfCell?: (i: number, language: Language) => string;
}

/** Reads a scores range (or a single value) cell by cell. */
export function readBoardScores(
  scores: unknown,
  { argument = "scores", wholePoints = false, nameOfCell }: BoardReading = {}
): BoardScores | CustomFunctions.Error {
  const range = rowsOf(scores);
  const columns = widthOf(range);
  const tooLarge = tooManyCells(range.length * columns);
  if (tooLarge !== undefined) return tooLarge;
  const board: BoardScores = {
    range,
    rows: range.length,
    columns,
    wholePoints,
    tally: startTally(argument),
    others: new Map(),
    adjustedScores: 0,
    firstBad: -1,
    nameOfCell,
  };
  let i = 0;
  for (const row of range) {
    for (let c = 0; c < columns; c++, i++) {
      const value = valueIn(row, c);
      if (isNumberResult(value, wholePoints)) addToTally(board.tally, value);
      else readOtherCell(board, i, value, argument);
    }
  }
  return board;
}

/** The usual cell: a number that is a result as it stands, read without a call. */
function isNumberResult(value: unknown, wholePoints: boolean): value is number {
  return typeof value === "number" && (wholePoints ? Number.isInteger(value) : isFinite(value));
}

function readOtherCell(board: BoardScores, i: number, value: unknown, argument: string): void {
  const cell = readCell(value);
  if (cell === BLANK) return;
  if (isExcelError(cell)) return markBad(board, i, passOn(cell));
  try {
    let score: number | undefined;
    if (typeof cell === "number") score = cell;
    if (typeof cell === "string") {
      boundedText(cell, argument, ADJUSTED_FORMS);
      if (isNotPlayed(cell)) return;
      if (isAdjustedScoreNotation(cell)) {
        board.others.set(i, { kind: "adjusted", adjusted: parseAdjustedScore(cell, argument) });
        board.adjustedScores++;
        return;
      }
      score = numberArgument(cell, argument, ADJUSTED_FORMS) as number;
    }
    if (score === undefined) throw new BridgeInputError(argument, cell, ADJUSTED_FORMS);
    if (board.wholePoints && !Number.isInteger(score)) {
      throw new BridgeInputError(argument, score, DATUM_SCORE_FORMS);
    }
    addToTally(board.tally, score);
    board.others.set(i, { kind: "result", score });
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    markBad(board, i, invalidValue(error.messageIn(messageLanguage())), error);
  }
}

function markBad(
  board: BoardScores,
  i: number,
  error: CustomFunctions.Error,
  input?: BridgeInputError
): void {
  board.others.set(i, { kind: "bad", error, input });
  if (board.firstBad < 0) board.firstBad = i;
}

/** What a whole-board function shows in a cell holding a real result or an adjusted score. */
export interface CellAnswers {
  /** The same score always gets the same answer (a long column works it out once). */
  result(score: number): CellOutput;
  adjusted(score: AdjustedScore): CellOutput;
}

/** Answers that show the same value (an error blocking the board) in every scored cell. */
export function sameInEveryCell(value: CellOutput): CellAnswers {
  return { result: () => value, adjusted: () => value };
}

/**
 * Lays the answers back in the shape of the range: each real result and adjusted score gets its
 * answer, a blank or "NP" cell "" and a bad cell its own error.
 */
export function inShapeOf(board: BoardScores, answers: CellAnswers): CellOutput[][] {
  // A range without cells gives one blank cell, as liftCells does: Excel needs a row and a column.
  if (board.rows === 0 || board.columns === 0) return [[""]];
  const output: CellOutput[][] = new Array(board.rows);
  if (board.columns === 1 && board.rows > SMALL_BOARD) {
    const rowOfCell = rowsOfColumn(board, answers);
    for (let r = 0; r < board.rows; r++) output[r] = rowOfCell(valueIn(board.range[r], 0), r);
    return output;
  }
  let i = 0;
  for (let r = 0; r < board.rows; r++) {
    const row = board.range[r];
    const line: CellOutput[] = new Array(board.columns);
    for (let c = 0; c < board.columns; c++, i++) {
      line[c] = answerOfCell(board, i, valueIn(row, c), answers);
    }
    output[r] = line;
  }
  return output;
}

/** Below this many rows a column's answers are worked out cell by cell. */
const SMALL_BOARD = 256;

/** The real result in cell i (holding `value`), or undefined. */
function resultIn(board: BoardScores, i: number, value: unknown): number | undefined {
  if (isNumberResult(value, board.wholePoints)) return value === 0 ? 0 : value;
  const other = board.others.get(i);
  return other?.kind === "result" ? other.score : undefined;
}

/** What cell i of the board shows (see inShapeOf), for a caller that lays the cells out itself. */
export function answerAt(board: BoardScores, i: number, answers: CellAnswers): CellOutput {
  const value = valueIn(board.range[Math.floor(i / board.columns)], i % board.columns);
  return answerOfCell(board, i, value, answers);
}

function answerOfCell(
  board: BoardScores,
  i: number,
  value: unknown,
  answers: CellAnswers
): CellOutput {
  const score = resultIn(board, i, value);
  if (score !== undefined) return computeInCell(answerOfResult, score, answers);
  const other = board.others.get(i);
  if (other === undefined) return "";
  if (other.kind === "adjusted") return computeInCell(answerOfAdjusted, other.adjusted, answers);
  if (other.kind === "bad") return other.error;
  return "";
}

/**
 * The rows of a long one-column board, by cell: a result's answer is worked out once per
 * distinct score, and cells of equal answers share one row (see oneCellRows).
 */
function rowsOfColumn(
  board: BoardScores,
  answers: CellAnswers
): (value: unknown, i: number) => CellOutput[] {
  const rowByScore = new Map<number, CellOutput[]>();
  const rowOf = oneCellRows();
  return (value, i) => {
    const score = resultIn(board, i, value);
    if (score === undefined) return rowOf(answerOfCell(board, i, value, answers));
    let row = rowByScore.get(score);
    if (row === undefined) {
      row = rowOf(answerOfCell(board, i, value, answers));
      rowByScore.set(score, row);
    }
    return row;
  };
}

/**
 * What cell i holds, read as the board functions read it: a real result (North-South's score),
 * an adjusted score, undefined for a blank or "NP", or the cell's error.
 */
export function entryIn(
  board: BoardScores,
  i: number
): number | AdjustedScore | BadCell | undefined {
  const score = resultIn(
    board,
    i,
    valueIn(board.range[Math.floor(i / board.columns)], i % board.columns)
  );
  if (score !== undefined) return score;
  const other = board.others.get(i);
  if (other?.kind === "adjusted") return other.adjusted;
  if (other?.kind === "bad") return other;
  return undefined;
}

// Declared once, so that no closure is made per cell.
const answerOfResult = (score: number, answers: CellAnswers) => answers.result(score);
const answerOfAdjusted = (score: AdjustedScore, answers: CellAnswers) => answers.adjusted(score);

/**
 * Runs a whole-board function: bad input that concerns the whole call (a bad setting, a range
 * too large) gives one #VALUE! with its message; errors of single scores stay in their own cells.
 */
export function boardCall(compute: () => CellOutput[][]): CellOutput[][] {
  try {
    return compute();
  } catch (error) {
    if (error instanceof BridgeInputError) {
      return [[invalidValue(error.messageIn(messageLanguage()))]];
    }
    if (error instanceof CustomFunctions.Error) return [[error]];
    throw error;
  }
}

/** The board's scores range, read cell by cell (throws the error of a range too large). */
export function readScores(scores: unknown, reading?: BoardReading): BoardScores {
  const board = readBoardScores(scores, reading);
  if (board instanceof CustomFunctions.Error) throw board;
  refuseTravellerColumns(board.range, board.columns);
  return board;
}

/** The direction of a board function: "NS" (the default), "EW" or "BOTH". */
export function readDirection(direction: unknown): MatchpointDirection {
  return keywordArgument(settingCell(direction, "direction"), MATCHPOINT_DIRECTIONS);
}

/**
 * A setting that applies to the whole board (scale, method, trim...): one value; a range of one
 * cell is that cell. An error value in it is passed on.
 */
export function settingCell(setting: unknown, argument: string): LiftedCell {
  if (setting === null || setting === undefined) return OMITTED;
  let value: unknown = setting;
  if (Array.isArray(setting)) {
    let count = 0;
    for (const row of setting) count += Array.isArray(row) ? row.length : 1;
    if (count !== 1) {
      throw new BridgeInputError(
        argument,
        undefined,
        SINGLE_VALUE_FORMS,
        rangeReceived(cellCount(count))
      );
    }
    const row: unknown = setting.find((line) => !Array.isArray(line) || line.length === 1);
    value = Array.isArray(row) ? row[0] : row;
  }
  const cell = readCell(value);
  if (isExcelError(cell)) throw passOn(cell);
  return cell;
}

/**
 * The error every other cell of a board gets while one of its cells is bad: every score is
 * compared with the others, so none can be scored without it, and a number computed as if the
 * bad cell were not there would be wrong. It names the cell ("no matchpoints while row 3 ...").
 */
export function blockingError(
  board: BoardScores,
  none: LocalizedText
): CustomFunctions.Error | undefined {
  const bad = board.firstBad;
  if (bad < 0) return undefined;
  const { error } = board.others.get(bad) as BadCell;
  const language = messageLanguage();
  const cell =
    board.nameOfCell?.(bad, language) ?? cellName(board.rows, board.columns, bad, language);
  return new CustomFunctions.Error(
    error.code as CustomFunctions.ErrorCode,
    ERROR_TEXTS[language].blockedBy(none[language], cell, error.code, error.message || undefined)
  );
}

/** "row 3" of a column, "column 2" of a row, "row 3, column 2" of a block (cell i of rows x columns). */
export function cellName(rows: number, columns: number, i: number, language: Language): string {
  const row = Math.floor(i / columns) + 1;
  const column = (i % columns) + 1;
  const texts = ERROR_TEXTS[language];
  if (columns === 1) return texts.cellOfScores(row, undefined);
  if (rows === 1) return texts.cellOfScores(undefined, column);
  return texts.cellOfScores(row, column);
}

/**
 * BOTH: East-West's block to the right of North-South's; for a single row of more than one cell,
 * below it.
 */
export function sideBySide(
  rows: number,
  columns: number,
  ns: CellOutput[][],
  ew: CellOutput[][]
): CellOutput[][] {
  if (rows === 1 && columns > 1) return [ns[0] as CellOutput[], ew[0] as CellOutput[]];
  return ns.map((row, r) => [...row, ...(ew[r] as CellOutput[])]);
}

/**
 * A paper traveller keeps North-South's plus scores and East-West's in two columns, NS+ and EW+,
 * one of them filled on each row. Selected together they are not one field of North-South
 * scores (EW+ 420 is North-South -420): a two-column range with at most one score per row, none
 * negative, some rows on the left and some on the right, is refused, saying what to select. A
 * block of real North-South scores has minus scores and full rows.
 */
export function refuseTravellerColumns(range: readonly unknown[], columns: number): void {
  if (columns !== 2 || range.length < 2) return;
  let left = 0;
  let right = 0;
  for (const row of range) {
    const ns = plusScoreIn(valueIn(row, 0));
    const ew = plusScoreIn(valueIn(row, 1));
    if (ns === undefined || ew === undefined) return; // a minus score or other text: not NS+/EW+
    if (ns > 0 && ew > 0) return;
    if (ns > 0) left++;
    if (ew > 0) right++;
  }
  if (left === 0 || right === 0) return;
  throw invalidValue(ERROR_TEXTS[messageLanguage()].travellerColumns);
}

/** A cell of a NS+ or EW+ column: its score (0 when blank), or undefined for anything else. */
function plusScoreIn(value: unknown): number | undefined {
  const cell = readCell(value);
  if (cell === BLANK) return 0;
  const score = typeof cell === "string" && /^\d+$/.test(cell) ? Number(cell) : cell;
  return typeof score === "number" && score >= 0 ? score : undefined;
}
