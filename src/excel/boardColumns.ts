import type { LocalizedText } from "../messages/errors";
import { ERROR_TEXTS, boardLabelsForms } from "../messages/errors";
import { BOARD_LABELS, SCORES } from "../messages/functions/arguments";
import { messageLanguage } from "./displayLanguage";
import type { Side } from "../core/side";
import { BridgeInputError, describeValue } from "../core/errors";
import type { MatchpointDirection } from "../core/matchpoints";
import type { LabelKey } from "../core/boardLabels";
import { groupByBoard } from "../core/boardLabels";
import type { BoardReading, BoardScores, CellAnswers } from "./boardScores";
import { answerAt, inShapeOf, sameInEveryCell } from "./boardScores";
import {
  blockingError,
  cellName,
  readScores,
  refuseTravellerColumns,
  sideBySide,
} from "./boardCall";
import type { CellOutput } from "./cells";
import { BLANK, isExcelError, readCell } from "./cells";
import { cellErrorOf, invalidValue, passOn } from "./errors";
import { readLabelColumn } from "./labelColumn";
import type { AnswersByRank } from "./plainSession";
import { answerPlainSession } from "./plainSession";
import { refuseTooManyCells, rowsOf, valueIn, widthOf } from "./range";
import { oneCellRows } from "./spill";
import { boundedText } from "./arguments";

/** A function that answers each cell of a board from the board's whole field (MATCHPOINTS...). */
export interface BoardFunction {
  /** What the cells show, for the message of a blocked board: "no matchpoints while ...". */
  readonly what: LocalizedText;
  readonly reading?: BoardReading;
  /** Each side's answers on one board; throws BridgeInputError when the board cannot be scored. */
  answersOf(board: BoardScores): (side: Side) => CellAnswers;
  /** The same answers by rank, for a session of plain lines (see plainSession.ts). */
  readonly answersByRank?: AnswersByRank;
}

/**
 * Answers every cell of `scores` in its shape, for the direction asked (BOTH: North-South and
 * East-West side by side). Without `boards` the range is one board, and a bad setting of the
 * board stops the call. With `boards` each line is scored within its own board only: the lines
 * may come in any order, and a bad line or a board that cannot be scored stops that board only.
 */
export function answerInShape(
  scores: unknown,
  boards: unknown,
  direction: MatchpointDirection,
  fn: BoardFunction
): CellOutput[][] {
  if (boards === null || boards === undefined) {
    const board = readScores(scores, fn.reading);
    if (board.rows === 0 || board.columns === 0) return [[""]];
    const answers = answersOrBlocked(board, fn);
    return laidOut(board.rows, board.columns, direction, (side) => inShapeOf(board, answers(side)));
  }
  return answerEveryBoard(scores, boards, direction, fn);
}

/** A board with a bad cell shows, in every other cell, which cell stops it (see blockingError). */
function answersOrBlocked(board: BoardScores, fn: BoardFunction): (side: Side) => CellAnswers {
  const blocked = blockingError(board, fn.what);
  if (blocked !== undefined) return () => sameInEveryCell(blocked);
  return fn.answersOf(board);
}

function laidOut(
  rows: number,
  columns: number,
  direction: MatchpointDirection,
  sideInShape: (side: Side) => CellOutput[][]
): CellOutput[][] {
  if (direction === "NS") return sideInShape("ns");
  if (direction === "EW") return sideInShape("ew");
  return sideBySide(rows, columns, sideInShape("ns"), sideInShape("ew"));
}

function answerEveryBoard(
  scores: unknown,
  boards: unknown,
  direction: MatchpointDirection,
  fn: BoardFunction
): CellOutput[][] {
  const sides: Side[] = direction === "BOTH" ? ["ns", "ew"] : [direction === "EW" ? "ew" : "ns"];
  if (fn.answersByRank !== undefined) {
    const wholePoints = fn.reading?.wholePoints ?? false;
    const plain = answerPlainSession(scores, boards, sides, wholePoints, fn.answersByRank);
    if (plain !== undefined) return plain;
  }
  // Text too long is reported as such before any other check (see boundedText).
  const single = Array.isArray(scores) ? undefined : readCell(scores);
  if (typeof single === "string") boundedText(single, SCORES.name.en, SCORES.accepts);
  const range = rowsOf(scores);
  const rows = range.length;
  const columns = widthOf(range);
  refuseTooManyCells(rows * columns, SCORES.name.en);
  if (rows === 0 || columns === 0) return [[""]];
  refuseTravellerColumns(range, columns);
  const labels = readBoardLabels(boards, rows, columns);
  const output = outputFor(rows, columns, sides.length);
  const valueAt = (i: number): unknown => valueIn(range[Math.floor(i / columns)], i % columns);
  for (const i of labels.withoutBoard) {
    const answer = lineWithoutBoard(
      valueAt(i),
      labels.errors.get(i),
      cellName(rows, columns, i, messageLanguage())
    );
    sides.forEach((_side, s) => output.set(s, i, answer));
  }
  for (const [key, lines] of labels.boards) {
    const label = String(labels.shown.get(key));
    // The board's cells as a list: a value that is not an array is a row of one cell.
    const board = readScores(
      lines.map((i) => valueAt(i)),
      {
        ...fn.reading,
        nameOfCell: (k, language) =>
          ERROR_TEXTS[language].cellOfBoard(
            cellName(rows, columns, lines[k] as number, language),
            label
          ),
      }
    );
    const answers = answersOfBoard(board, fn, label);
    sides.forEach((side, s) => {
      const sideAnswers = answers(side);
      lines.forEach((i, k) => output.set(s, i, answerAt(board, k, sideAnswers)));
    });
  }
  return output.cells;
}

