import type { CellInput, CellOutput } from "./cells";
import { readCell } from "./cells";
import { ERROR_TEXTS } from "../messages/errors";
import { messageLanguage } from "./displayLanguage";
import { computeInCell, notAvailable } from "./errors";
import { tooManyCells, valueIn, widthOf } from "./range";
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
