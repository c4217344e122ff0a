/*
 * BRIDGE.RANKING's `handicaps`: a table of the pairs' handicaps, read whole. Each row is a pair
 * (its id in the first column), its direction (the second column, when the table has three or
 * more) and its handicap (the last column); the columns between are not read, so that a Pairs
 * sheet with its players and a handicap column can be given as it is.
 */
import { BridgeInputError } from "../core/errors";
import type { LabelKey } from "../core/boardLabels";
import type { HandicapOf } from "../core/handicaps";
import { labelKey } from "../core/boardLabels";
import type { ArgumentDeclaration } from "../messages/declarations";
import { ERROR_TEXTS } from "../messages/errors";
import { declaredText, numberArgument } from "./arguments";
import { BLANK, isExcelError, readCell } from "./cells";
import { messageLanguage } from "./displayLanguage";
import { passOn } from "./errors";
import { refuseTooManyCells, rowsOf, valueIn, widthOf } from "./range";

const DIRECTIONS = new Map<string, "NS" | "EW">([
  ["NS", "NS"],
  ["N-S", "NS"],
  ["EW", "EW"],
  ["E-W", "EW"],
  // French: Est-Ouest.
  ["EO", "EW"],
  ["E-O", "EW"],
]);

/**
 * The handicaps of a table (see the module's comment), or undefined when it is blank (no
 * handicaps: the ranking as without the argument). A row without a pair is skipped, a pair
 * without a handicap has none; a bad cell, a table of one column or a pair listed twice in one
 * direction is refused naming its row. An error value in a cell read is passed on.
 */
export function readHandicapTable(
  table: unknown,
  declaration: ArgumentDeclaration
): HandicapOf | undefined {
  const name = declaration.name.en;
  const rows = rowsOf(table);
  const width = widthOf(rows);
  refuseTooManyCells(rows.length * width, name);
  const cells = rows.map((row) =>
    Array.from({ length: width }, (_, column) => readCell(valueIn(row, column)))
  );
  const filled = cells.some((row) =>
    row.some((cell) => cell !== BLANK && !(declaration.zeroIsBlank && cell === 0))
  );
  if (!filled) return undefined;
  // Text too long anywhere is reported as such before any other check (see boundedText).
  for (const row of cells)
    for (const cell of row) if (typeof cell === "string") declaredText(declaration, cell);
  const texts = ERROR_TEXTS[messageLanguage()];
  const refuse = (index: number, received: unknown) =>
    new BridgeInputError(
      `${name}, ${texts.lineOfTable(index + 1, undefined)}`,
      received,
      declaration.accepts
    );
  if (width < 2) throw refuse(0, cells[0]?.[0]);
  const handicaps = new Map<string, number | undefined>();
  cells.forEach((row, index) => {
    const [pairCell] = row;
    if (pairCell === undefined || pairCell === BLANK || pairCell === 0) return;
    for (const cell of row) if (isExcelError(cell)) throw passOn(cell);
    if (typeof pairCell !== "number" && typeof pairCell !== "string") throw refuse(index, pairCell);
    const pair = labelKey(
      typeof pairCell === "string" ? declaredText(declaration, pairCell) : pairCell
    );
    const directionCell = width >= 3 ? row[1] : BLANK;
    let direction: "NS" | "EW" | undefined;
    if (directionCell !== BLANK && directionCell !== undefined) {
      direction =
        typeof directionCell === "string"
          ? DIRECTIONS.get(directionCell.toUpperCase().replace(/\s+/g, ""))
          : undefined;
      if (direction === undefined) throw refuse(index, directionCell);
    }
    const handicapCell = row[width - 1] ?? BLANK;
    let handicap: number | undefined;
    try {
      // + 0: a typed -0 is 0.
      const value = numberArgument(handicapCell, name, declaration.accepts);
      handicap = value === undefined ? undefined : value + 0;
    } catch (error) {
      if (!(error instanceof BridgeInputError)) throw error;
      throw refuse(index, handicapCell);
    }
    const key = keyOf(pair, direction);
    if (handicaps.has(key)) throw refuse(index, pairCell);
    handicaps.set(key, handicap);
  });
  // The pair's row in its field, else its row with no direction; with one field (ids unique),
  // its row in either direction.
  return (pair, field) =>
    [...(field ? [field] : ["NS" as const, "EW" as const]), undefined]
      .map((direction) => handicaps.get(keyOf(pair, direction)))
      .find((handicap) => handicap !== undefined);
}

function keyOf(pair: LabelKey, direction?: "NS" | "EW"): string {
  return `${typeof pair}|${String(pair)}|${direction ?? ""}`;
}
