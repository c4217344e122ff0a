import type { CellOutput } from "./cells";
import { readCell } from "./cells";
import { computeInCell } from "./errors";
import type { LiftedCell } from "./lift";
import { OMITTED, liftCells } from "./lift";
import { MAX_CELLS } from "./range";
import { oneCellRows } from "./spill";

/** BRIDGE.SCORE's five arguments, in their order: contract, result, vulnerability, doubling, declarer. */
export type TravellerArguments = readonly [unknown, unknown, unknown, unknown, unknown];

/**
 * The usual line's score from its five values as Excel passed them (a range's cells unread:
 * null, "" or untrimmed text; single values read once by readCell), or undefined to leave the
 * line to the full reading. It must never throw, and must answer only what the full reading would.
 */
export type UsualLineScore<C> = (
  contract: unknown,
  result: unknown,
  vulnerability: unknown,
  doubling: unknown,
  declarer: unknown,
  context: C
) => number | undefined;

/**
 * BRIDGE.SCORE lifted over its usual call, a traveller: every argument a single value, omitted,
 * or a one-column range, the ranges of one height. Each row's five values go first to `quick`;
 * a row it leaves goes to `compute`, which sees the row read as liftCells reads it. Any other
 * shape of call is lifted by liftCells. The five values are read into variables, not into an
 * array handed to a function taking any number of cells: on a column of 100,000 lines that
 * array's writes and reads were a sixth of the call's time.
 */
export function liftTravellerColumn<C>(
  args: TravellerArguments,
  quick: UsualLineScore<C>,
  compute: (cells: readonly LiftedCell[], context: C) => CellOutput,
  context: C
): unknown {
  const height = commonColumnHeight(args);
  if (height === undefined) return liftCells(args, compute, context);
  const [contracts, results, vulnerabilities, doublings, declarers] = [
    columnOf(args[0], height),
    columnOf(args[1], height),
    columnOf(args[2], height),
    columnOf(args[3], height),
    columnOf(args[4], height),
  ];
  // Single values read once; a column's place holds OMITTED, never read.
  const contract = contracts === undefined ? singleOf(args[0]) : OMITTED;
  const result = results === undefined ? singleOf(args[1]) : OMITTED;
  const vulnerability = vulnerabilities === undefined ? singleOf(args[2]) : OMITTED;
  const doubling = doublings === undefined ? singleOf(args[3]) : OMITTED;
  const declarer = declarers === undefined ? singleOf(args[4]) : OMITTED;
  const output: CellOutput[][] = new Array<CellOutput[]>(height);
  const rowOf = oneCellRows();
  const rowsByTens: (CellOutput[] | undefined)[] = new Array<CellOutput[] | undefined>(
    2 * TENS_OFFSET + 1
  );
  for (let r = 0; r < height; r++) {
    const c = valueAt(contracts, contract, r);
    const t = valueAt(results, result, r);
    const v = valueAt(vulnerabilities, vulnerability, r);
    const x = valueAt(doublings, doubling, r);
    const d = valueAt(declarers, declarer, r);
    // A row of other than one cell: the range is no column after all. Checked here, where the row
    // is read anyway, not in a pass of its own (what the rows before left in `context`, readings
    // remembered, liftCells reads again alike).
    if (c === NOT_ONE_CELL || t === NOT_ONE_CELL || v === NOT_ONE_CELL)
      return liftCells(args, compute, context);
    if (x === NOT_ONE_CELL || d === NOT_ONE_CELL) return liftCells(args, compute, context);
    const answer = quick(c, t, v, x, d, context);
    if (answer !== undefined) {
      // Every duplicate score is a multiple of 10 within ±7,600: its row by index, not by hash.
      const tens = answer / 10 + TENS_OFFSET;
      if (tens >= 0 && tens <= 2 * TENS_OFFSET && (tens | 0) === tens) {
        output[r] = rowsByTens[tens] ?? (rowsByTens[tens] = rowOf(answer));
      } else output[r] = rowOf(answer);
      continue;
    }
    const cells: LiftedCell[] = [
      contracts === undefined ? contract : readCell(c),
      results === undefined ? result : readCell(t),
      vulnerabilities === undefined ? vulnerability : readCell(v),
      doublings === undefined ? doubling : readCell(x),
      declarers === undefined ? declarer : readCell(d),
    ];
    output[r] = rowOf(computeInCell(compute, cells, context));
  }
  return output;
}

/** Answers from -8,000 to 8,000 in tens are kept in an array (see liftTravellerColumn). */
const TENS_OFFSET = 800;

/** What valueAt gives for a row that is not one cell. */
const NOT_ONE_CELL = Symbol("not one cell");

/** Row `r`'s value: the column's cell as Excel passed it, or the single value for every row. */
function valueAt(column: readonly unknown[] | undefined, single: LiftedCell, r: number): unknown {
  if (column === undefined) return single;
  const row = column[r];
  return Array.isArray(row) && row.length === 1 ? (row[0] as unknown) : NOT_ONE_CELL;
}

/** The argument when it is a range of `height` rows (more than one), else undefined. */
function columnOf(argument: unknown, height: number): readonly unknown[] | undefined {
  return Array.isArray(argument) && argument.length === height && height > 1 ? argument : undefined;
}

/** A single value, or a range of one cell, read once; an omitted argument stays omitted. */
function singleOf(argument: unknown): LiftedCell {
  if (argument === null || argument === undefined) return OMITTED;
  return readCell(Array.isArray(argument) ? (argument[0] as unknown[])[0] : argument);
}

/** A row of a range that is one cell: an array of one value. */
function isOneCellRow(row: unknown): boolean {
  return Array.isArray(row) && row.length === 1;
}

/**
 * The height shared by the arguments that are ranges of more than one row, each starting with a
 * row of one cell, when every other argument is a single value, a range of one cell or omitted;
 * otherwise undefined. liftTravellerColumn checks the other rows of each range as it reads them.
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
