"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.datum = datum;
exports.butler = butler;
const butler_1 = require("../../messages/functions/butler");
const errors_1 = require("../../messages/errors");
const butler_2 = require("../../core/butler");
const boardColumns_1 = require("../boardColumns");
const boardCall_1 = require("../boardCall");
const boardScores_1 = require("../boardScores");
const ximps_1 = require("./ximps");
/** BRIDGE.DATUM: its arguments and descriptions are declared in src/messages/functions/butler.ts. */
function datum(scores, trim, rounding, 
// Excel passes null for an omitted argument.
boards) {
    return (0, boardCall_1.boardCall)(() => {
        const settings = datumSettings(trim, rounding);
        if (boards === null || boards === undefined) {
            const board = (0, boardCall_1.readScores)(scores, WHOLE_POINTS);
            const blocked = (0, boardCall_1.blockingError)(board, errors_1.BLOCKED_RESULTS.datum);
            if (blocked !== undefined)
                return [[blocked]];
            const value = (0, butler_2.datumOfTally)(board.tally, settings.trim, settings.rounding);
            return [[value === undefined ? "" : value]];
        }
        return (0, boardColumns_1.answerInShape)(scores, boards, "NS", {
            what: errors_1.BLOCKED_RESULTS.datum,
            reading: WHOLE_POINTS,
            answersOf: (board) => {
                const value = (0, butler_2.datumOfTally)(board.tally, settings.trim, settings.rounding);
                return () => (0, boardScores_1.sameInEveryCell)(value === undefined ? "" : value);
            },
        });
    });
}
/** BRIDGE.BUTLER: its arguments and descriptions are declared in src/messages/functions/butler.ts. */
function butler(scores, trim, rounding, direction, boards) {
    return (0, boardCall_1.boardCall)(() => {
        const settings = datumSettings(trim, rounding);
        const side = (0, boardCall_1.readDirection)(direction);
        return (0, boardColumns_1.answerInShape)(scores, boards, side, (0, ximps_1.impsFunction)(errors_1.BLOCKED_RESULTS.butlerImps, (tally) => (0, butler_2.butlerImpsOfTally)(tally, settings.trim, settings.rounding), WHOLE_POINTS, (sorted, size) => (0, butler_2.butlerImpsByRank)(sorted, size, settings.trim, settings.rounding)));
    });
}
/** A datum is a mean of whole points: a score with a fraction is bad input in its own cell. */
const WHOLE_POINTS = { wholePoints: true };
function datumSettings(trim, rounding) {
    var _a;
    const trimValue = (_a = (0, boardCall_1.readSetting)(butler_1.DATUM_ARGUMENTS.trim, trim)) !== null && _a !== void 0 ? _a : butler_2.TRIM_BY_DEFAULT;
    (0, butler_2.scoresDroppedAtEachEnd)(trimValue, 0); // checks the trim before any score is read
    return {
        trim: trimValue,
        rounding: (0, boardCall_1.readSetting)(butler_1.DATUM_ARGUMENTS.rounding, rounding, butler_2.DATUM_ROUNDINGS),
    };
}
