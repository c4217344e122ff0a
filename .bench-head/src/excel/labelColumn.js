"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readLabelColumn = readLabelColumn;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const errors_2 = require("../core/errors");
const boardLabels_1 = require("../core/boardLabels");
const arguments_1 = require("./arguments");
const cells_1 = require("./cells");
const range_1 = require("./range");
/**
 * Reads a column of labels that must have the shape of scores (`rows` x `columns`), refused
 * otherwise citing `shapeForms`; text too long is refused before anything else. 0 is no label
 * (boards and pairs are numbered from 1): desktop Excel may pass an empty cell as 0. `shown` may
 * be shared by columns of one kind (North-South's and East-West's pairs).
 */
function readLabelColumn(labels, declaration, shapeForms, rows, columns, shown = new Map()) {
    const argument = declaration.name.en;
    const accepted = declaration.accepts;
    const single = Array.isArray(labels) ? undefined : (0, cells_1.readCell)(labels);
    if (typeof single === "string")
        (0, arguments_1.boundedText)(single, argument, accepted);
    const range = (0, range_1.rowsOf)(labels);
    const width = (0, range_1.widthOf)(range);
    if (range.length !== rows || width !== columns) {
        throw new errors_2.BridgeInputError(argument, undefined, shapeForms, (0, contextForms_1.rangeReceived)((0, errors_1.shapeName)(range.length, width)));
    }
    const keys = new Array(rows * columns).fill(undefined);
    const column = { keys, shown, bad: new Map() };
    let i = 0;
    for (const row of range) {
        for (let c = 0; c < columns; c++, i++) {
            const value = (0, range_1.valueIn)(row, c);
            // The usual cell, a board number, is its own key, read without readCell.
            const label = typeof value === "number" && value !== 0 && Number.isFinite(value)
                ? value
                : labelIn(column, i, (0, cells_1.readCell)(value), declaration);
            if (label === undefined)
                continue;
            const key = (0, boardLabels_1.labelKey)(label);
            column.keys[i] = key;
            if (!shown.has(key))
                shown.set(key, label);
        }
    }
    return column;
}
/** The label a cell holds; undefined for a blank or 0, and for a bad cell, noted in `bad`. */
function labelIn(column, i, cell, declaration) {
    if (cell === cells_1.BLANK || (declaration.zeroIsBlank && cell === 0))
        return undefined;
    if (typeof cell === "string")
        return (0, arguments_1.boundedText)(cell, declaration.name.en, declaration.accepts);
    if (typeof cell === "number")
        return cell;
    column.bad.set(i, cell);
    return undefined;
}
