import type { CellInput, CellOutput } from "./cells";
import { readCell } from "./cells";
import { inCell, invalidValue, notAvailable } from "./errors";

/** The most cells one call reads; a larger range is refused at once rather than left to hang. */
export const MAX_CELLS = 1_000_000;

/** An argument as Excel passes it: a single value, or a range as rows of columns. */
type Argument = unknown;

interface Grid {
  readonly rows: number;
  readonly columns: number;
  readonly cell: (row: number, column: number) => unknown;
}

/** An omitted optional argument (null) stays omitted; blank cells inside a range are blanks. */
export const OMITTED = Symbol("omitted");

function toGrid(argument: Argument): Grid {
  if (!Array.isArray(argument)) return { rows: 1, columns: 1, cell: () => argument };
  const rows = argument.map((row: unknown) => (Array.isArray(row) ? row : [row]));
  const columns = rows.reduce((widest: number, row: unknown[]) => Math.max(widest, row.length), 0);
  return { rows: rows.length, columns, cell: (r, c) => rows[r]?.[c] };
}

function isRange(argument: Argument): boolean {
  return Array.isArray(argument);
}

/**
 * Excel's array lifting for functions of single values: every argument may be a range; the
 * result has the largest height and width among them; an argument of one row (or column) is
 * repeated down (or across); where a range is too small for the result, the cell gets #N/A.
 * All arguments single values: a single value out. `compute` sees each cell read by `readCell`
 * (OMITTED for an omitted optional argument) and its errors stay in its own cell.
 */
export function liftCells(
  args: readonly Argument[],
  compute: (cells: readonly (CellInput | typeof OMITTED)[]) => CellOutput
): unknown {
  const present = args.map((argument) => argument !== null && argument !== undefined);
  if (!args.some(isRange)) {
    return inCell(() =>
      compute(args.map((argument, i) => (present[i] ? readCell(argument) : OMITTED)))
    );
  }
  const grids = args.map(toGrid);
  const rows = Math.max(...grids.map((grid) => grid.rows));
  const columns = Math.max(...grids.map((grid) => grid.columns));
  if (rows * columns > MAX_CELLS) {
    return [
      [
        invalidValue(
          `a range of ${rows * columns} cells is more than the ${MAX_CELLS} cells one call reads`
        ),
      ],
    ];
  }
  if (rows === 0 || columns === 0) return [[""]];
  const output: CellOutput[][] = [];
  for (let r = 0; r < rows; r++) {
    const line: CellOutput[] = [];
    for (let c = 0; c < columns; c++) line.push(liftedCell(grids, present, r, c, compute));
    output.push(line);
  }
  return output;
}

function liftedCell(
  grids: readonly Grid[],
  present: readonly boolean[],
  row: number,
  column: number,
  compute: (cells: readonly (CellInput | typeof OMITTED)[]) => CellOutput
): CellOutput {
  const cells: (CellInput | typeof OMITTED)[] = [];
  for (let i = 0; i < grids.length; i++) {
    const grid = grids[i] as Grid;
    if (!present[i]) {
      cells.push(OMITTED);
      continue;
    }
    const r = grid.rows === 1 ? 0 : row;
    const c = grid.columns === 1 ? 0 : column;
    if (r >= grid.rows || c >= grid.columns) {
      return notAvailable("no value here: the argument ranges have different sizes");
    }
    cells.push(readCell(grid.cell(r, c)));
  }
  return inCell(() => compute(cells));
}
