"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.vul = vul;
exports.dealer = dealer;
const board_1 = require("../../messages/functions/board");
const board_2 = require("../../core/board");
const arguments_1 = require("../arguments");
const lift_1 = require("../lift");
function forBoard(cells, answer) {
    var _a;
    const error = (0, arguments_1.firstErrorIn)(cells);
    if (error)
        return error;
    const board = (0, arguments_1.readArgument)(board_1.VUL_ARGUMENTS.board, (_a = cells[0]) !== null && _a !== void 0 ? _a : lift_1.OMITTED);
    return board === undefined ? "" : answer(board);
}
/** BRIDGE.VUL: its arguments and descriptions are declared in src/messages/functions/board.ts. */
function vul(board) {
    return (0, lift_1.liftCells)([board], (cells) => forBoard(cells, (n) => (0, board_2.vulnerabilityForBoard)(n)));
}
/** BRIDGE.DEALER: its arguments and descriptions are declared in src/messages/functions/board.ts. */
function dealer(board) {
    return (0, lift_1.liftCells)([board], (cells) => forBoard(cells, (n) => (0, board_2.dealerForBoard)(n)));
}
