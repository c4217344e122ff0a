"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ddtable = ddtable;
exports.ddrow = ddrow;
const doubleDummy_1 = require("../../messages/functions/doubleDummy");
const errors_1 = require("../../core/errors");
const deal_1 = require("../../core/deal");
const cells_1 = require("../cells");
const arguments_1 = require("../arguments");
const errors_2 = require("../errors");
const range_1 = require("../range");
const contextForms_1 = require("../../messages/contextForms");
const doubleDummyService_1 = require("../doubleDummyService");
/** A DDROW row: the 20 numbers of a table, N then E, S, W, each C D H S NT. */
const ROW_LENGTH = 20;
/**
 * One cell's deal: undefined for a blank; an error value comes back as the error to show.
 * Anything but PBN deal text is refused naming the argument.
 */
function readDealCell(value, declaration) {
    const cell = (0, cells_1.readCell)(value);
    if ((0, cells_1.isExcelError)(cell))
        throw (0, errors_2.passOn)(cell);
    const text = (0, arguments_1.readArgument)(declaration, cell);
    return text === undefined ? undefined : (0, deal_1.parseDeal)(text, declaration.name.en);
}
/** A single value where one deal is expected: a 1x1 range is its cell, a larger one is refused. */
function singleValue(value, declaration) {
    if (!Array.isArray(value))
        return value;
    const rows = value;
    if (rows.length === 1 && Array.isArray(rows[0]) && rows[0].length === 1)
        return rows[0][0];
    throw new errors_1.BridgeInputError(declaration.name.en, value, (0, contextForms_1.oneCellForms)(declaration.accepts), contextForms_1.SEVERAL_CELLS_RECEIVED);
}
/** BRIDGE.DDTABLE: its arguments and descriptions are declared in src/messages/functions/doubleDummy.ts. */
async function ddtable(deal) {
    try {
        const declared = doubleDummy_1.DDTABLE_ARGUMENTS.deal;
        const parsed = readDealCell(singleValue(deal, declared), declared);
        if (parsed === undefined)
            return [[""]];
        return await (0, doubleDummyService_1.tableOfDeal)(parsed);
    }
    catch (error) {
        return [[(0, errors_2.cellErrorOf)(error)]];
    }
}
/** BRIDGE.DDROW: its arguments and descriptions are declared in src/messages/functions/doubleDummy.ts. */
async function ddrow(deals) {
    const rows = Array.isArray(deals) ? deals : [[deals]];
    let count = 0;
    for (const row of rows)
        count += Array.isArray(row) ? row.length : 1;
    const tooLarge = (0, range_1.tooManyCells)(count);
    if (tooLarge !== undefined)
        return [[tooLarge]];
    // An empty range (Excel never sends one) reads as a blank.
    if (count === 0)
        return [[""]];
    const answers = [];
    for (const row of rows) {
        for (const value of Array.isArray(row) ? row : [row])
            answers.push(rowOfDeal(value));
    }
    return Promise.all(answers);
}
async function rowOfDeal(value) {
    try {
        const parsed = readDealCell(value, doubleDummy_1.DDROW_ARGUMENTS.deals);
        if (parsed === undefined)
            return new Array(ROW_LENGTH).fill("");
        const table = await (0, doubleDummyService_1.tableOfDeal)(parsed);
        return table.flat();
    }
    catch (error) {
        return new Array(ROW_LENGTH).fill((0, errors_2.cellErrorOf)(error));
    }
}
