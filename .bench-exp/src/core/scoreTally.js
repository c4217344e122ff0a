"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startTally = startTally;
exports.addToTally = addToTally;
exports.rankTally = rankTally;
exports.tallyScores = tallyScores;
exports.mirrorSorted = mirrorSorted;
const errors_1 = require("../messages/errors");
const errors_2 = require("./errors");
function startTally(argument = "scores") {
    return { argument, counts: new Map(), size: 0 };
}
/** Counts one more real score (never NaN or infinite: those are bad input). */
function addToTally(tally, score) {
    var _a;
    if (!Number.isFinite(score))
        throw new errors_2.BridgeInputError(tally.argument, score, errors_1.ACCEPTED_FORMS.scoreTally);
    const key = score === 0 ? 0 : score; // -0 and 0 are one score
    tally.counts.set(key, ((_a = tally.counts.get(key)) !== null && _a !== void 0 ? _a : 0) + 1);
    tally.size++;
}
/** The distinct scores in ascending order, each with how many times it was scored. */
function rankTally({ counts }) {
    const distinct = inAscendingOrder(counts.keys(), counts.size);
    return {
        distinct,
        counts: distinct.map((score) => counts.get(score)),
        rankOf: (score) => rankAmong(distinct, score),
    };
}
/** @example rankTally(tallyScores([420, 450, 420])) // distinct [420, 450], counts [2, 1] */
function tallyScores(scores, argument = "scores") {
    const tally = startTally(argument);
    for (const score of scores)
        addToTally(tally, score);
    return tally;
}
/**
 * Scores sorted ascending: by insertion when they are few, as on a club board (the engine's sort
 * costs more to set up than sorting a dozen scores takes), by the engine's sort beyond that.
 */
function inAscendingOrder(scores, count) {
    const sorted = [];
    if (count > FEW_SCORES) {
        for (const score of scores)
            sorted.push(score);
        return sorted.sort((a, b) => a - b);
    }
    for (const score of scores) {
        let i = sorted.length;
        sorted.push(score);
        while (i > 0 && sorted[i - 1] > score) {
            sorted[i] = sorted[i - 1];
            i--;
        }
        sorted[i] = score;
    }
    return sorted;
}
const FEW_SCORES = 32;
/** Where the score is among the distinct scores, by bisection. */
function rankAmong(distinct, score) {
    let low = 0;
    let high = distinct.length - 1;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (distinct[middle] < score)
            low = middle + 1;
        else
            high = middle;
    }
    if (distinct[low] !== score)
        throw new RangeError(`${score} is not one of the tallied scores`);
    return low;
}
/** The same sorted scores seen from the other side: negated, so in reverse order. */
function mirrorSorted({ distinct, counts }) {
    const mirrored = [];
    const mirroredCounts = [];
    for (let rank = distinct.length - 1; rank >= 0; rank--) {
        const score = distinct[rank];
        mirrored.push(score === 0 ? 0 : -score);
        mirroredCounts.push(counts[rank]);
    }
    return { distinct: mirrored, counts: mirroredCounts };
}
