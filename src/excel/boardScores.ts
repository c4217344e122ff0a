import type { AdjustedScore } from "../core/adjusted";
import { ADJUSTED_FORMS, isNotPlayed, parseAdjustedScore } from "../core/adjusted";
import { BridgeInputError } from "../core/errors";
import type { CellOutput } from "./cells";
import { BLANK, isExcelError, readCell } from "./cells";
import { computeInCell, invalidValue, passOn } from "./errors";
import type { LiftedCell } from "./lift";
import { MAX_CELLS, OMITTED } from "./lift";
import { boundedText, numberArgument } from "./arguments";

/**
 * One board's North-South scores as a whole range reads them, for the functions that compare a
 * board's results with each other (matchpoints, cross-IMPs, Butler). Each cell is a real result,
 * an adjusted score, nothing (blank, "", "NP"), or bad input that gets its error in its own cell.
 */
export type BoardEntry =
  | { readonly kind: "result"; readonly score: number }
  | { readonly kind: "adjusted"; readonly adjusted: AdjustedScore }
  | { readonly kind: "none" }
  | { readonly kind: "bad"; readonly error: CustomFunctions.Error };

export interface BoardScores {
  readonly rows: number;
  readonly columns: number;
  /** Row by row, as the range holds them. */
  readonly entries: readonly BoardEntry[];
}

/** Reads a scores range (or a single value) cell by cell. */
export function readBoardScores(
  range: unknown,
  argument = "scores"
): BoardScores | CustomFunctions.Error {
  const rows: readonly unknown[] = Array.isArray(range) ? range : [[range]];
  let columns = 0;
  for (const row of rows) columns = Math.max(columns, Array.isArray(row) ? row.length : 1);
  if (rows.length * columns > MAX_CELLS) {
    return invalidValue(
      `${argument}: a range of ${rows.length * columns} cells is more than the ${MAX_CELLS} cells one call reads`
    );
  }
  const entries: BoardEntry[] = [];
  for (const row of rows) {
    for (let c = 0; c < columns; c++) {
      const value = Array.isArray(row) ? row[c] : c === 0 ? row : undefined;
      entries.push(readBoardEntry(value, argument));
    }
  }
  return { rows: rows.length, columns, entries };
}

/** Blank cells are many on a sheet: they share one entry. */
const NO_RESULT: BoardEntry = { kind: "none" };

function readBoardEntry(value: unknown, argument: string): BoardEntry {
  const cell = readCell(value);
  if (cell === BLANK) return NO_RESULT;
  if (isExcelError(cell)) return { kind: "bad", error: passOn(cell) };
  try {
    if (typeof cell === "number") return { kind: "result", score: cell };
    if (typeof cell === "string") {
      boundedText(cell, argument, ADJUSTED_FORMS);
      if (isNotPlayed(cell)) return NO_RESULT;
      if (/^a/i.test(cell))
        return { kind: "adjusted", adjusted: parseAdjustedScore(cell, argument) };
      return { kind: "result", score: numberArgument(cell, argument, ADJUSTED_FORMS) as number };
    }
    throw new BridgeInputError(argument, cell, ADJUSTED_FORMS);
  } catch (error) {
    if (error instanceof BridgeInputError)
      return { kind: "bad", error: invalidValue(error.message) };
    throw error;
  }
}

/**
 * Lays per-entry answers back in the shape of the range: `answer` is called for the entries of
 * kind result and adjusted (in range order); "none" gives "" and "bad" its own error.
 */
export function inShapeOf(
  board: BoardScores,
  answer: (entry: BoardEntry, index: number) => CellOutput
): CellOutput[][] {
  // A range without cells gives one blank cell, as liftCells does: Excel needs a row and a column.
  if (board.rows === 0 || board.columns === 0) return [[""]];
  const answerAt = (index: number): CellOutput => answer(board.entries[index] as BoardEntry, index);
  const output: CellOutput[][] = [];
  let i = 0;
  for (let r = 0; r < board.rows; r++) {
    const line: CellOutput[] = [];
    for (let c = 0; c < board.columns; c++, i++) {
      const entry = board.entries[i] as BoardEntry;
      if (entry.kind === "none") line.push("");
      else if (entry.kind === "bad") line.push(entry.error);
      else line.push(computeInCell(answerAt, i, undefined));
    }
    output.push(line);
  }
  return output;
}

/**
 * Runs a whole-board function: bad input that concerns the whole call (a bad setting, a range
 * too large) gives one #VALUE! with its message; errors of single scores stay in their own cells.
 */
export function boardCall(compute: () => CellOutput[][]): CellOutput[][] {
  try {
    return compute();
  } catch (error) {
    if (error instanceof BridgeInputError) return [[invalidValue(error.message)]];
    if (error instanceof CustomFunctions.Error) return [[error]];
    throw error;
  }
}

/** The board's scores range, read cell by cell (throws the error of a range too large). */
export function readScores(scores: unknown): BoardScores {
  const board = readBoardScores(scores);
  if (board instanceof CustomFunctions.Error) throw board;
  return board;
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
      throw new BridgeInputError(argument, `a range of ${count} cells`, "a single value");
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
export function blockingError(board: BoardScores, what: string): CustomFunctions.Error | undefined {
  const bad = board.entries.findIndex((entry) => entry.kind === "bad");
  if (bad < 0) return undefined;
  const { error } = board.entries[bad] as Extract<BoardEntry, { kind: "bad" }>;
  const why = error.message ? `: ${error.message}` : "";
  return new CustomFunctions.Error(
    error.code as CustomFunctions.ErrorCode,
    `scores: no ${what} while ${cellName(board, bad)} is ${error.code}${why}`
  );
}

/** "row 3" of a column, "column 2" of a row, "row 3, column 2" of a block. */
function cellName(board: BoardScores, i: number): string {
  const row = Math.floor(i / board.columns) + 1;
  const column = (i % board.columns) + 1;
  if (board.columns === 1) return `row ${row} of the scores`;
  if (board.rows === 1) return `column ${column} of the scores`;
  return `row ${row}, column ${column} of the scores`;
}
