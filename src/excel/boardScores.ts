import type { AdjustedScore } from "../core/adjusted";
import { ADJUSTED_FORMS, isNotPlayed, parseAdjustedScore } from "../core/adjusted";
import { BridgeInputError } from "../core/errors";
import type { CellOutput } from "./cells";
import { BLANK, isExcelError, readCell } from "./cells";
import { computeInCell, invalidValue, passOn } from "./errors";
import { MAX_CELLS } from "./lift";
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
      else line.push(computeInCell(answerAt, i));
    }
    output.push(line);
  }
  return output;
}
