import type { Side } from "../core/adjustedImps";
import { BridgeInputError, describeValue } from "../core/errors";
import type { MatchpointDirection } from "../core/matchpoints";
import { groupByBoard, labelKey } from "../core/sessionBoards";
import type { BoardReading, BoardScores, CellAnswers } from "./boardScores";
import {
  blockingError,
  cellName,
  inShapeOf,
  readScores,
  refuseTravellerColumns,
  sameInEveryCell,
  sideBySide,
  valueIn,
  widthOf,
} from "./boardScores";
import type { CellOutput } from "./cells";
import { BLANK, isExcelError, readCell } from "./cells";
import { invalidValue, passOn } from "./errors";
import { MAX_CELLS } from "./lift";
import { boundedText } from "./arguments";

/** A function that answers each cell of a board from the board's whole field (MATCHPOINTS...). */
export interface BoardFunction {
  /** What the cells show, for the message of a blocked board: "no matchpoints while ...". */
  readonly what: string;
  readonly reading?: BoardReading;
  /** Each side's answers on one board; throws BridgeInputError when the board cannot be scored. */
  answersOf(board: BoardScores): (side: Side) => CellAnswers;
}

export const BOARDS_FORMS =
  "a range of the same shape as scores holding each line's board number or label, or left out for a single board";

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
  const range: readonly unknown[] = Array.isArray(scores) ? scores : [[scores]];
  const rows = range.length;
  const columns = widthOf(range);
  if (rows * columns > MAX_CELLS) {
    throw invalidValue(
      `scores: a range of ${rows * columns} cells is more than the ${MAX_CELLS} cells one call reads`
    );
  }
  if (rows === 0 || columns === 0) return [[""]];
  refuseTravellerColumns(range, columns);
  const labels = readBoardLabels(boards, rows, columns);
  const sides: Side[] = direction === "BOTH" ? ["ns", "ew"] : [direction === "EW" ? "ew" : "ns"];
  const outputs = sides.map(() => emptyOutput(rows, columns));
  const valueAt = (i: number): unknown => valueIn(range[Math.floor(i / columns)], i % columns);
  labels.keys.forEach((key, i) => {
    if (key !== undefined) return;
    const answer = lineWithoutBoard(valueAt(i), labels.errors.get(i), cellName(rows, columns, i));
    for (const output of outputs) setCell(output, columns, i, answer);
  });
  for (const [key, lines] of groupByBoard(labels.keys)) {
    const label = labels.shown.get(key) as string;
    const board = readScores(
      lines.map((i) => [valueAt(i)]),
      {
        ...fn.reading,
        nameOfCell: (k) => `${cellName(rows, columns, lines[k] as number)} (board ${label})`,
      }
    );
    const answers = answersOfBoard(board, fn, label);
    sides.forEach((side, s) => {
      const column = inShapeOf(board, answers(side));
      lines.forEach((i, k) =>
        setCell(outputs[s] as CellOutput[][], columns, i, column[k]?.[0] ?? "")
      );
    });
  }
  if (direction !== "BOTH") return outputs[0] as CellOutput[][];
  return sideBySide(rows, columns, outputs[0] as CellOutput[][], outputs[1] as CellOutput[][]);
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
    const stopped = invalidValue(`board ${label}: ${error.message}`);
    return () => sameInEveryCell(stopped);
  }
}

/**
 * A line whose board cell is blank or an error value: blank when it holds no score either;
 * otherwise its own error, since it belongs to no board (the other boards are scored without it).
 */
function lineWithoutBoard(
  score: unknown,
  boardError: CustomFunctions.Error | undefined,
  where: string
): CellOutput {
  const cell = readCell(score);
  if (cell === BLANK) return "";
  if (boardError !== undefined) return boardError;
  return invalidValue(
    `boards: ${where} holds ${describeValue(cell)} but its board is blank; expected the board number of every line with a score`
  );
}

interface BoardLabels {
  /** Each cell's board key; undefined when its board cell is blank or an error. */
  readonly keys: (string | undefined)[];
  /** Each board's label as the sheet shows it, for messages. */
  readonly shown: Map<string, string>;
  /** The error of each cell whose board cell is an error value or bad. */
  readonly errors: Map<number, CustomFunctions.Error>;
}

/** The board of each cell of scores: `boards` must have the shape of scores. */
function readBoardLabels(boards: unknown, rows: number, columns: number): BoardLabels {
  const range: readonly unknown[] = Array.isArray(boards) ? boards : [[boards]];
  const boardColumns = widthOf(range);
  if (range.length !== rows || boardColumns !== columns) {
    throw new BridgeInputError(
      "boards",
      `a range of ${shapeName(range.length, boardColumns)}`,
      `${BOARDS_FORMS} (scores has ${shapeName(rows, columns)})`
    );
  }
  const labels: BoardLabels = { keys: [], shown: new Map(), errors: new Map() };
  let i = 0;
  for (const row of range) {
    for (let c = 0; c < columns; c++, i++) {
      const cell = readCell(valueIn(row, c));
      if (cell === BLANK) {
        labels.keys.push(undefined);
      } else if (isExcelError(cell)) {
        labels.keys.push(undefined);
        labels.errors.set(i, passOn(cell));
      } else if (typeof cell === "number" || typeof cell === "string") {
        const label = typeof cell === "string" ? boundedText(cell, "boards", BOARDS_FORMS) : cell;
        const key = labelKey(label);
        labels.keys.push(key);
        if (!labels.shown.has(key)) labels.shown.set(key, String(label));
      } else {
        labels.keys.push(undefined);
        labels.errors.set(
          i,
          invalidValue(new BridgeInputError("boards", cell, BOARDS_FORMS).message)
        );
      }
    }
  }
  return labels;
}

function shapeName(rows: number, columns: number): string {
  return `${rows} row${rows === 1 ? "" : "s"} and ${columns} column${columns === 1 ? "" : "s"}`;
}

function emptyOutput(rows: number, columns: number): CellOutput[][] {
  return Array.from({ length: rows }, () => new Array<CellOutput>(columns).fill(""));
}

function setCell(output: CellOutput[][], columns: number, i: number, value: CellOutput): void {
  (output[Math.floor(i / columns)] as CellOutput[])[i % columns] = value;
}
