/**
 * What Excel passes to a custom function, read in one place: blanks, text, numbers, booleans and
 * error values. The core never sees any of this.
 */

/** A blank cell, an omitted optional argument, "" from a formula, or text of spaces only. */
export const BLANK = Symbol("blank");
export type Blank = typeof BLANK;

/**
 * The longest text (after trimming) a function reads from a cell. Every notation is a few
 * characters long; longer text, up to Excel's 32,767 characters, is refused with #VALUE! naming
 * its argument before any parsing (see boundedText in arguments.ts).
 */
export const MAX_TEXT_LENGTH = 255;

/** An error value received from Excel (a cell showing #N/A, say), passed on unchanged. */
export interface ExcelErrorValue {
  readonly code: string;
  readonly message?: string;
}

/**
 * Anything else in a cell: an Excel data-type value without a plain basic value (an entity),
 * which Excel sends only to functions that ask for data types. Kept as it came, so that the
 * message refusing it shows what the cell displays (describeValue), never "[object Object]".
 */
export interface OtherValue {
  readonly type?: unknown;
}

export type CellInput = Blank | string | number | boolean | ExcelErrorValue | OtherValue;

/** What a custom function may put in a cell: never null, NaN, Infinity or -0. */
export type CellOutput = string | number | CustomFunctions.Error;

export function isExcelError(value: unknown): value is ExcelErrorValue {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "string"
  );
}

/** The data types whose basic value is the cell's plain value (a number, text or TRUE/FALSE). */
const PLAIN_DATA_TYPES = new Set(["Double", "String", "Boolean", "FormattedNumber"]);

/**
 * The plain value of an Excel data-type value of a number, text, TRUE/FALSE or formatted number
 * ({ type: "Double", basicValue: 10 }): read as if the cell held it. Undefined for any other
 * object (an entity, a value of another type), which is refused as what its cell shows.
 */
function basicValueOf(value: object): string | number | boolean | undefined {
  const { type, basicValue } = value as { type?: unknown; basicValue?: unknown };
  if (typeof type !== "string" || !PLAIN_DATA_TYPES.has(type)) return undefined;
  const basic = basicValue;
  return typeof basic === "string" || typeof basic === "number" || typeof basic === "boolean"
    ? basic
    : undefined;
}

/**
 * One cell as the functions read it: text trimmed (blank when nothing is left), -0 as 0.
 * Values Excel never sends (NaN, Infinity) are turned into text; a data-type value of a number,
 * text or TRUE/FALSE is read by its basic value, and other objects than error values are kept as
 * they are, so that they are reported as bad input, never computed with.
 */
export function readCell(value: unknown): CellInput {
  if (value === null || value === undefined) return BLANK;
  if (typeof value === "string") {
    const trimmed = value.trim();
    return trimmed === "" ? BLANK : trimmed;
  }
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return String(value);
    return value === 0 ? 0 : value;
  }
  if (typeof value === "boolean") return value;
  if (isExcelError(value)) return value;
  if (typeof value === "object") {
    const basic = basicValueOf(value);
    return basic === undefined ? value : readCell(basic);
  }
  // What is left is a primitive Excel never sends (bigint, symbol) or a function: kept as text.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(value);
}
