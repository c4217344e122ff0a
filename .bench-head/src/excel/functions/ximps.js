"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ximps = ximps;
exports.impsFunction = impsFunction;
const errors_1 = require("../../messages/errors");
const adjustedImps_1 = require("../../core/adjustedImps");
const crossImps_1 = require("../../core/crossImps");
const ximps_1 = require("../../messages/functions/ximps");
const boardColumns_1 = require("../boardColumns");
const boardCall_1 = require("../boardCall");
/** BRIDGE.XIMPS: its arguments and descriptions are declared in src/messages/functions/ximps.ts. */
function ximps(scores, method, direction, boards) {
    return (0, boardCall_1.boardCall)(() => {
        const chosen = (0, boardCall_1.readSetting)(ximps_1.XIMPS_ARGUMENTS.method, method, crossImps_1.CROSS_IMPS_METHODS);
        const side = (0, boardCall_1.readDirection)(direction);
        return (0, boardColumns_1.answerInShape)(scores, boards, side, impsFunction(errors_1.BLOCKED_RESULTS.crossImps, (tally) => (0, crossImps_1.crossImpsOfTally)(tally, chosen), undefined, (sorted, size) => (0, crossImps_1.crossImpsByRank)(sorted, size, chosen)));
    });
}
/**
 * A board function of IMPs: a real result gets what `impsOfResults` makes of the tally of the
 * board's real results; an adjusted score +3 / 0 / -3 by the side's own share (Law 86A); blanks
 * and "NP" "". A bad cell shows its own error; since every score is measured against the others,
 * the others then get an error naming that cell, never a number computed without it.
 */
function impsFunction(what, impsOfResults, reading, impsByRank) {
    return {
        what,
        reading,
        // A session's plain lines: the same IMPs by rank (a board of plain lines has a real result).
        answersByRank: impsByRank,
        answersOf: (board) => {
            const imps = impsOfResults(board.tally);
            return (side) => ({
                result: (score) => imps(score, side),
                adjusted: (adjusted) => (0, adjustedImps_1.impsForAdjustedScore)(adjusted, side),
            });
        },
    };
}
