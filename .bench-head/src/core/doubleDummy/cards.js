"use strict";
/**
 * Counting the cards of a holding, which every part of the solver does (the key's patterns
 * too, so it sits apart from position.ts, which needs the key's size).
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.countCards = countCards;
/** The number of cards of each 13-bit holding, looked up: one read instead of a dozen operations. */
const CARDS_IN = new Uint8Array(1 << 13);
for (let mask = 1; mask < 1 << 13; mask++)
    CARDS_IN[mask] = CARDS_IN[mask >> 1] + (mask & 1);
/** The number of cards in a holding (a 13-bit mask, or such a mask shifted down). */
function countCards(mask) {
    return CARDS_IN[mask];
}
