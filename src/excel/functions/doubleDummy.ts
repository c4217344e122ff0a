import { BridgeInputError } from "../../core/errors";
import { DEAL_FORMS, parseDeal } from "../../core/deal";
import type { CellOutput } from "../cells";
import { BLANK, isExcelError, readCell } from "../cells";
import { boundedText } from "../arguments";
import { invalidValue, passOn } from "../errors";
import { tooManyCells } from "../range";
import { ERROR_TEXTS } from "../../messages/errors";
import { messageLanguage } from "../displayLanguage";
import { tableOfDeal } from "../doubleDummyService";

/** A DDROW row: the 20 numbers of a table, N then E, S, W, each C D H S NT. */
const ROW_LENGTH = 20;

/**
 * One cell's deal: undefined for a blank; an error value comes back as the error to show.
 * Anything but PBN deal text is refused naming the argument.
 */
function readDealCell(value: unknown, argument: string): ReturnType<typeof parseDeal> | undefined {
  const cell = readCell(value);
  if (cell === BLANK || cell === 0) return undefined;
  if (isExcelError(cell)) throw passOn(cell);
  if (typeof cell !== "string") throw new BridgeInputError(argument, cell, DEAL_FORMS);
  return parseDeal(boundedText(cell, argument, DEAL_FORMS), argument);
}

function errorOf(error: unknown): CustomFunctions.Error {
  if (error instanceof BridgeInputError) return invalidValue(error.messageIn(messageLanguage()));
  if (error instanceof CustomFunctions.Error) return error;
  return invalidValue(
    ERROR_TEXTS[messageLanguage()].internalError(
      error instanceof Error ? error.message : String(error)
    )
  );
}

/** A single value where one deal is expected: a 1x1 range is its cell, a larger one is refused. */
function singleValue(value: unknown, argument: string): unknown {
  if (!Array.isArray(value)) return value;
  const rows = value as unknown[][];
  if (rows.length === 1 && Array.isArray(rows[0]) && rows[0].length === 1) return rows[0][0];
  throw new BridgeInputError(
    argument,
    "a range of several cells",
    `one cell holding ${DEAL_FORMS}`
  );
}

/**
 * The double-dummy table of a deal: the tricks each seat takes as declarer in each strain when
 * all four hands are seen and every card is played perfectly. Spills 4 rows (declarer N, E, S, W)
 * by 5 columns (C, D, H, S, NT), the layout BRIDGE.PAR reads: =BRIDGE.PAR(BRIDGE.DDTABLE(A2), B2).
 * Computed by the add-in's own solver while Excel shows #BUSY!: under half a second for a typical deal, two or three seconds for the hardest.
 * Example: =BRIDGE.DDTABLE("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432") spills 0 13 0 13 0 / 13 0 13 0 0 / 0 13 0 13 0 / 13 0 13 0 0 (one whole suit a hand: the side holding trumps takes all 13 tricks, and at notrump the opening leader runs his suit).
 * @customfunction DDTABLE
 * @param {any} deal A deal in PBN notation: the first hand's seat and a colon, then the four hands clockwise, each ♠.♥.♦.♣. Example: "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432".
 * @returns {Promise<any[][]>} Tricks as declarer: rows N, E, S, W; columns C, D, H, S, NT.
 */
export async function ddtable(deal: any): Promise<any[][]> {
  try {
    const parsed = readDealCell(singleValue(deal, "deal"), "deal");
    if (parsed === undefined) return [[""]];
    return await tableOfDeal(parsed);
  } catch (error) {
    return [[errorOf(error)]];
  }
}

/**
 * Double-dummy tables of a column of deals, one row of 20 numbers per deal: declarer N, then E,
 * S and W, each in C, D, H, S, NT (the rows of BRIDGE.DDTABLE side by side). A blank deal gives a
 * blank row, a malformed one #VALUE! across its row. Deals are solved in order while Excel shows
 * #BUSY!.
 * Example: =BRIDGE.DDROW(A2:A29) beside a hand record's column of deals.
 * @customfunction DDROW
 * @param {any[][]} deals Deals in PBN notation, one a cell. Example: "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432".
 * @returns {Promise<any[][]>} One row of 20 tricks per deal: N C D H S NT, E ..., S ..., W ....
 */
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
    const parsed = readDealCell(value, "deals");
    if (parsed === undefined) return new Array<CellOutput>(ROW_LENGTH).fill("");
    const table = await tableOfDeal(parsed);
    return table.flat();
  } catch (error) {
    return new Array<CellOutput>(ROW_LENGTH).fill(errorOf(error));
  }
}
