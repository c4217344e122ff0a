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
