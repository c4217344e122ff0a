"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.matchpoints = matchpoints;
const matchpoints_1 = require("../../messages/functions/matchpoints");
const errors_1 = require("../../messages/errors");
const keyword_1 = require("../../core/keyword");
const matchpoints_2 = require("../../core/matchpoints");
const errors_2 = require("../../core/errors");
const boardColumns_1 = require("../boardColumns");
const boardCall_1 = require("../boardCall");
/** BRIDGE.MATCHPOINTS: its arguments and descriptions are declared in src/messages/functions/matchpoints.ts. */
function matchpoints(scores, scale, direction, expected, boards) {
    return (0, boardCall_1.boardCall)(() => {
        const rule = (0, matchpoints_2.matchpointsRule)(readOptions(scale, expected));
        const side = (0, boardCall_1.readDirection)(direction);
        return (0, boardColumns_1.answerInShape)(scores, boards, side, {
            what: errors_1.BLOCKED_RESULTS.matchpoints,
            answersOf: (board) => matchpointsOfBoard(board, rule),
            answersByRank: (sorted, size) => rule.byRank(sorted, size),
        });
    });
}
function readOptions(scale, expected) {
    const declared = matchpoints_1.MATCHPOINTS_ARGUMENTS;
    // A scale that is no text is refused before expected is read, a word it does not know after.
    const scaleText = (0, boardCall_1.readSetting)(declared.scale, scale);
    const expectedCount = (0, boardCall_1.readSetting)(declared.expected, expected);
    if (expectedCount !== undefined && !(Number.isSafeInteger(expectedCount) && expectedCount >= 1))
        throw new errors_2.BridgeInputError(declared.expected.name.en, expectedCount, declared.expected.accepts);
    return {
        expected: expectedCount === undefined ? undefined : (0, matchpoints_2.expectedResults)(expectedCount),
        scale: (0, keyword_1.readKeyword)(matchpoints_2.MATCHPOINT_SCALES, scaleText, declared.scale.name.en),
    };
}
/**
 * Each side's answers on one board. A bad cell gets its own error, and the board's other cells
 * an error naming it (answerInShape): every score's matchpoints depend on every other score.
 */
function matchpointsOfBoard(board, rule) {
    const scored = rule.ofTally(board.tally, board.adjustedScores);
    return (side) => ({
        result: (score) => scored[side](score),
        adjusted: (score) => scored.adjusted(score)[side],
    });
}
