/*
 * A1 addresses as Excel writes them in English formulas: column letters, ranges, and sheet names
 * quoted where Excel quotes them.
 */

/** Column letters of a 1-based column number: 1 is A, 27 is AA. */
export function columnLetters(column: number): string {
  let letters = "";
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** "B3" for column 2, row 3. */
export function cellAddress(column: number, row: number): string {
  return `${columnLetters(column)}${row}`;
}

/** "B3:B10"; a single cell when the corners meet. */
export function rangeAddress(
  firstColumn: number,
  firstRow: number,
  lastColumn: number,
  lastRow: number
): string {
  const first = cellAddress(firstColumn, firstRow);
  const last = cellAddress(lastColumn, lastRow);
  return first === last ? first : `${first}:${last}`;
}

/** A column's cells from row to lastRow: "D2:D127". */
export function columnRange(column: number, firstRow: number, lastRow: number): string {
  return rangeAddress(column, firstRow, column, lastRow);
}

/** A sheet name as a formula refers to it: always quoted (Excel accepts it), ' doubled. */
export function sheetReference(sheetName: string): string {
  return `'${sheetName.replace(/'/g, "''")}'`;
}

/** "'Session 2026-11-30'!D2:D127". */
export function onSheet(sheetName: string, address: string): string {
  return `${sheetReference(sheetName)}!${address}`;
}

/** The column number of letters: A is 1, AA is 27. */
export function columnNumber(letters: string): number {
  let number = 0;
  for (const letter of letters.toUpperCase()) number = number * 26 + letter.charCodeAt(0) - 64;
  return number;
}

/** Column and row of "B3". */
export function parseCell(address: string): { column: number; row: number } {
  const match = /^([A-Z]+)(\d+)$/i.exec(address);
  if (!match) throw new Error(`not a cell address: ${address}`);
  return { column: columnNumber(match[1] as string), row: Number(match[2]) };
}

/** The range of a block of `rows` x `columns` cells from its top-left cell. */
export function blockAddress(topLeft: string, rows: number, columns: number): string {
  const { column, row } = parseCell(topLeft);
  return rangeAddress(column, row, column + columns - 1, row + rows - 1);
}

/** Rows and columns of "A2:C10" (or of one cell). */
export function rangeSize(address: string): { rows: number; columns: number } {
  const [first, last = first] = address.split(":") as [string, string?];
  const a = parseCell(first);
  const b = parseCell(last);
  return { rows: b.row - a.row + 1, columns: b.column - a.column + 1 };
}
