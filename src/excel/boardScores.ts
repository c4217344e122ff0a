import type { AdjustedScore } from "../core/adjusted";
import {
  isAdjustedScoreNotation,
  isNotPlayed,
  isRulingNotation,
  parseAdjustedScore,
} from "../core/adjusted";
import type { Ruling } from "../core/ruling";
import { parseRuling } from "../core/ruling";
import { BridgeInputError } from "../core/errors";
import type { ScoreTally } from "../core/scoreTally";
import { addToTally, startTally } from "../core/scoreTally";
import type { CellOutput } from "./cells";
import { BLANK, isExcelError, readCell } from "./cells";
import { cellErrorOf, computeInCell, passOn } from "./errors";
import type { Language } from "../messages/errors";
import { rowsOf, tooManyCells, valueIn, widthOf } from "./range";
import { oneCellRows } from "./spill";
import { boundedText, numberArgument } from "./arguments";
import { ACCEPTED_FORMS } from "../messages/acceptedForms";
import { SCORES } from "../messages/functions/arguments";

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
  /** How many cells hold a ruling (core/ruling.ts). */
  rulings: number;
  /** The index of the first cell with bad input, or -1. */
  firstBad: number;
  /** How a message names cell i (a board of a session names the line it came from). */
  readonly nameOfCell?: (i: number, language: Language) => string;
}

/** A result typed as text ("430"), an adjusted score, or bad input. */
type OtherCell =
  | { readonly kind: "result"; readonly score: number }
  | { readonly kind: "adjusted"; readonly adjusted: AdjustedScore }
  | { readonly kind: "ruling"; readonly ruling: Ruling }
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
  { argument = SCORES.name.en, wholePoints = false, nameOfCell }: BoardReading = {}
): BoardScores | CustomFunctions.Error {
  const range = rowsOf(scores);
  const columns = widthOf(range);
  const tooLarge = tooManyCells(range.length * columns, argument);
  if (tooLarge !== undefined) return tooLarge;
  const board: BoardScores = {
    range,
    rows: range.length,
    columns,
    wholePoints,
    tally: startTally(argument),
    others: new Map(),
    adjustedScores: 0,
    rulings: 0,
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
  if (isExcelError(cell)) {
    markBad(board, i, passOn(cell));
    return;
  }
  try {
    let score: number | undefined;
    if (typeof cell === "number") score = cell;
    if (typeof cell === "string") {
      boundedText(cell, argument, SCORES.accepts);
      if (isNotPlayed(cell)) return;
      if (isRulingNotation(cell)) {
        board.others.set(i, { kind: "ruling", ruling: parseRuling(cell, argument) });
        board.rulings++;
        return;
      }
      if (isAdjustedScoreNotation(cell)) {
        board.others.set(i, { kind: "adjusted", adjusted: parseAdjustedScore(cell, argument) });
        board.adjustedScores++;
        return;
      }
      score = numberArgument(cell, argument, SCORES.accepts);
    }
    if (score === undefined) throw new BridgeInputError(argument, cell, SCORES.accepts);
    if (board.wholePoints && !Number.isInteger(score)) {
      throw new BridgeInputError(argument, score, ACCEPTED_FORMS.datumScore);
    }
    addToTally(board.tally, score);
    board.others.set(i, { kind: "result", score });
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    markBad(board, i, cellErrorOf(error), error);
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
  ruling(ruling: Ruling): CellOutput;
}

/** Answers that show the same value (an error blocking the board) in every scored cell. */
export function sameInEveryCell(value: CellOutput): CellAnswers {
  return { result: () => value, adjusted: () => value, ruling: () => value };
}

/**
 * Lays the answers back in the shape of the range: each real result and adjusted score gets its
 * answer, a blank or "NP" cell "" and a bad cell its own error.
 */
export function inShapeOf(board: BoardScores, answers: CellAnswers): CellOutput[][] {
  // A range without cells gives one blank cell, as liftCells does: Excel needs a row and a column.
  if (board.rows === 0 || board.columns === 0) return [[""]];
  const output: CellOutput[][] = new Array<CellOutput[]>(board.rows);
  if (board.columns === 1 && board.rows > SMALL_BOARD) {
    const rowOfCell = rowsOfColumn(board, answers);
    for (let r = 0; r < board.rows; r++) output[r] = rowOfCell(valueIn(board.range[r], 0), r);
    return output;
  }
  let i = 0;
  for (let r = 0; r < board.rows; r++) {
    const row = board.range[r];
    const line: CellOutput[] = new Array<CellOutput>(board.columns);
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
  if (other.kind === "ruling") return computeInCell(answerOfRuling, other.ruling, answers);
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
): number | AdjustedScore | Ruling | BadCell | undefined {
  const score = resultIn(
    board,
    i,
    valueIn(board.range[Math.floor(i / board.columns)], i % board.columns)
  );
  if (score !== undefined) return score;
  const other = board.others.get(i);
  if (other?.kind === "adjusted") return other.adjusted;
  if (other?.kind === "ruling") return other.ruling;
  if (other?.kind === "bad") return other;
  return undefined;
}

// Declared once, so that no closure is made per cell.
const answerOfResult = (score: number, answers: CellAnswers) => answers.result(score);
const answerOfAdjusted = (score: AdjustedScore, answers: CellAnswers) => answers.adjusted(score);
const answerOfRuling = (ruling: Ruling, answers: CellAnswers) => answers.ruling(ruling);
