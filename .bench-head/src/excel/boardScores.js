"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readBoardScores = readBoardScores;
exports.sameInEveryCell = sameInEveryCell;
exports.inShapeOf = inShapeOf;
exports.answerAt = answerAt;
exports.entryIn = entryIn;
const adjusted_1 = require("../core/adjusted");
const errors_1 = require("../core/errors");
const scoreTally_1 = require("../core/scoreTally");
const cells_1 = require("./cells");
const errors_2 = require("./errors");
const range_1 = require("./range");
const spill_1 = require("./spill");
const arguments_1 = require("./arguments");
const acceptedForms_1 = require("../messages/acceptedForms");
const arguments_2 = require("../messages/functions/arguments");
/** Reads a scores range (or a single value) cell by cell. */
function readBoardScores(scores, { argument = arguments_2.SCORES.name.en, wholePoints = false, nameOfCell } = {}) {
    const range = (0, range_1.rowsOf)(scores);
    const columns = (0, range_1.widthOf)(range);
    const tooLarge = (0, range_1.tooManyCells)(range.length * columns, argument);
    if (tooLarge !== undefined)
        return tooLarge;
    const board = {
        range,
        rows: range.length,
        columns,
        wholePoints,
        tally: (0, scoreTally_1.startTally)(argument),
        others: new Map(),
        adjustedScores: 0,
        firstBad: -1,
        nameOfCell,
    };
    let i = 0;
    for (const row of range) {
        for (let c = 0; c < columns; c++, i++) {
            const value = (0, range_1.valueIn)(row, c);
            if (isNumberResult(value, wholePoints))
                (0, scoreTally_1.addToTally)(board.tally, value);
            else
                readOtherCell(board, i, value, argument);
        }
    }
    return board;
}
/** The usual cell: a number that is a result as it stands, read without a call. */
function isNumberResult(value, wholePoints) {
    return typeof value === "number" && (wholePoints ? Number.isInteger(value) : isFinite(value));
}
function readOtherCell(board, i, value, argument) {
    const cell = (0, cells_1.readCell)(value);
    if (cell === cells_1.BLANK)
        return;
    if ((0, cells_1.isExcelError)(cell)) {
        markBad(board, i, (0, errors_2.passOn)(cell));
        return;
    }
    try {
        let score;
        if (typeof cell === "number")
            score = cell;
        if (typeof cell === "string") {
            (0, arguments_1.boundedText)(cell, argument, arguments_2.SCORES.accepts);
            if ((0, adjusted_1.isNotPlayed)(cell))
                return;
            if ((0, adjusted_1.isAdjustedScoreNotation)(cell)) {
                board.others.set(i, { kind: "adjusted", adjusted: (0, adjusted_1.parseAdjustedScore)(cell, argument) });
                board.adjustedScores++;
                return;
            }
            score = (0, arguments_1.numberArgument)(cell, argument, arguments_2.SCORES.accepts);
        }
        if (score === undefined)
            throw new errors_1.BridgeInputError(argument, cell, arguments_2.SCORES.accepts);
        if (board.wholePoints && !Number.isInteger(score)) {
            throw new errors_1.BridgeInputError(argument, score, acceptedForms_1.ACCEPTED_FORMS.datumScore);
        }
        (0, scoreTally_1.addToTally)(board.tally, score);
        board.others.set(i, { kind: "result", score });
    }
    catch (error) {
        if (!(error instanceof errors_1.BridgeInputError))
            throw error;
        markBad(board, i, (0, errors_2.cellErrorOf)(error), error);
    }
}
function markBad(board, i, error, input) {
    board.others.set(i, { kind: "bad", error, input });
    if (board.firstBad < 0)
        board.firstBad = i;
}
/** Answers that show the same value (an error blocking the board) in every scored cell. */
function sameInEveryCell(value) {
    return { result: () => value, adjusted: () => value };
}
/**
 * Lays the answers back in the shape of the range: each real result and adjusted score gets its
 * answer, a blank or "NP" cell "" and a bad cell its own error.
 */
function inShapeOf(board, answers) {
    // A range without cells gives one blank cell, as liftCells does: Excel needs a row and a column.
    if (board.rows === 0 || board.columns === 0)
        return [[""]];
    const output = new Array(board.rows);
    if (board.columns === 1 && board.rows > SMALL_BOARD) {
        const rowOfCell = rowsOfColumn(board, answers);
        for (let r = 0; r < board.rows; r++)
            output[r] = rowOfCell((0, range_1.valueIn)(board.range[r], 0), r);
        return output;
    }
    let i = 0;
    for (let r = 0; r < board.rows; r++) {
        const row = board.range[r];
        const line = new Array(board.columns);
        for (let c = 0; c < board.columns; c++, i++) {
            line[c] = answerOfCell(board, i, (0, range_1.valueIn)(row, c), answers);
        }
        output[r] = line;
    }
    return output;
}
/** Below this many rows a column's answers are worked out cell by cell. */
const SMALL_BOARD = 256;
/** The real result in cell i (holding `value`), or undefined. */
function resultIn(board, i, value) {
    if (isNumberResult(value, board.wholePoints))
        return value === 0 ? 0 : value;
    const other = board.others.get(i);
    return (other === null || other === void 0 ? void 0 : other.kind) === "result" ? other.score : undefined;
}
/** What cell i of the board shows (see inShapeOf), for a caller that lays the cells out itself. */
function answerAt(board, i, answers) {
    const value = (0, range_1.valueIn)(board.range[Math.floor(i / board.columns)], i % board.columns);
    return answerOfCell(board, i, value, answers);
}
function answerOfCell(board, i, value, answers) {
    const score = resultIn(board, i, value);
    if (score !== undefined)
        return (0, errors_2.computeInCell)(answerOfResult, score, answers);
    const other = board.others.get(i);
    if (other === undefined)
        return "";
    if (other.kind === "adjusted")
        return (0, errors_2.computeInCell)(answerOfAdjusted, other.adjusted, answers);
    if (other.kind === "bad")
        return other.error;
    return "";
}
/**
 * The rows of a long one-column board, by cell: a result's answer is worked out once per
 * distinct score, and cells of equal answers share one row (see oneCellRows).
 */
function rowsOfColumn(board, answers) {
    const rowByScore = new Map();
    const rowOf = (0, spill_1.oneCellRows)();
    return (value, i) => {
        const score = resultIn(board, i, value);
        if (score === undefined)
            return rowOf(answerOfCell(board, i, value, answers));
        let row = rowByScore.get(score);
        if (row === undefined) {
            row = rowOf(answerOfCell(board, i, value, answers));
            rowByScore.set(score, row);
        }
        return row;
    };
}
/**
 * What cell i holds, read as the board functions read it: a real result (North-South's score),
 * an adjusted score, undefined for a blank or "NP", or the cell's error.
 */
function entryIn(board, i) {
    const score = resultIn(board, i, (0, range_1.valueIn)(board.range[Math.floor(i / board.columns)], i % board.columns));
    if (score !== undefined)
        return score;
    const other = board.others.get(i);
    if ((other === null || other === void 0 ? void 0 : other.kind) === "adjusted")
        return other.adjusted;
    if ((other === null || other === void 0 ? void 0 : other.kind) === "bad")
        return other;
    return undefined;
}
// Declared once, so that no closure is made per cell.
const answerOfResult = (score, answers) => answers.result(score);
const answerOfAdjusted = (score, answers) => answers.adjusted(score);
