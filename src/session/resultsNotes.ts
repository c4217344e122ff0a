/*
 * The Results sheet's note column and what guards a sit-out row: the note says who sits out,
 * and turns into a warning, its row red, as soon as a result is typed there (nobody played on
 * that row, so the score formula leaves it blank and nothing counts it).
 */
import type { SessionLabels } from "../messages/session";
import { cellAddress, columnLetters, rangeAddress } from "./a1";
import type { ResultLine } from "./pairsSessionData";
import type { CellBlock, ErrorHighlight } from "./plan";

/** Where the notes go and which columns a result is typed in, 1-based. */
export interface NoteColumns {
  readonly ns: number;
  readonly ew: number;
  readonly contract: number;
  readonly result: number;
  readonly note: number;
}

/** The note of a line, if it needs one. */
export function lineNote(line: ResultLine, labels: SessionLabels): string {
  if (line.absent !== undefined) {
    const present =
      line.absent === "NS"
        ? `${labels.ewPair} ${line.ew ?? ""}`
        : `${labels.nsPair} ${line.ns ?? ""}`;
    return labels.sitOutNote(present.trim());
  }
  return line.switched ? labels.arrowSwitched : "";
}

/**
 * The note column from `firstRow`: typed notes as values, and each run of sit-out rows as
 * formulas that show the warning while anything is typed in its contract, declarer or result.
 * Empty when no line has a note.
 */
export function noteBlocks(
  lines: readonly ResultLine[],
  labels: SessionLabels,
  columns: NoteColumns,
  firstRow: number
): CellBlock[] {
  const notes = lines.map((line) => lineNote(line, labels));
  if (notes.every((note) => note === "")) return [];
  const blocks: CellBlock[] = [];
  let start = 0;
  while (start < lines.length) {
    const sitOut = lines[start]?.absent !== undefined;
    let end = start;
    while (end + 1 < lines.length && (lines[end + 1]?.absent !== undefined) === sitOut) end++;
    const address = cellAddress(columns.note, firstRow + start);
    const run = notes.slice(start, end + 1);
    if (sitOut) {
      const formulas = run.map((note, i) => [
        sitOutFormula(note, labels, columns, firstRow + start + i),
      ]);
      blocks.push({ address, formulas });
    } else {
      blocks.push({ address, values: run.map((note) => [note]) });
    }
    start = end + 1;
  }
  return blocks;
}

/**
 * A sit-out row's note: the warning while its result cells hold anything and its seat still says
 * sit-out (a late pair's number typed over it makes the row a played one, which is scored).
 */
function sitOutFormula(
  note: string,
  labels: SessionLabels,
  columns: NoteColumns,
  row: number
): string {
  const cell = (column: number) => cellAddress(column, row);
  const warned = `AND(LEN(${typedText(columns, cell)})>0, ${stillSitOut(columns, labels, cell)})`;
  return `=IF(${warned}, ${text(labels.sitOutTyped(note))}, ${text(note)})`;
}

/** TRUE while either pair cell of the row holds the sit-out marker. */
function stillSitOut(
  columns: NoteColumns,
  labels: SessionLabels,
  cell: (column: number) => string
): string {
  const marker = text(labels.sitOut);
  return `OR(${cell(columns.ns)}=${marker}, ${cell(columns.ew)}=${marker})`;
}

/**
 * Everything typed in a row's contract to result cells, run together: "" when they are empty
 * (COUNTA would count a cell holding "" as filled).
 */
function typedText(columns: NoteColumns, cell: (column: number) => string): string {
  const cells = [];
  for (let column = columns.contract; column <= columns.result; column++) cells.push(cell(column));
  return cells.join("&");
}

/** A text in a formula: quoted, its quotes doubled. */
const text = (value: string): string => `"${value.replace(/"/g, '""')}"`;

/**
 * The red fill of a sit-out row with a result typed (a conditional format over the lines, from
 * `firstRow` to `lastRow`), for a session with sit-out rows; none otherwise.
 */
export function sitOutTypedHighlights(
  lines: readonly ResultLine[],
  labels: SessionLabels,
  columns: NoteColumns,
  rows: { readonly first: number; readonly last: number }
): ErrorHighlight[] {
  if (!lines.some((line) => line.absent !== undefined)) return [];
  const at = (column: number) => `$${columnLetters(column)}${rows.first}`;
  return [
    {
      address: rangeAddress(1, rows.first, columns.note, rows.last),
      formula: `=AND(${stillSitOut(columns, labels, at)}, LEN(${typedText(columns, at)})>0)`,
    },
  ];
}