/**
 * The spill of a session's answers, made once: cell i of side s goes where inShapeOf and
 * sideBySide would put it (BOTH: East-West's block to the right, or below a single row). The
 * answers are kept flat and laid out at the end, so that a one-cell-wide answer shares one row
 * per distinct value (see oneCellRows).
 */
function outputFor(
  rows: number,
  columns: number,
  sides: number
): { readonly cells: CellOutput[][]; set(side: number, i: number, value: CellOutput): void } {
  const cellsPerSide = rows * columns;
  const flat = new Array<CellOutput>(cellsPerSide * sides).fill("");
  return {
    set(side, i, value) {
      flat[side * cellsPerSide + i] = value;
    },
    get cells() {
      if (sides === 1 && columns === 1) {
        const rowOf = oneCellRows();
        return flat.map((value) => rowOf(value));
      }
      if (sides === 2 && rows === 1 && columns > 1) {
        return [flat.slice(0, columns), flat.slice(columns)];
      }
      const cells: CellOutput[][] = new Array<CellOutput[]>(rows);
      for (let r = 0; r < rows; r++) {
        const row = new Array<CellOutput>(columns * sides);
        for (let side = 0; side < sides; side++) {
          for (let c = 0; c < columns; c++) {
            row[side * columns + c] = flat[side * cellsPerSide + r * columns + c] as CellOutput;
          }
        }
        cells[r] = row;
      }
      return cells;
    },
  };
}

/** A board that cannot be scored (fewer results expected than it has...) shows why in its cells. */
function answersOfBoard(
  board: BoardScores,
  fn: BoardFunction,
  label: string
): (side: Side) => CellAnswers {
  try {
    return answersOrBlocked(board, fn);
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    const language = messageLanguage();
    const stopped = invalidValue(
      ERROR_TEXTS[language].boardStopped(label, error.messageIn(language))
    );
    return () => sameInEveryCell(stopped);
  }
}

/**
 * A line whose board cell is blank (or 0) or an error value: blank when it holds no score either
 * (or 0, as desktop Excel passes an empty cell); otherwise its own error, since it belongs to no
 * board (the other boards are scored without it).
 */
function lineWithoutBoard(
  score: unknown,
  boardError: CustomFunctions.Error | undefined,
  where: string
): CellOutput {
  const cell = readCell(score);
  // A row desktop Excel passes as 0 and 0 is a row not filled in.
  if (cell === BLANK || cell === 0) return "";
  if (boardError !== undefined) return boardError;
  const language = messageLanguage();
  return invalidValue(ERROR_TEXTS[language].lineWithoutBoard(where, describeValue(cell, language)));
}

interface BoardLabels {
  /** Each board's lines (by cell index), in the order of the range. */
  readonly boards: Map<LabelKey, number[]>;
  /** Each board's label as the sheet shows it, for messages. */
  readonly shown: Map<LabelKey, number | string>;
  /** The cells whose board cell is blank, an error value or bad. */
  readonly withoutBoard: number[];
  /** The error of each cell whose board cell is an error value or bad. */
  readonly errors: Map<number, CustomFunctions.Error>;
}

/** The board of each cell of scores, grouped by board: `boards` must have the shape of scores. */
function readBoardLabels(boards: unknown, rows: number, columns: number): BoardLabels {
  const column = readLabelColumn(
    boards,
    BOARD_LABELS,
    boardLabelsForms(rows, columns),
    rows,
    columns
  );
  const withoutBoard: number[] = [];
  column.keys.forEach((key, i) => {
    if (key === undefined) withoutBoard.push(i);
  });
  const errors = new Map<number, CustomFunctions.Error>();
  for (const [i, cell] of column.bad) {
    errors.set(
      i,
      isExcelError(cell)
        ? passOn(cell)
        : cellErrorOf(new BridgeInputError(BOARD_LABELS.name.en, cell, BOARD_LABELS.accepts))
    );
  }
  return { boards: groupByBoard(column.keys), shown: column.shown, withoutBoard, errors };
}
