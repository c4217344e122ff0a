import type { CellInput, CellOutput } from "./cells";
import { readCell } from "./cells";
import { ERROR_TEXTS } from "../messages/errors";
import { messageLanguage } from "./displayLanguage";
import { computeInCell, notAvailable } from "./errors";
import { MAX_CELLS, tooManyCells, valueIn, widthOf } from "./range";
import { oneCellRows } from "./spill";

/** An omitted optional argument (null) stays omitted; blank cells inside a range are blanks. */
export const OMITTED = Symbol("omitted");

export type LiftedCell = CellInput | typeof OMITTED;

/**
 * An argument as Excel passes it, seen as rows of columns: a single value is 1 x 1; a row that is
 * not an array (from a caller other than Excel) is a row of one cell; short rows end in blanks.
 */
interface Grid {
  readonly present: boolean;
  readonly rows: readonly unknown[];
  readonly height: number;
  readonly width: number;
}

function toGrid(argument: unknown): Grid {
  if (argument === null || argument === undefined) {
    return { present: false, rows: [], height: 1, width: 1 };
  }
  if (!Array.isArray(argument)) return { present: true, rows: [[argument]], height: 1, width: 1 };
  return { present: true, rows: argument, height: argument.length, width: widthOf(argument) };
}

/**
 * Excel's array lifting for functions of single values: every argument may be a range; the
 * result has the largest height and width among them; an argument of one row (or column) is
 * repeated down (or across); where a range is too small for the result, the cell gets #N/A.
 * All arguments single values: a single value out. `compute` sees each cell read by `readCell`
 * (OMITTED for an omitted optional argument), and its errors stay in its own cell. It must not
 * keep the array it is given: one array serves every cell of a spill. `context` is handed to
 * every `compute` call: per-call state (readers that remember), so `compute` can be a function
 * declared once rather than a closure made on each call, which the engine would re-optimize.
 */
export function liftCells<C = undefined>(
  args: readonly unknown[],
  compute: (cells: readonly LiftedCell[], context: C) => CellOutput,
  context?: C
): unknown {
  const cells: LiftedCell[] = new Array<LiftedCell>(args.length);
  if (!args.some(Array.isArray)) {
    args.forEach((argument, i) => {
      cells[i] = argument === null || argument === undefined ? OMITTED : readCell(argument);
    });
    return computeInCell(compute, cells, context as C);
  }
  const grids = args.map(toGrid);
  const height = Math.max(...grids.map((grid) => grid.height));
  const width = Math.max(...grids.map((grid) => grid.width));
  const tooLarge = tooManyCells(height * width);
  if (tooLarge !== undefined) return [[tooLarge]];
  if (height === 0 || width === 0) return [[""]];
  const output: CellOutput[][] = new Array<CellOutput[]>(height);
  if (width === 1) {
    const rowOf = oneCellRows();
    for (let r = 0; r < height; r++) {
      output[r] = rowOf(
        fillCells(cells, grids, r, 0)
          ? computeInCell(compute, cells, context as C)
          : shapesDoNotMeet()
      );
    }
    return output;
  }
  for (let r = 0; r < height; r++) {
    const line: CellOutput[] = new Array<CellOutput>(width);
    for (let c = 0; c < width; c++) {
      line[c] = fillCells(cells, grids, r, c)
        ? computeInCell(compute, cells, context as C)
        : shapesDoNotMeet();
    }
    output[r] = line;
  }
  return output;
}

/** Reads the cells of every argument at (row, column) into `cells`; false where a range is too small. */
function fillCells(
  cells: LiftedCell[],
  grids: readonly Grid[],
  row: number,
  column: number
): boolean {
  for (let i = 0; i < grids.length; i++) {
    const grid = grids[i] as Grid;
    if (!grid.present) {
      cells[i] = OMITTED;
      continue;
    }
    const r = grid.height === 1 ? 0 : row;
    const c = grid.width === 1 ? 0 : column;
    if (r >= grid.height || c >= grid.width) return false;
    cells[i] = readCell(valueIn(grid.rows[r], c));
  }
  return true;
}

function shapesDoNotMeet(): CustomFunctions.Error {
  return notAvailable(ERROR_TEXTS[messageLanguage()].rangesDoNotMeet);
}

