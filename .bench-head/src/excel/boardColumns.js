"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.answerInShape = answerInShape;
const errors_1 = require("../messages/errors");
const arguments_1 = require("../messages/functions/arguments");
const displayLanguage_1 = require("./displayLanguage");
const errors_2 = require("../core/errors");
const boardLabels_1 = require("../core/boardLabels");
const boardScores_1 = require("./boardScores");
const boardCall_1 = require("./boardCall");
const cells_1 = require("./cells");
const errors_3 = require("./errors");
const labelColumn_1 = require("./labelColumn");
const plainSession_1 = require("./plainSession");
const range_1 = require("./range");
const spill_1 = require("./spill");
const arguments_2 = require("./arguments");
/**
 * Answers every cell of `scores` in its shape, for the direction asked (BOTH: North-South and
 * East-West side by side). Without `boards` the range is one board, and a bad setting of the
 * board stops the call. With `boards` each line is scored within its own board only: the lines
 * may come in any order, and a bad line or a board that cannot be scored stops that board only.
 */
function answerInShape(scores, boards, direction, fn) {
    if (boards === null || boards === undefined) {
        const board = (0, boardCall_1.readScores)(scores, fn.reading);
        if (board.rows === 0 || board.columns === 0)
            return [[""]];
        const answers = answersOrBlocked(board, fn);
        return laidOut(board.rows, board.columns, direction, (side) => (0, boardScores_1.inShapeOf)(board, answers(side)));
    }
    return answerEveryBoard(scores, boards, direction, fn);
}
/** A board with a bad cell shows, in every other cell, which cell stops it (see blockingError). */
function answersOrBlocked(board, fn) {
    const blocked = (0, boardCall_1.blockingError)(board, fn.what);
    if (blocked !== undefined)
        return () => (0, boardScores_1.sameInEveryCell)(blocked);
    return fn.answersOf(board);
}
function laidOut(rows, columns, direction, sideInShape) {
    if (direction === "NS")
        return sideInShape("ns");
    if (direction === "EW")
        return sideInShape("ew");
    return (0, boardCall_1.sideBySide)(rows, columns, sideInShape("ns"), sideInShape("ew"));
}
function answerEveryBoard(scores, boards, direction, fn) {
    var _a, _b;
    const sides = direction === "BOTH" ? ["ns", "ew"] : [direction === "EW" ? "ew" : "ns"];
    if (fn.answersByRank !== undefined) {
        const wholePoints = (_b = (_a = fn.reading) === null || _a === void 0 ? void 0 : _a.wholePoints) !== null && _b !== void 0 ? _b : false;
        const plain = (0, plainSession_1.answerPlainSession)(scores, boards, sides, wholePoints, fn.answersByRank);
        if (plain !== undefined)
            return plain;
    }
    // Text too long is reported as such before any other check (see boundedText).
    const single = Array.isArray(scores) ? undefined : (0, cells_1.readCell)(scores);
    if (typeof single === "string")
        (0, arguments_2.boundedText)(single, arguments_1.SCORES.name.en, arguments_1.SCORES.accepts);
    const range = (0, range_1.rowsOf)(scores);
    const rows = range.length;
    const columns = (0, range_1.widthOf)(range);
    (0, range_1.refuseTooManyCells)(rows * columns, arguments_1.SCORES.name.en);
    if (rows === 0 || columns === 0)
        return [[""]];
    (0, boardCall_1.refuseTravellerColumns)(range, columns);
    const labels = readBoardLabels(boards, rows, columns);
    const output = outputFor(rows, columns, sides.length);
    const valueAt = (i) => (0, range_1.valueIn)(range[Math.floor(i / columns)], i % columns);
    for (const i of labels.withoutBoard) {
        const answer = lineWithoutBoard(valueAt(i), labels.errors.get(i), (0, boardCall_1.cellName)(rows, columns, i, (0, displayLanguage_1.messageLanguage)()));
        sides.forEach((_side, s) => output.set(s, i, answer));
    }
    for (const [key, lines] of labels.boards) {
        const label = String(labels.shown.get(key));
        // The board's cells as a list: a value that is not an array is a row of one cell.
        const board = (0, boardCall_1.readScores)(lines.map((i) => valueAt(i)), {
            ...fn.reading,
            nameOfCell: (k, language) => errors_1.ERROR_TEXTS[language].cellOfBoard((0, boardCall_1.cellName)(rows, columns, lines[k], language), label),
        });
        const answers = answersOfBoard(board, fn, label);
        sides.forEach((side, s) => {
            const sideAnswers = answers(side);
            lines.forEach((i, k) => output.set(s, i, (0, boardScores_1.answerAt)(board, k, sideAnswers)));
        });
    }
    return output.cells;
}
/**
 * The spill of a session's answers, made once: cell i of side s goes where inShapeOf and
 * sideBySide would put it (BOTH: East-West's block to the right, or below a single row). The
 * answers are kept flat and laid out at the end, so that a one-cell-wide answer shares one row
 * per distinct value (see oneCellRows).
 */
