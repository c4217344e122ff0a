"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_CELLS = void 0;
exports.tooManyCells = tooManyCells;
exports.refuseTooManyCells = refuseTooManyCells;
exports.rowsOf = rowsOf;
exports.widthOf = widthOf;
exports.valueIn = valueIn;
const errors_1 = require("../messages/errors");
const displayLanguage_1 = require("./displayLanguage");
const errors_2 = require("./errors");
/**
 * A range as Excel passes it, read in one place: rows of cells (a value that is not an array is
 * a range of one cell, a row that is not an array a row of one cell), and the most cells a call
 * reads.
 */
/** The most cells one call reads; a larger range is refused at once rather than left to hang. */
exports.MAX_CELLS = 1000000;
/**
 * The one refusal of a range too large, whichever function reads it: #VALUE! saying how many
 * cells it has, after the argument's name when one argument is too large ("scores: a range of
 * ..."; a lifted spill, whose size comes from all its arguments together, names none); undefined
 * when it has at most MAX_CELLS.
 */
function tooManyCells(cells, argument) {
    if (cells <= exports.MAX_CELLS)
        return undefined;
    const texts = errors_1.ERROR_TEXTS[(0, displayLanguage_1.messageLanguage)()];
    const tooLarge = texts.rangeTooLarge(cells, exports.MAX_CELLS);
    return (0, errors_2.invalidValue)(argument === undefined ? tooLarge : texts.argumentProblem(argument, tooLarge));
}
/** Throws tooManyCells's refusal of a range of `cells` cells, if any. */
function refuseTooManyCells(cells, argument) {
    const refused = tooManyCells(cells, argument);
    if (refused !== undefined)
        throw refused;
}
/** An argument's rows: a single value is a range of one cell. */
function rowsOf(argument) {
    return Array.isArray(argument) ? argument : [[argument]];
}
/** How many columns a range has: its widest row. */
function widthOf(range) {
    let columns = 0;
    for (const row of range)
        columns = Math.max(columns, Array.isArray(row) ? row.length : 1);
    return columns;
}
/** A cell of a range as Excel passes it; a row that is not an array is a row of one cell. */
function valueIn(row, column) {
    if (Array.isArray(row))
        return row[column];
    return column === 0 ? row : undefined;
}
