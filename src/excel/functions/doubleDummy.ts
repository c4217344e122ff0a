import type { ArgumentDeclaration } from "../../messages/declarations";
import { DDROW_ARGUMENTS, DDTABLE_ARGUMENTS } from "../../messages/functions/doubleDummy";
import { BridgeInputError } from "../../core/errors";
import { parseDeal } from "../../core/deal";
import type { CellOutput } from "../cells";
import { isExcelError, readCell } from "../cells";
import { readArgument } from "../arguments";
import { cellErrorOf, passOn } from "../errors";
import { tooManyCells } from "../range";
import { SEVERAL_CELLS_RECEIVED, oneCellForms } from "../../messages/contextForms";
import { tableOfDeal } from "../doubleDummyService";

/** A DDROW row: the 20 numbers of a table, N then E, S, W, each C D H S NT. */
const ROW_LENGTH = 20;

/**
 * One cell's deal: undefined for a blank; an error value comes back as the error to show.
 * Anything but PBN deal text is refused naming the argument.
 */
function readDealCell(
  value: unknown,
  declaration: typeof DDTABLE_ARGUMENTS.deal | typeof DDROW_ARGUMENTS.deals
): ReturnType<typeof parseDeal> | undefined {
  const cell = readCell(value);
  if (isExcelError(cell)) throw passOn(cell);
  const text = readArgument(declaration, cell);
  return text === undefined ? undefined : parseDeal(text, declaration.name.en);
}

/** A single value where one deal is expected: a 1x1 range is its cell, a larger one is refused. */
function singleValue(value: unknown, declaration: ArgumentDeclaration): unknown {
  if (!Array.isArray(value)) return value;
  const rows = value as unknown[][];
  if (rows.length === 1 && Array.isArray(rows[0]) && rows[0].length === 1) return rows[0][0];
  throw new BridgeInputError(
    declaration.name.en,
    value,
    oneCellForms(declaration.accepts),
    SEVERAL_CELLS_RECEIVED
  );
}

/** BRIDGE.DDTABLE: its arguments and descriptions are declared in src/messages/functions/doubleDummy.ts. */
export async function ddtable(deal: any): Promise<any[][]> {
  try {
    const declared = DDTABLE_ARGUMENTS.deal;
    const parsed = readDealCell(singleValue(deal, declared), declared);
    if (parsed === undefined) return [[""]];
    return await tableOfDeal(parsed);
  } catch (error) {
    return [[cellErrorOf(error)]];
  }
}

/** BRIDGE.DDROW: its arguments and descriptions are declared in src/messages/functions/doubleDummy.ts. */
export async function ddrow(deals: any[][]): Promise<any[][]> {
  const rows: unknown[][] = Array.isArray(deals) ? deals : [[deals]];
  let count = 0;
  for (const row of rows) count += Array.isArray(row) ? row.length : 1;
  const tooLarge = tooManyCells(count);
  if (tooLarge !== undefined) return [[tooLarge]];
  // An empty range (Excel never sends one) reads as a blank.
  if (count === 0) return [[""]];
  const answers: Promise<CellOutput[]>[] = [];
  for (const row of rows) {
    for (const value of Array.isArray(row) ? row : [row]) answers.push(rowOfDeal(value));
  }
  return Promise.all(answers);
}

async function rowOfDeal(value: unknown): Promise<CellOutput[]> {
  try {
    const parsed = readDealCell(value, DDROW_ARGUMENTS.deals);
    if (parsed === undefined) return new Array<CellOutput>(ROW_LENGTH).fill("");
    const table = await tableOfDeal(parsed);
    return table.flat();
  } catch (error) {
    return new Array<CellOutput>(ROW_LENGTH).fill(cellErrorOf(error));
  }
}
