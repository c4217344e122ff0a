"use strict";
/**
 * What Excel passes to a custom function, read in one place: blanks, text, numbers, booleans and
 * error values. The core never sees any of this.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_TEXT_LENGTH = exports.BLANK = void 0;
exports.isExcelError = isExcelError;
exports.readCell = readCell;
/** A blank cell, an omitted optional argument, "" from a formula, or text of spaces only. */
exports.BLANK = Symbol("blank");
/**
 * The longest text (after trimming) a function reads from a cell. Every notation is a few
 * characters long; longer text, up to Excel's 32,767 characters, is refused with #VALUE! naming
 * its argument before any parsing (see boundedText in arguments.ts).
 */
exports.MAX_TEXT_LENGTH = 255;
function isExcelError(value) {
    return (typeof value === "object" &&
        value !== null &&
        typeof value.code === "string");
}
/** The data types whose basic value is the cell's plain value (a number, text or TRUE/FALSE). */
const PLAIN_DATA_TYPES = new Set(["Double", "String", "Boolean", "FormattedNumber"]);
/**
 * The plain value of an Excel data-type value of a number, text, TRUE/FALSE or formatted number
 * ({ type: "Double", basicValue: 10 }): read as if the cell held it. Undefined for any other
 * object (an entity, a value of another type), which is refused as what its cell shows.
 */
function basicValueOf(value) {
    const { type, basicValue } = value;
    if (typeof type !== "string" || !PLAIN_DATA_TYPES.has(type))
        return undefined;
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
function readCell(value) {
    if (value === null || value === undefined)
        return exports.BLANK;
    if (typeof value === "string") {
        const trimmed = value.trim();
        return trimmed === "" ? exports.BLANK : trimmed;
    }
    if (typeof value === "number") {
        if (!Number.isFinite(value))
            return String(value);
        return value === 0 ? 0 : value;
    }
    if (typeof value === "boolean")
        return value;
    if (isExcelError(value))
        return value;
    if (typeof value === "object") {
        const basic = basicValueOf(value);
        return basic === undefined ? value : readCell(basic);
    }
    // What is left is a primitive Excel never sends (bigint, symbol) or a function: kept as text.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    return String(value);
}
