"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VOID = void 0;
exports.highCardPoints = highCardPoints;
exports.formatHand = formatHand;
const deal_1 = require("./deal");
/** High-card points by bit (Milton Work count): A 4 (bit 12), K 3, Q 2, J 1. */
const POINTS_OF_HONOURS = [
    [12, 4],
    [11, 3],
    [10, 2],
    [9, 1],
];
function highCardPointsOfHolding(holding) {
    let points = 0;
    for (const [bit, value] of POINTS_OF_HONOURS)
        if (holding & (1 << bit))
            points += value;
    return points;
}
/** A hand's high-card points: A 4, K 3, Q 2, J 1 (40 in a deal). */
function highCardPoints(hand) {
    return hand.reduce((sum, holding) => sum + highCardPointsOfHolding(holding), 0);
}
/** What a hand record shows for a void. */
exports.VOID = "—";
/**
 * A hand as people read it: each suit's symbol and its cards from the ace down, a void as "—".
 * @example formatHand(parseDeal("N:AKJ5.T98.Q2.876 ...").hands[0]) // "♠AKJ5 ♥T98 ♦Q2 ♣876"
 */
function formatHand(hand) {
    return hand
        .map((holding, suit) => `${deal_1.SUIT_SYMBOLS[suit]}${(0, deal_1.formatHolding)(holding) || exports.VOID}`)
        .join(" ");
}
