"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OMITTED = void 0;
exports.liftCells = liftCells;
exports.liftColumnCells = liftColumnCells;
const cells_1 = require("./cells");
const errors_1 = require("../messages/errors");
const displayLanguage_1 = require("./displayLanguage");
const errors_2 = require("./errors");
const range_1 = require("./range");
const spill_1 = require("./spill");
/** An omitted optional argument (null) stays omitted; blank cells inside a range are blanks. */
exports.OMITTED = Symbol("omitted");
function toGrid(argument) {
    if (argument === null || argument === undefined) {
        return { present: false, rows: [], height: 1, width: 1 };
    }
    if (!Array.isArray(argument))
        return { present: true, rows: [[argument]], height: 1, width: 1 };
    return { present: true, rows: argument, height: argument.length, width: (0, range_1.widthOf)(argument) };
}
/**
 * Excel's array lifting for functions of single values: every argument may be a range; the
 * result has the largest height and width among them; an argument of one row (or column) is
 * repeated down (or across); where a range is too small for the result, the cell gets #N/A.
 * All arguments single values: a single value out. `compute` sees each cell read by `readCell`
 * (OMITTED for an omitted optional argument), and its errors stay in its own cell. It must not
 * keep the array it is given: one array serves every cell of a spill. `context` is handed to
 * every `compute` call: per-call state (readers that remember), so `compute` can be a function
 * declared once rather than a closure made on each call, which the engine would re-optimize.
 */
function liftCells(args, compute, context) {
    const cells = new Array(args.length);
    if (!args.some(Array.isArray)) {
        args.forEach((argument, i) => {
            cells[i] = argument === null || argument === undefined ? exports.OMITTED : (0, cells_1.readCell)(argument);
        });
        return (0, errors_2.computeInCell)(compute, cells, context);
    }
    const grids = args.map(toGrid);
    const height = Math.max(...grids.map((grid) => grid.height));
    const width = Math.max(...grids.map((grid) => grid.width));
    const tooLarge = (0, range_1.tooManyCells)(height * width);
    if (tooLarge !== undefined)
        return [[tooLarge]];
    if (height === 0 || width === 0)
        return [[""]];
    const output = new Array(height);
    if (width === 1) {
        const rowOf = (0, spill_1.oneCellRows)();
        for (let r = 0; r < height; r++) {
            output[r] = rowOf(fillCells(cells, grids, r, 0)
                ? (0, errors_2.computeInCell)(compute, cells, context)
                : shapesDoNotMeet());
        }
        return output;
    }
    for (let r = 0; r < height; r++) {
        const line = new Array(width);
        for (let c = 0; c < width; c++) {
            line[c] = fillCells(cells, grids, r, c)
                ? (0, errors_2.computeInCell)(compute, cells, context)
                : shapesDoNotMeet();
        }
        output[r] = line;
    }
    return output;
}
/** Reads the cells of every argument at (row, column) into `cells`; false where a range is too small. */
function fillCells(cells, grids, row, column) {
    for (let i = 0; i < grids.length; i++) {
        const grid = grids[i];
        if (!grid.present) {
            cells[i] = exports.OMITTED;
            continue;
        }
        const r = grid.height === 1 ? 0 : row;
        const c = grid.width === 1 ? 0 : column;
        if (r >= grid.height || c >= grid.width)
            return false;
        cells[i] = (0, cells_1.readCell)((0, range_1.valueIn)(grid.rows[r], c));
    }
    return true;
}
function shapesDoNotMeet() {
    return (0, errors_2.notAvailable)(errors_1.ERROR_TEXTS[(0, displayLanguage_1.messageLanguage)()].rangesDoNotMeet);
}
/**
 * liftCells with a short path for the usual call of a function over a traveller: every argument a
 * single value, omitted, or a one-column range, the ranges of one height. Each row's values go
 * first to `quick` as they came (a range's cells as Excel passed them: null, "" or untrimmed text;
 * single values read once by readCell); it answers the row's number, or undefined to leave the row
 * to `compute`, which sees the row read as liftCells reads it. `quick` must never throw, and must
 * answer only what `compute` would (a property test holds SCORE's two to that). Any other shape
 * of call is lifted by liftCells.
 */
function liftColumnCells(args, quick, compute, context) {
    var _a;
    const height = commonColumnHeight(args);
    if (height === undefined)
        return liftCells(args, compute, context);
    const count = args.length;
    const columns = new Array(count);
    const singles = new Array(count);
    for (let i = 0; i < count; i++) {
        const argument = args[i];
        // commonColumnHeight checked that every range is `height` rows or one cell.
        if (Array.isArray(argument) && argument.length === height && height > 1) {
            columns[i] = argument;
            continue;
        }
        columns[i] = undefined;
        singles[i] =
            argument === null || argument === undefined
                ? exports.OMITTED
                : (0, cells_1.readCell)(Array.isArray(argument) ? argument[0][0] : argument);
    }
    const raw = singles.slice();
    const cells = new Array(count);
    const output = new Array(height);
    const rowOf = (0, spill_1.oneCellRows)();
    const rowsByTens = new Array(2 * TENS_OFFSET + 1);
    for (let r = 0; r < height; r++) {
        for (let i = 0; i < count; i++) {
            const column = columns[i];
            if (column === undefined)
                continue;
            const row = column[r];
            // A row of other than one cell: the range is no column after all. Checked here, where the
            // row is read anyway, not in a pass of its own over every row (what this row and those
            // before it left in `context`, readings remembered, liftCells reads again alike).
            if (!Array.isArray(row) || row.length !== 1)
                return liftCells(args, compute, context);
            raw[i] = row[0];
        }
        const answer = quick(raw, context);
        if (answer !== undefined) {
            // Every duplicate score is a multiple of 10 within ±7,600: its row by index, not by hash.
            const tens = answer / 10 + TENS_OFFSET;
            if (tens >= 0 && tens <= 2 * TENS_OFFSET && (tens | 0) === tens) {
                output[r] = (_a = rowsByTens[tens]) !== null && _a !== void 0 ? _a : (rowsByTens[tens] = rowOf(answer));
            }
            else
                output[r] = rowOf(answer);
            continue;
        }
        for (let i = 0; i < count; i++) {
            cells[i] = columns[i] === undefined ? singles[i] : (0, cells_1.readCell)(raw[i]);
        }
        output[r] = rowOf((0, errors_2.computeInCell)(compute, cells, context));
    }
    return output;
}
/** Answers from -8,000 to 8,000 in tens are kept in an array (see liftColumnCells). */
const TENS_OFFSET = 800;
/** A row of a range that is one cell: an array of one value. */
function isOneCellRow(row) {
    return Array.isArray(row) && row.length === 1;
}
/**
 * The height shared by the arguments that are ranges of more than one row, each starting with a
 * row of one cell, when every other argument is a single value, a range of one cell or omitted;
 * otherwise undefined. liftColumnCells checks the other rows of each range as it reads them.
 */
function commonColumnHeight(args) {
    let height;
    for (const argument of args) {
        if (!Array.isArray(argument))
            continue;
        if (argument.length === 0 || !isOneCellRow(argument[0]))
            return undefined;
        if (argument.length === 1)
            continue;
        if (height !== undefined && argument.length !== height)
            return undefined;
        height = argument.length;
    }
    return height !== undefined && height <= range_1.MAX_CELLS ? height : undefined;
}
