"use strict";
/*
 * A1 addresses as Excel writes them in English formulas: column letters, ranges, and sheet names
 * quoted where Excel quotes them.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.columnLetters = columnLetters;
exports.cellAddress = cellAddress;
exports.rangeAddress = rangeAddress;
exports.columnRange = columnRange;
exports.sheetReference = sheetReference;
exports.onSheet = onSheet;
exports.columnNumber = columnNumber;
exports.parseCell = parseCell;
exports.blockAddress = blockAddress;
exports.rangeSize = rangeSize;
/** Column letters of a 1-based column number: 1 is A, 27 is AA. */
function columnLetters(column) {
    let letters = "";
    for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
        letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
    }
    return letters;
}
/** "B3" for column 2, row 3. */
function cellAddress(column, row) {
    return `${columnLetters(column)}${row}`;
}
/** "B3:B10"; a single cell when the corners meet. */
function rangeAddress(firstColumn, firstRow, lastColumn, lastRow) {
    const first = cellAddress(firstColumn, firstRow);
    const last = cellAddress(lastColumn, lastRow);
    return first === last ? first : `${first}:${last}`;
}
/** A column's cells from row to lastRow: "D2:D127". */
function columnRange(column, firstRow, lastRow) {
    return rangeAddress(column, firstRow, column, lastRow);
}
/** A sheet name as a formula refers to it: always quoted (Excel accepts it), ' doubled. */
function sheetReference(sheetName) {
    return `'${sheetName.replace(/'/g, "''")}'`;
}
/** "'Session 2026-11-30'!D2:D127". */
function onSheet(sheetName, address) {
    return `${sheetReference(sheetName)}!${address}`;
}
/** The column number of letters: A is 1, AA is 27. */
function columnNumber(letters) {
    let number = 0;
    for (const letter of letters.toUpperCase())
        number = number * 26 + letter.charCodeAt(0) - 64;
    return number;
}
/** Column and row of "B3". */
function parseCell(address) {
    const match = /^([A-Z]+)(\d+)$/i.exec(address);
    if (!match)
        throw new Error(`not a cell address: ${address}`);
    return { column: columnNumber(match[1]), row: Number(match[2]) };
}
/** The range of a block of `rows` x `columns` cells from its top-left cell. */
function blockAddress(topLeft, rows, columns) {
    const { column, row } = parseCell(topLeft);
    return rangeAddress(column, row, column + columns - 1, row + rows - 1);
}
/** Rows and columns of "A2:C10" (or of one cell). */
function rangeSize(address) {
    const [first, last = first] = address.split(":");
    const a = parseCell(first);
    const b = parseCell(last);
    return { rows: b.row - a.row + 1, columns: b.column - a.column + 1 };
}
