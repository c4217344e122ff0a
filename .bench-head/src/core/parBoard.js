"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseBoardVulnerability = parseBoardVulnerability;
exports.dealerOfBoard = dealerOfBoard;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const board_1 = require("./board");
const seatWords_1 = require("./seatWords");
const vulnerabilityWords_1 = require("./vulnerabilityWords");
const errors_2 = require("./errors");
/**
 * The vulnerability of a board, for its par: "None", "NS", "EW", "Both" or a board number
 * (Law 2). One side's alone (TRUE, "V", "NV") is refused: it does not say the other side's.
 * @example parseBoardVulnerability(7) // "Both"
 */
function parseBoardVulnerability(given, argument = "vulnerability") {
    const read = (0, vulnerabilityWords_1.parseVulnerability)(given, argument, errors_1.ACCEPTED_FORMS.parVulnerability);
    if (!("board" in read))
        throw new errors_2.BridgeInputError(argument, given, errors_1.ACCEPTED_FORMS.parVulnerability);
    return read.board;
}
/**
 * The dealer of a board whose vulnerability was given as `given`: a board number gives it (Law
 * 2), and a dealer written beside it must agree; otherwise the dealer must be written.
 * @example dealerOfBoard(7, undefined) // "S"
 * @example dealerOfBoard("None", "E") // "E"
 */
function dealerOfBoard(given, dealerText) {
    const dealer = dealerText === undefined ? undefined : (0, seatWords_1.parseSeat)(dealerText, "dealer", errors_1.ACCEPTED_FORMS.dealer);
    const board = boardNumberIn(given);
    if (board === undefined) {
        if (dealer === undefined)
            throw new errors_2.BridgeInputError("dealer", undefined, errors_1.ACCEPTED_FORMS.dealer);
        return dealer;
    }
    const boardDealer = (0, board_1.dealerForBoard)(board, "vulnerability");
    if (dealer !== undefined && dealer !== boardDealer) {
        throw new errors_2.BridgeInputError("dealer", dealerText, (0, contextForms_1.boardDealerForms)(boardDealer, board));
    }
    return boardDealer;
}
/** The board number in a vulnerability given as a number or as text ("7", "Board 7"), else undefined. */
function boardNumberIn(given) {
    return typeof given === "number" ? given : (0, board_1.boardNumberInText)(given);
}
