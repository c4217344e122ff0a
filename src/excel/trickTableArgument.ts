import { BridgeInputError } from "../core/errors";
import type { TrickTable } from "../core/trickTable";
import { badTricks, checkTrickTable } from "../core/trickTable";
import { TRICK_TABLE_PROBLEMS, inEachLanguage } from "../messages/inputProblems";
import { numberArgument } from "./arguments";
import { BLANK, isExcelError, readCell } from "./cells";
import { passOn } from "./errors";
import type { LiftedCell } from "./lift";
import { refuseTooManyCells, rowsOf, valueIn, widthOf } from "./range";
import type { ArgumentDeclaration } from "../messages/declarations";
import { TRICK_TABLE } from "../messages/functions/arguments";

/** A double-dummy table not filled in yet: the answer is blank. */
export const NO_TABLE = "no table";

/**
 * Reads a double-dummy table range as a hand record lays it out: 4 rows (N E S W) by 5 columns
 * (C D H S NT), or the 5 x 4 transpose (rows C D H S NT, columns N E S W); the shape says which.
 * A table with nothing in it (blanks, or the 0s some desktop builds pass for empty cells) is
 * NO_TABLE. An error value in a cell is passed on (thrown); any other bad table throws a
 * BridgeInputError naming the declared argument, a grid of levels included (checkTrickTable).
 */
export function readTrickTableArgument(
  range: unknown,
  declaration: ArgumentDeclaration = TRICK_TABLE
): TrickTable | typeof NO_TABLE {
  const argument = declaration.name.en;
  const accepts = declaration.accepts;
  const rows = rowsOf(range);
  const width = widthOf(rows);
  const height = rows.length;
  refuseTooManyCells(height * width, argument);
  const cellAt = (r: number, c: number): unknown => valueIn(rows[r], c);
  if (height * width <= 1) {
    // One value: blank, an error passed on, or a single number or text that is no table.
    const cell = readCell(height === 0 ? undefined : cellAt(0, 0));
    if (cell === BLANK || (declaration.zeroIsBlank && cell === 0)) return NO_TABLE;
    if (isExcelError(cell)) throw passOn(cell);
    numberArgument(cell, argument, accepts);
    throw new BridgeInputError(argument, cell, accepts);
  }
  const transposed = height === 5 && width === 4;
  if (!(height === 4 && width === 5) && !transposed) {
    throw new BridgeInputError(
      argument,
      undefined,
      accepts,
      inEachLanguage(TRICK_TABLE_PROBLEMS, (_, words) => words.notFourByFive(height, width))
    );
  }
  const table: number[][] = [];
  let filled = false;
  const blanks: [number, number][] = [];
  for (let seat = 0; seat < 4; seat++) {
    const tricks: number[] = [];
    for (let strain = 0; strain < 5; strain++) {
      const cell = readCell(transposed ? cellAt(strain, seat) : cellAt(seat, strain));
      if (isExcelError(cell)) throw passOn(cell);
      const value = tricksInCell(cell, declaration, seat, strain);
      if (value === undefined) blanks.push([seat, strain]);
      else if (value !== 0) filled = true;
      tricks.push(value ?? 0);
    }
    table.push(tricks);
  }
  if (!filled) return NO_TABLE;
  if (blanks.length > 0) {
    throw new BridgeInputError(
      argument,
      undefined,
      accepts,
      inEachLanguage(TRICK_TABLE_PROBLEMS, (_, words) =>
        words.blankTricks(blanks.map(([seat, strain]) => words.tableCell(seat, strain)).join(", "))
      )
    );
  }
  return checkTrickTable(table, argument);
}

/**
 * A cell's tricks, or undefined for a blank; a cell holding no number is named by its seat and
 * strain, in each language ("the tricks of South in notrump are "ten"").
 */
function tricksInCell(
  cell: LiftedCell,
  declaration: ArgumentDeclaration,
  seat: number,
  strain: number
): number | undefined {
  try {
    return numberArgument(cell, declaration.name.en, declaration.accepts);
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    throw badTricks(declaration.name.en, seat, strain, cell);
  }
}
