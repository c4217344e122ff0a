"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.boardCall = boardCall;
exports.readScores = readScores;
exports.readDirection = readDirection;
exports.readSetting = readSetting;
exports.settingCell = settingCell;
exports.blockingError = blockingError;
exports.cellName = cellName;
exports.sideBySide = sideBySide;
exports.refuseTravellerColumns = refuseTravellerColumns;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const errors_2 = require("../core/errors");
const matchpoints_1 = require("../core/matchpoints");
const arguments_1 = require("../messages/functions/arguments");
const arguments_2 = require("./arguments");
const boardScores_1 = require("./boardScores");
const cells_1 = require("./cells");
const displayLanguage_1 = require("./displayLanguage");
const errors_3 = require("./errors");
const lift_1 = require("./lift");
const range_1 = require("./range");
/**
 * A whole-board function's call: its errors as one #VALUE! or cell by cell, its settings, the
 * error a bad cell puts in the board's other cells, and how its answers are laid side by side.
 */
/**
 * Runs a whole-board function: bad input that concerns the whole call (a bad setting, a range
 * too large) gives one #VALUE! with its message; errors of single scores stay in their own cells.
 */
function boardCall(compute) {
    try {
        return compute();
    }
    catch (error) {
        return [[(0, errors_3.cellErrorOf)(error)]];
    }
}
/** The board's scores range, read cell by cell (throws the error of a range too large). */
function readScores(scores, reading) {
    const board = (0, boardScores_1.readBoardScores)(scores, reading);
    if (board instanceof CustomFunctions.Error)
        throw board;
    refuseTravellerColumns(board.range, board.columns);
    return board;
}
/** The direction of a board function: "NS" (the default), "EW" or "BOTH". */
function readDirection(direction) {
    return readSetting(arguments_1.DIRECTION, direction, matchpoints_1.MATCHPOINT_DIRECTIONS);
}
function readSetting(declaration, setting, keywords) {
    const cell = settingCell(setting, declaration);
    return keywords === undefined
        ? (0, arguments_2.readArgument)(declaration, cell)
        : (0, arguments_2.readArgument)(declaration, cell, keywords);
}
/**
 * A setting that applies to the whole board (scale, method, trim...): one value; a range of one
 * cell is that cell. An error value in it is passed on.
 */
function settingCell(setting, declaration) {
    if (setting === null || setting === undefined)
        return lift_1.OMITTED;
    let value = setting;
    if (Array.isArray(setting)) {
        let count = 0;
        for (const row of setting)
            count += Array.isArray(row) ? row.length : 1;
        if (count !== 1) {
            throw new errors_2.BridgeInputError(declaration.name.en, undefined, contextForms_1.SINGLE_VALUE_FORMS, (0, contextForms_1.rangeReceived)((0, contextForms_1.cellCount)(count)));
        }
        const row = setting.find((line) => !Array.isArray(line) || line.length === 1);
        value = Array.isArray(row) ? row[0] : row;
    }
    const cell = (0, cells_1.readCell)(value);
    if ((0, cells_1.isExcelError)(cell))
        throw (0, errors_3.passOn)(cell);
    return cell;
}
/**
 * The error every other cell of a board gets while one of its cells is bad: every score is
 * compared with the others, so none can be scored without it, and a number computed as if the
 * bad cell were not there would be wrong. It names the cell ("no matchpoints while row 3 ...").
 */
function blockingError(board, none) {
    var _a, _b;
    const bad = board.firstBad;
    if (bad < 0)
        return undefined;
    const { error } = board.others.get(bad);
    const language = (0, displayLanguage_1.messageLanguage)();
    const cell = (_b = (_a = board.nameOfCell) === null || _a === void 0 ? void 0 : _a.call(board, bad, language)) !== null && _b !== void 0 ? _b : cellName(board.rows, board.columns, bad, language);
    return new CustomFunctions.Error(error.code, errors_1.ERROR_TEXTS[language].blockedBy(none[language], cell, error.code, error.message || undefined));
}
/** "row 3" of a column, "column 2" of a row, "row 3, column 2" of a block (cell i of rows x columns). */
function cellName(rows, columns, i, language) {
    const row = Math.floor(i / columns) + 1;
    const column = (i % columns) + 1;
    const texts = errors_1.ERROR_TEXTS[language];
    if (columns === 1)
        return texts.cellOfScores(row, undefined);
    if (rows === 1)
        return texts.cellOfScores(undefined, column);
    return texts.cellOfScores(row, column);
}
/**
 * BOTH: East-West's block to the right of North-South's; for a single row of more than one cell,
 * below it.
 */
function sideBySide(rows, columns, ns, ew) {
    if (rows === 1 && columns > 1)
        return [ns[0], ew[0]];
    return ns.map((row, r) => [...row, ...ew[r]]);
}
/**
 * A paper traveller keeps North-South's plus scores and East-West's in two columns, NS+ and EW+,
 * one of them filled on each row. Selected together they are not one field of North-South
 * scores (EW+ 420 is North-South -420): a two-column range with at most one score per row, none
 * negative, some rows on the left and some on the right, is refused, saying what to select. A
 * block of real North-South scores has minus scores and full rows.
 */
function refuseTravellerColumns(range, columns) {
    if (columns !== 2 || range.length < 2)
        return;
    let left = 0;
    let right = 0;
    for (const row of range) {
        const ns = plusScoreIn((0, range_1.valueIn)(row, 0));
        const ew = plusScoreIn((0, range_1.valueIn)(row, 1));
        if (ns === undefined || ew === undefined)
            return; // a minus score or other text: not NS+/EW+
        if (ns > 0 && ew > 0)
            return;
        if (ns > 0)
            left++;
        if (ew > 0)
            right++;
    }
    if (left === 0 || right === 0)
        return;
    throw (0, errors_3.invalidValue)(errors_1.ERROR_TEXTS[(0, displayLanguage_1.messageLanguage)()].travellerColumns);
}
/** A cell of a NS+ or EW+ column: its score (0 when blank), or undefined for anything else. */
function plusScoreIn(value) {
    const cell = (0, cells_1.readCell)(value);
    if (cell === cells_1.BLANK)
        return 0;
    const score = typeof cell === "string" && /^\d+$/.test(cell) ? Number(cell) : cell;
    return typeof score === "number" && score >= 0 ? score : undefined;
}
