"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OMITTED = void 0;
exports.liftCells = liftCells;
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
