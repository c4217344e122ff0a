"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_TABLE = void 0;
exports.readTrickTableArgument = readTrickTableArgument;
const errors_1 = require("../core/errors");
const trickTable_1 = require("../core/trickTable");
const inputProblems_1 = require("../messages/inputProblems");
const arguments_1 = require("./arguments");
const cells_1 = require("./cells");
const errors_2 = require("./errors");
const range_1 = require("./range");
const arguments_2 = require("../messages/functions/arguments");
/** A double-dummy table not filled in yet: the answer is blank. */
exports.NO_TABLE = "no table";
/**
 * Reads a double-dummy table range as a hand record lays it out: 4 rows (N E S W) by 5 columns
 * (C D H S NT), or the 5 x 4 transpose (rows C D H S NT, columns N E S W); the shape says which.
 * A table with nothing in it (blanks, or the 0s some desktop builds pass for empty cells) is
 * NO_TABLE. An error value in a cell is passed on (thrown); any other bad table throws a
 * BridgeInputError naming the declared argument, a grid of levels included (checkTrickTable).
 */
function readTrickTableArgument(range, declaration = arguments_2.TRICK_TABLE) {
    const argument = declaration.name.en;
    const accepts = declaration.accepts;
    const rows = (0, range_1.rowsOf)(range);
    const width = (0, range_1.widthOf)(rows);
    const height = rows.length;
    (0, range_1.refuseTooManyCells)(height * width, argument);
    const cellAt = (r, c) => (0, range_1.valueIn)(rows[r], c);
    if (height * width <= 1) {
        // One value: blank, an error passed on, or a single number or text that is no table.
        const cell = (0, cells_1.readCell)(height === 0 ? undefined : cellAt(0, 0));
        if (cell === cells_1.BLANK || (declaration.zeroIsBlank && cell === 0))
            return exports.NO_TABLE;
        if ((0, cells_1.isExcelError)(cell))
            throw (0, errors_2.passOn)(cell);
        (0, arguments_1.numberArgument)(cell, argument, accepts);
        throw new errors_1.BridgeInputError(argument, cell, accepts);
    }
    const transposed = height === 5 && width === 4;
    if (!(height === 4 && width === 5) && !transposed) {
        throw new errors_1.BridgeInputError(argument, undefined, accepts, (0, inputProblems_1.inEachLanguage)(inputProblems_1.TRICK_TABLE_PROBLEMS, (_, words) => words.notFourByFive(height, width)));
    }
    const table = [];
    let filled = false;
    const blanks = [];
    for (let seat = 0; seat < 4; seat++) {
        const tricks = [];
        for (let strain = 0; strain < 5; strain++) {
            const cell = (0, cells_1.readCell)(transposed ? cellAt(strain, seat) : cellAt(seat, strain));
            if ((0, cells_1.isExcelError)(cell))
                throw (0, errors_2.passOn)(cell);
            const value = tricksInCell(cell, declaration, seat, strain);
            if (value === undefined)
                blanks.push([seat, strain]);
            else if (value !== 0)
                filled = true;
            tricks.push(value !== null && value !== void 0 ? value : 0);
        }
        table.push(tricks);
    }
    if (!filled)
        return exports.NO_TABLE;
    if (blanks.length > 0) {
        throw new errors_1.BridgeInputError(argument, undefined, accepts, (0, inputProblems_1.inEachLanguage)(inputProblems_1.TRICK_TABLE_PROBLEMS, (_, words) => words.blankTricks(blanks.map(([seat, strain]) => words.tableCell(seat, strain)).join(", "))));
    }
    return (0, trickTable_1.checkTrickTable)(table, argument);
}
/**
 * A cell's tricks, or undefined for a blank; a cell holding no number is named by its seat and
 * strain, in each language ("the tricks of South in notrump are "ten"").
 */
function tricksInCell(cell, declaration, seat, strain) {
    try {
        return (0, arguments_1.numberArgument)(cell, declaration.name.en, declaration.accepts);
    }
    catch (error) {
        if (!(error instanceof errors_1.BridgeInputError))
            throw error;
        throw (0, trickTable_1.badTricks)(declaration.name.en, seat, strain, cell);
    }
}
