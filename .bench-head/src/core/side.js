"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.answerOfScore = answerOfScore;
/** A real result's answer for either side, found by its North-South score's rank. */
function answerOfScore(ranked, byRank) {
    return (score, side) => byRank[side][ranked.rankOf(score)];
}
