"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runsLowestCards = runsLowestCards;
exports.runTop = runTop;
exports.topOfRun = topOfRun;
exports.insertMove = insertMove;
/**
 * A seat's runs of equivalent cards (cards of one hand with no other live card between them,
 * searched as one move: its lowest card) and the node's move list they are written into, best
 * first: shared by the lead order (leadOrder.ts) and the rest of the move order (moves.ts).
 */
const position_1 = require("./position");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32 } = Math;
/** Every rank of a suit, the two to the ace. */
const ALL_RANKS = (1 << 13) - 1;
/**
 * The lowest card of each of the seat's runs in a suit (cards no other live card separates):
 * the one card searched for the run. A card is a run's lowest when the next live card down is
 * someone else's, or there is none.
 */
function runsLowestCards(mine, live) {
    // The ranks where the highest live card at or below is the seat's: its cards and the gaps
    // (cards gone) above each, found by one addition: a carry from just above each card runs
    // up through the gaps there and stops at the next live card.
    const gaps = ~live & ALL_RANKS;
    const ours = mine | (gaps & ~(gaps + (mine << 1)));
    return mine & ~(ours << 1);
}
/** The highest card of the seat's run (cards no other live card separates) holding `rank`. */
function runTop(seat, suit, rank) {
    return topOfRun(s.hand[(seat << 2) | suit], (0, position_1.liveCards)(suit), rank);
}
/** The highest card of the run of `mine` (among the suit's `live` cards) that holds `rank`. */
function topOfRun(mine, live, rank) {
    // The run ends below the lowest of the other seats' live cards above `rank`.
    const theirsAbove = live & ~mine & ~((2 << rank) - 1);
    const reach = theirsAbove === 0 ? mine : mine & ((theirsAbove & -theirsAbove) - 1);
    return 31 - clz32(reach);
}
/** Inserts a move by its score among the `count` moves at `base`, best first; returns the new count. */
function insertMove(base, count, move, score) {
    const { moves, scores } = s;
    let j = base + count;
    while (j > base && scores[j - 1] < score) {
        scores[j] = scores[j - 1];
        moves[j] = moves[j - 1];
        j--;
    }
    scores[j] = score;
    moves[j] = move;
    return count + 1;
}
