"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MATCHPOINT_DIRECTIONS = exports.MATCHPOINT_SCALES = void 0;
exports.matchpointTop = matchpointTop;
exports.awardMatchpoints = awardMatchpoints;
exports.expectedResults = expectedResults;
exports.matchpointBoard = matchpointBoard;
exports.matchpointsRule = matchpointsRule;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("../messages/errors");
const errors_2 = require("./errors");
const keyword_1 = require("./keyword");
const neuberg_1 = require("./neuberg");
const scoreTally_1 = require("./scoreTally");
/** The scales, WBF when left out. */
exports.MATCHPOINT_SCALES = (0, keyword_1.keywordsOf)(["WBF", "ACBL", "%"], "scale", errors_1.ACCEPTED_FORMS.matchpointScale, "WBF");
/** The directions, NS when left out. */
exports.MATCHPOINT_DIRECTIONS = (0, keyword_1.keywordsOf)(["NS", "EW", "BOTH"], "direction", errors_1.ACCEPTED_FORMS.matchpointDirection, "NS");
/** The top of a board of `results` results: 2(n-1) on the WBF scale, n-1 on ACBL, 100 in %. */
function matchpointTop(results, scale = exports.MATCHPOINT_SCALES.byDefault) {
    if (scale === "%")
        return 100;
    const comparisons = Math.max(results - 1, 0);
    return scale === "WBF" ? 2 * comparisons : comparisons;
}
/**
 * Each distinct score's matchpoints in half scoring units (Law 78A): 2 for each other score it
 * beats, 1 for each other score it ties. A score scored c times, with `below` scores below it,
 * beats `below` and ties c - 1: 2·below + c - 1 units.
 */
function unitsByRank({ counts }) {
    const units = [];
    let below = 0;
    for (const count of counts) {
        units.push(2 * below + count - 1);
        below += count;
    }
    return units;
}
/**
 * Matchpoints of each score of one board compared with the others (Law 78A), in the order given.
 * Higher is better: pass North-South scores for North-South's matchpoints.
 * @example awardMatchpoints([400, 430, 150, -50]) // [4, 6, 2, 0]
 * @example awardMatchpoints([420, 430, 500, 420, 450, -50, 170], "ACBL") // [2.5, 4, 6, 2.5, 5, 0, 1]
 */
function awardMatchpoints(scores, scale = exports.MATCHPOINT_SCALES.byDefault, argument = "scores") {
    const board = matchpointsRule({ scale }).ofTally((0, scoreTally_1.tallyScores)(scores, argument));
    return scores.map((score) => board.ns(score));
}
/**
 * numerator/denominator half scoring units (2-scale matchpoints) out of a 2-scale top, on the
 * scale asked for, with a single division so that whole numbers give the nearest double.
 */
function onScale(numerator, denominator, top, scale) {
    if (scale === "WBF")
        return numerator / denominator;
    if (scale === "ACBL")
        return numerator / (2 * denominator);
    // A board of one result has no comparison and a top of 0: the result is average.
    return top === 0 ? 50 : (numerator * 100) / (denominator * top);
}
/**
 * A count of expected results, checked: a whole number, at least 1. (Each board checks that it
 * is at least its real results when it is scored.)
 * @example expectedResults(6) // 6
 */
function expectedResults(count) {
    if (!(Number.isSafeInteger(count) && count >= 1)) {
        throw new errors_2.BridgeInputError("expected", count, errors_1.ACCEPTED_FORMS.expectedResults);
    }
    return count;
}
/**
 * Matchpoints for every entry of one board, both sides. Real results are ranked among
 * themselves, North-South on their scores and East-West on the mirror ranking (so without
 * adjusted scores NS + EW = top). With fewer real results A than expected E they are factored by
 * Neuberg; adjusted scores are not part of that ranking and get their percentage of the full top
 * 2(E-1) (EBU: "the artificial scores are not included in the neuberg calculations").
 * @example matchpointBoard([200, 230, { nsPercent: 50, ewPercent: 50 }, 650, 170, 300])
 *   // ns: [2.6, 5, 5, 9.8, 0.2, 7.4] (Compscore, a real club board)
 */
function matchpointBoard(entries, options = {}, argument = "scores") {
    const scores = entries.filter((entry) => typeof entry === "number");
    const board = matchpointsRule(options).ofTally((0, scoreTally_1.tallyScores)(scores, argument), entries.length - scores.length);
    return entries.map((entry) => typeof entry === "number" ? { ns: board.ns(entry), ew: board.ew(entry) } : board.adjusted(entry));
}
/**
 * The matchpoints of a call's boards by its settings. `expected`, when given, is checked against
 * each board's real results when that board is scored: a board cannot have had fewer results
 * than it has.
 */
function matchpointsRule(options = {}) {
    var _a;
    const scale = (_a = options.scale) !== null && _a !== void 0 ? _a : exports.MATCHPOINT_SCALES.byDefault;
    const given = options.expected;
    const byRank = (sorted, actual, adjustedScores = 0) => {
        if (given !== undefined && given < actual) {
            throw new errors_2.BridgeInputError("expected", given, (0, contextForms_1.expectedResultsForms)(actual));
        }
        return matchpointsByRank(sorted, actual, given !== null && given !== void 0 ? given : actual + adjustedScores, scale);
    };
    return {
        byRank,
        ofTally: (tally, adjustedScores = 0) => {
            const ranked = (0, scoreTally_1.rankTally)(tally);
            const board = byRank(ranked, tally.size, adjustedScores);
            return {
                ns: (score) => board.ns[ranked.rankOf(score)],
                ew: (score) => board.ew[ranked.rankOf(score)],
                adjusted: (score) => board.adjusted(score),
            };
        },
    };
}
/** A board's matchpoints by rank, its `actual` real results of `expected` scored on `scale`. */
function matchpointsByRank(sorted, actual, expected, scale) {
    const top = matchpointTop(expected, "WBF");
    const real = (units) => {
        if (actual === expected)
            return onScale(units, 1, top, scale);
        const { numerator, denominator } = (0, neuberg_1.neubergQuotient)(units, actual, expected);
        return onScale(numerator, denominator, top, scale);
    };
    const nsByRank = [];
    const ewByRank = [];
    for (const units of unitsByRank(sorted)) {
        nsByRank.push(real(units));
        // East-West beat exactly the scores North-South did not reach: the mirror ranking.
        ewByRank.push(real(2 * (actual - 1) - units));
    }
    // An adjusted score is its percentage, even of a top of 0.
    const adjustedOnScale = (percent) => scale === "%" ? percent : onScale(percent * top, 100, top, scale);
    return {
        ns: nsByRank,
        ew: ewByRank,
        adjusted: (score) => ({
            ns: adjustedOnScale(score.nsPercent),
            ew: adjustedOnScale(score.ewPercent),
        }),
    };
}
