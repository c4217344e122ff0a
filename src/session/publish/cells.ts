/** Cell values as the Excel API reads them (numbers, text, booleans; "" for a blank). */
export type Cell = unknown;
export type Rows = readonly (readonly Cell[])[];

/** The text of a cell, trimmed; "" for a blank or a non-text non-number. */
export function textOf(cell: Cell): string {
  if (typeof cell === "string") return cell.trim();
  if (typeof cell === "number" && Number.isFinite(cell)) return String(cell);
  return "";
}

/** A finite number, or undefined (a blank, text, an error). */
export function numberOf(cell: Cell): number | undefined {
  return typeof cell === "number" && Number.isFinite(cell) ? cell : undefined;
}

/** An error value as the Excel API shows it in `values`: "#VALUE!", "#N/A", "#SPILL!"... */
export function isErrorText(cell: Cell): boolean {
  return typeof cell === "string" && /^#[A-Z0-9/]+[!?]?$/i.test(cell.trim()) && cell.trim() !== "#";
}

export function cellAt(rows: Rows, row: number, column: number): Cell {
  return rows[row - 1]?.[column - 1] ?? "";
}
