"use strict";
/**
 * How hard a piece of a double-dummy table (one deal, one strain) is likely to be, from the hands
 * alone, to solve the hardest pieces of a hand record first: the pool (ddPool.ts) then ends on
 * short pieces, with every worker busy to the end, rather than on one long piece started last.
 * Only the order rests on it: every piece is solved exactly whatever its estimate.
 *
 * A search is long when the hands are flat (no ruff cuts a line short; each hand's longest suit
 * short) and, in a suit, when the trumps are shared evenly between the sides (neither side draws
 * them at once); notrump counts as a fairly even split. On list100's deals 1-40 (200 pieces) this
 * ranks the pieces by nodes searched with a rank correlation of 0.36 (docs/PERFORMANCE.md, "The
 * pool of workers"): rough, but the order is all it decides.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.pieceEstimate = pieceEstimate;
const NOTRUMP = 4;
/** Notrump's place on the scale of evenly shared trumps (0 one side holds them all, 1 even). */
const NOTRUMP_EVENNESS = 0.7;
/** What a card of each hand's longest suit takes off the estimate. */
const LONG_SUIT_WEIGHT = 1 / 20;
function cardsIn(mask) {
    let count = 0;
    for (let m = mask; m !== 0; m &= m - 1)
        count++;
    return count;
}
/** A positive number, larger for a piece likely to take longer. */
function pieceEstimate(hands, strain) {
    var _a, _b, _c, _d;
    let longSuits = 0; // each hand's longest suit, summed: 16 (all 4-3-3-3) to 52
    for (const hand of hands)
        longSuits += Math.max(...hand.map(cardsIn));
    let evenness = NOTRUMP_EVENNESS;
    if (strain !== NOTRUMP) {
        const trumps = hands.map((hand) => { var _a; return cardsIn((_a = hand[strain]) !== null && _a !== void 0 ? _a : 0); });
        const northSouth = ((_a = trumps[0]) !== null && _a !== void 0 ? _a : 0) + ((_b = trumps[2]) !== null && _b !== void 0 ? _b : 0);
        const all = northSouth + ((_c = trumps[1]) !== null && _c !== void 0 ? _c : 0) + ((_d = trumps[3]) !== null && _d !== void 0 ? _d : 0);
        evenness = all === 0 ? 1 : 1 - Math.abs(2 * northSouth - all) / all;
    }
    // At most 1 + 0.2 and at least 0 - 2.6 before the 3 that keeps it positive.
    return 3 + evenness - LONG_SUIT_WEIGHT * longSuits;
}
