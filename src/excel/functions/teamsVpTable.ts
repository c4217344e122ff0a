import { numberInText } from "../arguments";
import { readCell, BLANK } from "../cells";

/**
 * The rows of BRIDGE.VP's scale when it is an event's own table (parseVictoryPointTable reads them): a range of two columns (the IMP margin each band
 * starts from, the winner's VPs) of at least two rows, every cell a number, a number written as
 * text, or blank. Anything else (a keyword, a single row, a range holding text or an error value)
 * is not a table and is read as before, cell by cell, as a keyword. Blank rows at the end (a range
 * selected longer than the table) are dropped; a blank cell inside is refused by the table's rules.
 */
export function victoryPointTableRows(scale: unknown): number[][] | undefined {
  if (!Array.isArray(scale) || scale.length < 2) return undefined;
  const rows: number[][] = [];
  for (const row of scale) {
    if (!Array.isArray(row) || row.length !== 2) return undefined;
    const numbers = row.map(tableNumber);
    if (numbers.some((number) => number === undefined)) return undefined;
    rows.push(numbers as number[]);
  }
  while (rows.length > 0 && (rows[rows.length - 1] as number[]).every(Number.isNaN)) rows.pop();
  return rows.length === 0 ? undefined : rows;
}

/** A table cell's number; NaN for a blank (refused by the table's rules); undefined otherwise. */
function tableNumber(value: unknown): number | undefined {
  const cell = readCell(value);
  if (cell === BLANK) return NaN;
  if (typeof cell === "number") return cell;
  if (typeof cell === "string") return numberInText(cell);
  return undefined;
}