function outputFor(rows, columns, sides) {
    const cellsPerSide = rows * columns;
    const flat = new Array(cellsPerSide * sides).fill("");
    return {
        set(side, i, value) {
            flat[side * cellsPerSide + i] = value;
        },
        get cells() {
            if (sides === 1 && columns === 1) {
                const rowOf = (0, spill_1.oneCellRows)();
                return flat.map((value) => rowOf(value));
            }
            if (sides === 2 && rows === 1 && columns > 1) {
                return [flat.slice(0, columns), flat.slice(columns)];
            }
            const cells = new Array(rows);
            for (let r = 0; r < rows; r++) {
                const row = new Array(columns * sides);
                for (let side = 0; side < sides; side++) {
                    for (let c = 0; c < columns; c++) {
                        row[side * columns + c] = flat[side * cellsPerSide + r * columns + c];
                    }
                }
                cells[r] = row;
            }
            return cells;
        },
    };
}
/** A board that cannot be scored (fewer results expected than it has...) shows why in its cells. */
function answersOfBoard(board, fn, label) {
    try {
        return answersOrBlocked(board, fn);
    }
    catch (error) {
        if (!(error instanceof errors_2.BridgeInputError))
            throw error;
        const language = (0, displayLanguage_1.messageLanguage)();
        const stopped = (0, errors_3.invalidValue)(errors_1.ERROR_TEXTS[language].boardStopped(label, error.messageIn(language)));
        return () => (0, boardScores_1.sameInEveryCell)(stopped);
    }
}
/**
 * A line whose board cell is blank (or 0) or an error value: blank when it holds no score either
 * (or 0, as desktop Excel passes an empty cell); otherwise its own error, since it belongs to no
 * board (the other boards are scored without it).
 */
function lineWithoutBoard(score, boardError, where) {
    const cell = (0, cells_1.readCell)(score);
    // A row desktop Excel passes as 0 and 0 is a row not filled in.
    if (cell === cells_1.BLANK || cell === 0)
        return "";
    if (boardError !== undefined)
        return boardError;
    const language = (0, displayLanguage_1.messageLanguage)();
    return (0, errors_3.invalidValue)(errors_1.ERROR_TEXTS[language].lineWithoutBoard(where, (0, errors_2.describeValue)(cell, language)));
}
/** The board of each cell of scores, grouped by board: `boards` must have the shape of scores. */
function readBoardLabels(boards, rows, columns) {
    const column = (0, labelColumn_1.readLabelColumn)(boards, arguments_1.BOARD_LABELS, (0, errors_1.boardLabelsForms)(rows, columns), rows, columns);
    const withoutBoard = [];
    column.keys.forEach((key, i) => {
        if (key === undefined)
            withoutBoard.push(i);
    });
    const errors = new Map();
    for (const [i, cell] of column.bad) {
        errors.set(i, (0, cells_1.isExcelError)(cell)
            ? (0, errors_3.passOn)(cell)
            : (0, errors_3.cellErrorOf)(new errors_2.BridgeInputError(arguments_1.BOARD_LABELS.name.en, cell, arguments_1.BOARD_LABELS.accepts)));
    }
    return { boards: (0, boardLabels_1.groupByBoard)(column.keys), shown: column.shown, withoutBoard, errors };
}
