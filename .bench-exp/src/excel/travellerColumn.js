"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.liftTravellerColumn = liftTravellerColumn;
const cells_1 = require("./cells");
const errors_1 = require("./errors");
const lift_1 = require("./lift");
const range_1 = require("./range");
const spill_1 = require("./spill");
/**
 * BRIDGE.SCORE lifted over its usual call, a traveller: every argument a single value, omitted,
 * or a one-column range, the ranges of one height. Each row's five values go first to `quick`;
 * a row it leaves goes to `compute`, which sees the row read as liftCells reads it. Any other
 * shape of call is lifted by liftCells. The five values are read into variables, not into an
 * array handed to a function taking any number of cells: on a column of 100,000 lines that
 * array's writes and reads were a sixth of the call's time.
 */
let UL, SC;
function liftTravellerColumn(args, quick, compute, context) {
    var _a;
    UL = UL || require('../core/usualLine'); SC = SC || require('./scoreColumn');
    const height = commonColumnHeight(args);
    if (height === undefined)
        return (0, lift_1.liftCells)(args, compute, context);
    const [contracts, results, vulnerabilities, doublings, declarers] = [
        columnOf(args[0], height),
        columnOf(args[1], height),
        columnOf(args[2], height),
        columnOf(args[3], height),
        columnOf(args[4], height),
    ];
    // Single values read once; a column's place holds OMITTED, never read.
    const contract = contracts === undefined ? singleOf(args[0]) : lift_1.OMITTED;
    const result = results === undefined ? singleOf(args[1]) : lift_1.OMITTED;
    const vulnerability = vulnerabilities === undefined ? singleOf(args[2]) : lift_1.OMITTED;
    const doubling = doublings === undefined ? singleOf(args[3]) : lift_1.OMITTED;
    const declarer = declarers === undefined ? singleOf(args[4]) : lift_1.OMITTED;
    const output = new Array(height);
    const rowOf = (0, spill_1.oneCellRows)();
    const rowsByTens = new Array(2 * TENS_OFFSET + 1);
    for (let r = 0; r < height; r++) {
        const c = valueAt(contracts, contract, r);
        const t = valueAt(results, result, r);
        const v = valueAt(vulnerabilities, vulnerability, r);
        const x = valueAt(doublings, doubling, r);
        const d = valueAt(declarers, declarer, r);
        // A row of other than one cell: the range is no column after all. Checked here, where the row
        // is read anyway, not in a pass of its own (what the rows before left in `context`, readings
        // remembered, liftCells reads again alike).
        if (c === NOT_ONE_CELL || t === NOT_ONE_CELL || v === NOT_ONE_CELL)
            return (0, lift_1.liftCells)(args, compute, context);
        if (x === NOT_ONE_CELL || d === NOT_ONE_CELL)
            return (0, lift_1.liftCells)(args, compute, context);
        const answer = (x === lift_1.OMITTED && typeof c === 'string') ? UL.scoreUsualLine(c, (0, SC.isBlankResult)(t) ? undefined : t, v, (0, SC.isBlankAsGiven)(d) ? undefined : d, context) : quick(c, t, v, x, d, context);
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
        const cells = [
            contracts === undefined ? contract : (0, cells_1.readCell)(c),
            results === undefined ? result : (0, cells_1.readCell)(t),
            vulnerabilities === undefined ? vulnerability : (0, cells_1.readCell)(v),
            doublings === undefined ? doubling : (0, cells_1.readCell)(x),
            declarers === undefined ? declarer : (0, cells_1.readCell)(d),
        ];
        output[r] = rowOf((0, errors_1.computeInCell)(compute, cells, context));
    }
    return output;
}
/** Answers from -8,000 to 8,000 in tens are kept in an array (see liftTravellerColumn). */
const TENS_OFFSET = 800;
/** What valueAt gives for a row that is not one cell. */
const NOT_ONE_CELL = Symbol("not one cell");
/** Row `r`'s value: the column's cell as Excel passed it, or the single value for every row. */
function valueAt(column, single, r) {
    if (column === undefined)
        return single;
    const row = column[r];
    return Array.isArray(row) && row.length === 1 ? row[0] : NOT_ONE_CELL;
}
/** The argument when it is a range of `height` rows (more than one), else undefined. */
function columnOf(argument, height) {
    return Array.isArray(argument) && argument.length === height && height > 1 ? argument : undefined;
}
/** A single value, or a range of one cell, read once; an omitted argument stays omitted. */
function singleOf(argument) {
    if (argument === null || argument === undefined)
        return lift_1.OMITTED;
    return (0, cells_1.readCell)(Array.isArray(argument) ? argument[0][0] : argument);
}
/** A row of a range that is one cell: an array of one value. */
function isOneCellRow(row) {
    return Array.isArray(row) && row.length === 1;
}
/**
 * The height shared by the arguments that are ranges of more than one row, each starting with a
 * row of one cell, when every other argument is a single value, a range of one cell or omitted;
 * otherwise undefined. liftTravellerColumn checks the other rows of each range as it reads them.
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
