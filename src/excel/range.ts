import { ERROR_TEXTS } from "../messages/errors";
import { messageLanguage } from "./displayLanguage";
import { invalidValue } from "./errors";

/**
 * A range as Excel passes it, read in one place: rows of cells (a value that is not an array is
 * a range of one cell, a row that is not an array a row of one cell), and the most cells a call
 * reads.
 */

/** The most cells one call reads; a larger range is refused at once rather than left to hang. */
export const MAX_CELLS = 1_000_000;

/**
 * The one refusal of a range too large, whichever function reads it: #VALUE! saying how many
 * cells it has, after the argument's name when one argument is too large ("scores: a range of
 * ..."; a lifted spill, whose size comes from all its arguments together, names none); undefined
 * when it has at most MAX_CELLS.
 */
export function tooManyCells(cells: number, argument?: string): CustomFunctions.Error | undefined {
  if (cells <= MAX_CELLS) return undefined;
  const texts = ERROR_TEXTS[messageLanguage()];
  const tooLarge = texts.rangeTooLarge(cells, MAX_CELLS);
  return invalidValue(
    argument === undefined ? tooLarge : texts.argumentProblem(argument, tooLarge)
  );
}

/** Throws tooManyCells's refusal of a range of `cells` cells, if any. */
export function refuseTooManyCells(cells: number, argument?: string): void {
  const refused = tooManyCells(cells, argument);
  if (refused !== undefined) throw refused;
}

/** An argument's rows: a single value is a range of one cell. */
export function rowsOf(argument: unknown): readonly unknown[] {
  return Array.isArray(argument) ? argument : [[argument]];
}

/** How many columns a range has: its widest row. */
export function widthOf(range: readonly unknown[]): number {
  let columns = 0;
  for (const row of range) columns = Math.max(columns, Array.isArray(row) ? row.length : 1);
  return columns;
}

/** A cell of a range as Excel passes it; a row that is not an array is a row of one cell. */
export function valueIn(row: unknown, column: number): unknown {
  if (Array.isArray(row)) return row[column];
  return column === 0 ? row : undefined;
}
