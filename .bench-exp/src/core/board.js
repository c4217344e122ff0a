"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.vulnerabilityForBoard = vulnerabilityForBoard;
exports.dealerForBoard = dealerForBoard;
exports.isNorthSouth = isNorthSouth;
exports.isSideVulnerable = isSideVulnerable;
exports.boardNumberInText = boardNumberInText;
const errors_1 = require("../messages/errors");
const errors_2 = require("./errors");
const notation_1 = require("./notation");
/** Law 2: dealer of boards 1-4 (then repeating): N, E, S, W. */
const DEALER_CYCLE = ["N", "E", "S", "W"];
/**
 * Law 2: vulnerability of boards 1-16; "the same sequence is repeated for boards 17-32, and for
 * each subsequent group of 16 boards".
 */
// prettier-ignore
const VULNERABILITY_CYCLE = [
    "None", "NS", "EW", "Both", //  1- 4
    "NS", "EW", "Both", "None", //  5- 8
    "EW", "Both", "None", "NS", //  9-12
    "Both", "None", "NS", "EW", // 13-16
];
function cycleIndex(board, cycleLength, argument) {
    if (!Number.isInteger(board) || board < 1 || !Number.isSafeInteger(board)) {
        throw new errors_2.BridgeInputError(argument, board, errors_1.ACCEPTED_FORMS.board);
    }
    return (board - 1) % cycleLength;
}
/** @example vulnerabilityForBoard(7) // "Both" */
function vulnerabilityForBoard(board, argument = "board") {
    return VULNERABILITY_CYCLE[cycleIndex(board, VULNERABILITY_CYCLE.length, argument)];
}
/** @example dealerForBoard(7) // "S" */
function dealerForBoard(board, argument = "board") {
    return DEALER_CYCLE[cycleIndex(board, DEALER_CYCLE.length, argument)];
}
function isNorthSouth(seat) {
    return seat === "N" || seat === "S";
}
/** Whether the side of `declarer` is vulnerable on a board of this vulnerability. */
function isSideVulnerable(vulnerability, declarer) {
    if (vulnerability === "Both")
        return true;
    if (vulnerability === "None")
        return false;
    return (vulnerability === "NS") === isNorthSouth(declarer);
}
/**
 * A board number as sheets write it: "7", "Board 7", "Board: 7", "Bd 7", "Brd. 7", "#7",
 * "Donne 7", "Étui 7".
 */
const BOARD_NUMBER = /^(?:(?:BOARD|BRD|BD|DONNE|ÉTUI|ETUI)[.:]?(?:NO\.?|N°|#)?|#)?(\d+)$/;
/**
 * The board number a text holds, with or without the word "Board" before it; undefined for any
 * other text.
 * @example boardNumberInText("Board 7") // 7
 */
function boardNumberInText(text) {
    const board = BOARD_NUMBER.exec((0, notation_1.foldNotation)(text));
    return board ? Number(board[1]) : undefined;
}