/**
 * liftCells with a short path for the usual call of a function over a traveller: every argument a
 * single value, omitted, or a one-column range, the ranges of one height. Each row's values go
 * first to `quick` as they came (a range's cells as Excel passed them: null, "" or untrimmed text;
 * single values read once by readCell); it answers the row's number, or undefined to leave the row
 * to `compute`, which sees the row read as liftCells reads it. `quick` must never throw, and must
 * answer only what `compute` would (a property test holds SCORE's two to that). Any other shape
 * of call is lifted by liftCells.
 */
export function liftColumnCells<C>(
  args: readonly unknown[],
  quick: (cells: readonly unknown[], context: C) => number | undefined,
  compute: (cells: readonly LiftedCell[], context: C) => CellOutput,
  context: C
): unknown {
  const height = commonColumnHeight(args);
  if (height === undefined) return liftCells(args, compute, context);
  const count = args.length;
  const columns: (readonly unknown[] | undefined)[] = new Array<readonly unknown[] | undefined>(
    count
  );
  const singles: LiftedCell[] = new Array<LiftedCell>(count);
  for (let i = 0; i < count; i++) {
    const argument = args[i];
    // commonColumnHeight checked that every range is `height` rows or one cell.
    if (Array.isArray(argument) && argument.length === height && height > 1) {
      columns[i] = argument;
      continue;
    }
    columns[i] = undefined;
    singles[i] =
      argument === null || argument === undefined
        ? OMITTED
        : readCell(Array.isArray(argument) ? (argument[0] as unknown[])[0] : argument);
  }
  const raw: unknown[] = singles.slice();
  const cells: LiftedCell[] = new Array<LiftedCell>(count);
  const output: CellOutput[][] = new Array<CellOutput[]>(height);
  const rowOf = oneCellRows();
  const rowsByTens: (CellOutput[] | undefined)[] = new Array<CellOutput[] | undefined>(
    2 * TENS_OFFSET + 1
  );
  for (let r = 0; r < height; r++) {
    for (let i = 0; i < count; i++) {
      const column = columns[i];
      if (column === undefined) continue;
      const row: unknown = column[r];
      // A row of other than one cell: the range is no column after all. Checked here, where the
      // row is read anyway, not in a pass of its own over every row (what this row and those
      // before it left in `context`, readings remembered, liftCells reads again alike).
      if (!Array.isArray(row) || row.length !== 1) return liftCells(args, compute, context);
      raw[i] = row[0];
    }
    const answer = quick(raw, context);
    if (answer !== undefined) {
      // Every duplicate score is a multiple of 10 within ±7,600: its row by index, not by hash.
      const tens = answer / 10 + TENS_OFFSET;
      if (tens >= 0 && tens <= 2 * TENS_OFFSET && (tens | 0) === tens) {
        output[r] = rowsByTens[tens] ?? (rowsByTens[tens] = rowOf(answer));
      } else output[r] = rowOf(answer);
      continue;
    }
    for (let i = 0; i < count; i++) {
      cells[i] = columns[i] === undefined ? (singles[i] as LiftedCell) : readCell(raw[i]);
    }
    output[r] = rowOf(computeInCell(compute, cells, context));
  }
  return output;
}

/** Answers from -8,000 to 8,000 in tens are kept in an array (see liftColumnCells). */
const TENS_OFFSET = 800;

/** A row of a range that is one cell: an array of one value. */
function isOneCellRow(row: unknown): boolean {
  return Array.isArray(row) && row.length === 1;
}

/**
 * The height shared by the arguments that are ranges of more than one row, each starting with a
 * row of one cell, when every other argument is a single value, a range of one cell or omitted;
 * otherwise undefined. liftColumnCells checks the other rows of each range as it reads them.
 */
function commonColumnHeight(args: readonly unknown[]): number | undefined {
  let height: number | undefined;
  for (const argument of args) {
    if (!Array.isArray(argument)) continue;
    if (argument.length === 0 || !isOneCellRow(argument[0])) return undefined;
    if (argument.length === 1) continue;
    if (height !== undefined && argument.length !== height) return undefined;
    height = argument.length;
  }
  return height !== undefined && height <= MAX_CELLS ? height : undefined;
}
