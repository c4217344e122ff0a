/*
 * A results file read again into the Results sheet an earlier read built (a Bridgemate database
 * with more results in): each line of the file is matched with the sheet's row of the same board
 * and pairs. A row whose contract, declarer, result and lead are all blank takes the file's line;
 * a row that holds anything is never written, and where it differs from the file (the scorer
 * corrected it, or the table changed it since) the difference is listed; a line with no row
 * (the movement had no such place) is listed too. Pure: the pane's writer fills the cells, only
 * where they are still empty when it writes.
 */
import type { ResultLine } from "./pairsSession";
import { lineKey } from "./resultsFile";

/** Results' columns as the sheet holds them: A board ... E EW, F contract ... I lead. */
const COLUMNS = { board: 0, ns: 3, ew: 4, contract: 5, declarer: 6, result: 7, lead: 8 };
/** The first line's row (row 1 is the header). */
const FIRST_ROW = 2;

/** A row of Results to fill: its F:I cells. */
export interface ResultFill {
  /** 1-based row of the sheet. */
  readonly row: number;
  /** "F12:I12". */
  readonly address: string;
  readonly values: readonly (string | number)[];
}

/** A line where the sheet and the file now disagree. */
export interface ResultDisagreement {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  /** Contract, declarer, result and lead, as each has them: "4S N 10". */
  readonly sheet: string;
  readonly file: string;
}

export interface ResultsReread {
  readonly fills: readonly ResultFill[];
  /** Lines the sheet already has as the file does. */
  readonly unchanged: number;
  readonly disagreements: readonly ResultDisagreement[];
  /** Lines of the file with no row of the sheet (board and pairs): listed, not written. */
  readonly unplaced: readonly ResultLine[];
}

const text = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

/** A row's or line's result, as compared: the contract folded, the other cells as text. */
function resultOf(cells: readonly unknown[]): string {
  const [contract, declarer, result, lead] = cells.map(text);
  return [
    (contract ?? "").replace(/\s+/g, "").toUpperCase(),
    (declarer ?? "").toUpperCase(),
    result ?? "",
    (lead ?? "").toUpperCase(),
  ]
    .join(" ")
    .trim();
}

const lineCells = (line: ResultLine): (string | number)[] => [
  line.contract ?? "",
  line.declarer ?? "",
  line.result ?? "",
  line.lead ?? "",
];

/**
 * What the file adds to the sheet: `rows` are the Results sheet's rows from row 2 (columns A to I
 * at least, as its used range gives them), `lines` the file's lines.
 */
export function rereadResults(
  rows: readonly (readonly unknown[])[],
  lines: readonly ResultLine[]
): ResultsReread {
  const rowsByKey = new Map<string, number>();
  rows.forEach((row, i) => {
    const key = lineKey({
      board: Number(text(row[COLUMNS.board])),
      ns: text(row[COLUMNS.ns]),
      ew: text(row[COLUMNS.ew]),
    });
    if (!rowsByKey.has(key)) rowsByKey.set(key, i);
  });
  const fills: ResultFill[] = [];
  const disagreements: ResultDisagreement[] = [];
  const unplaced: ResultLine[] = [];
  let unchanged = 0;
  for (const line of lines) {
    const index = rowsByKey.get(
      lineKey({ board: line.board, ns: text(line.ns), ew: text(line.ew) })
    );
    if (index === undefined) {
      unplaced.push(line);
      continue;
    }
    const row = rows[index] ?? [];
    const sheetCells = [COLUMNS.contract, COLUMNS.declarer, COLUMNS.result, COLUMNS.lead].map(
      (column) => row[column]
    );
    const sheet = resultOf(sheetCells);
    const file = resultOf(lineCells(line));
    if (sheet === "") {
      const at = FIRST_ROW + index;
      fills.push({ row: at, address: `F${String(at)}:I${String(at)}`, values: lineCells(line) });
    } else if (sheet === file) unchanged += 1;
    else
      disagreements.push({ board: line.board, ns: text(line.ns), ew: text(line.ew), sheet, file });
  }
  return { fills, unchanged, disagreements, unplaced };
}
