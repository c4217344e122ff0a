import { failAt } from "./fileError";
import type { PbnTag } from "./pbnScan";

/**
 * PBN 2.1's tables (section 5: [OptimumResultTable], [ScoreTable], [TotalScoreTable]...): the
 * tag's value names the columns, "Name\widthAlignment;..." (such as "Contract\4L", width 4,
 * left-aligned; a leading + or - asks for a sort order), and each row of its section gives one
 * value per column, "-" for a value not known, a quoted string for one with spaces.
 */

export interface TableColumn {
  readonly name: string;
  readonly width?: number;
  readonly align?: "L" | "R";
}

export function parseColumns(header: string): TableColumn[] {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const match = /^[+-]?([^\\]+)(?:\\(\d+)([LR])?)?$/i.exec(part);
      const name = (match?.[1] ?? part).trim();
      const width = match?.[2] === undefined ? undefined : Number(match[2]);
      const align = match?.[3]?.toUpperCase() as "L" | "R" | undefined;
      return { name, ...(width === undefined ? {} : { width }), ...(align ? { align } : {}) };
    });
}

/** A table's rows, each by column name; "-" values are left out. */
export interface TableRowsOf {
  readonly columns: readonly TableColumn[];
  readonly rows: ReadonlyArray<{ readonly line: number; readonly values: Record<string, string> }>;
}

/** The rows of a table tag, each value under its column's name; a row of the wrong length fails. */
export function readTable(tag: PbnTag, required: readonly string[]): TableRowsOf {
  const columns = parseColumns(tag.value);
  for (const name of required) {
    if (!columns.some((column) => column.name === name)) {
      failAt(tag.line, (words) => words.tableColumnMissing(tag.name, name));
    }
  }
  const rows = tag.rows.map((row) => {
    if (row.tokens.length !== columns.length) {
      failAt(row.line, (words) =>
        words.tableRowLength(tag.name, row.tokens.length, columns.length)
      );
    }
    const values: Record<string, string> = {};
    columns.forEach((column, index) => {
      const token = row.tokens[index] as string;
      if (token !== "-") values[column.name] = token;
    });
    return { line: row.line, values };
  });
  return { columns, rows };
}

/** A value as a table row writes it: quoted when empty or holding spaces; "-" when unknown. */
function tableToken(value: string | undefined): string {
  if (value === undefined) return "-";
  if (value === "" || /[\s"\\;]/.test(value)) {
    return `"${value.replace(/["\\]/g, "\\$&")}"`;
  }
  return value;
}

/**
 * A table tag and its rows, each column as wide as its widest value (the header's width), right
 * aligned unless `left` names it.
 */
export function formatTable(
  tag: string,
  names: readonly string[],
  rows: ReadonlyArray<Readonly<Record<string, string | undefined>>>,
  left: ReadonlySet<string>
): string[] {
  const tokens = rows.map((row) => names.map((name) => tableToken(row[name])));
  const widths = names.map((_, index) =>
    Math.max(1, ...tokens.map((row) => (row[index] as string).length))
  );
  const align = (name: string): "L" | "R" => (left.has(name) ? "L" : "R");
  const header = names.map((name, index) => `${name}\\${widths[index]}${align(name)}`).join(";");
  const lines = tokens.map((row) =>
    row
      .map((token, index) => {
        const width = widths[index] as number;
        return align(names[index] as string) === "L" ? token.padEnd(width) : token.padStart(width);
      })
      .join(" ")
      .trimEnd()
  );
  return [`[${tag} "${header}"]`, ...lines];
}
