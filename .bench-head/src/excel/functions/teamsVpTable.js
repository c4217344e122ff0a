"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.victoryPointTableRows = victoryPointTableRows;
const arguments_1 = require("../arguments");
const cells_1 = require("../cells");
/**
 * The rows of BRIDGE.VP's scale when it is an event's own table (parseVictoryPointTable reads them): a range of two columns (the IMP margin each band
 * starts from, the winner's VPs) of at least two rows, every cell a number, a number written as
 * text, or blank. Anything else (a keyword, a single row, a range holding text or an error value)
 * is not a table and is read as before, cell by cell, as a keyword. Blank rows at the end (a range
 * selected longer than the table) are dropped; a blank cell inside is refused by the table's rules.
 */
function victoryPointTableRows(scale) {
    if (!Array.isArray(scale) || scale.length < 2)
        return undefined;
    const rows = [];
    for (const row of scale) {
        if (!Array.isArray(row) || row.length !== 2)
            return undefined;
        const numbers = row.map(tableNumber);
        if (numbers.some((number) => number === undefined))
            return undefined;
        rows.push(numbers);
    }
    while (rows.length > 0 && rows[rows.length - 1].every(Number.isNaN))
        rows.pop();
    return rows.length === 0 ? undefined : rows;
}
/** A table cell's number; NaN for a blank (refused by the table's rules); undefined otherwise. */
function tableNumber(value) {
    const cell = (0, cells_1.readCell)(value);
    if (cell === cells_1.BLANK)
        return NaN;
    if (typeof cell === "number")
        return cell;
    if (typeof cell === "string")
        return (0, arguments_1.numberInText)(cell);
    return undefined;
}
