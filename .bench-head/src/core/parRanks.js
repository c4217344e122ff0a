"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DOUBLED_PENALTY = exports.MADE_SCORE = exports.HIGHEST_RANK = exports.STRAIN_LETTERS = exports.SEAT_LETTERS = void 0;
exports.rankOf = rankOf;
exports.levelOfRank = levelOfRank;
exports.strainOfRank = strainOfRank;
exports.tricksNeeded = tricksNeeded;
exports.contractOfRank = contractOfRank;
exports.mostDownWorthGoing = mostDownWorthGoing;
exports.cheapestSameScoringRank = cheapestSameScoringRank;
exports.surveySide = surveySide;
exports.tricksOf = tricksOf;
exports.biddingOrder = biddingOrder;
const score_1 = require("./score");
const trickTable_1 = require("./trickTable");
exports.SEAT_LETTERS = ["N", "E", "S", "W"];
/** The strains C D H S NT by index 0-4, as DealerPar writes them. */
exports.STRAIN_LETTERS = ["C", "D", "H", "S", "N"];
exports.HIGHEST_RANK = 35;
/*
 * A contract's rank orders the bids: 1C is 1, 1D 2, ... 1NT 5, 2C 6, ... 7NT 35. A side's highest
 * making contract in a strain where it takes fewer than 7 tricks gets a rank of 0 or less, which
 * still counts levels correctly when a sacrifice is priced from it.
 */
function rankOf(level, strain) {
    return 5 * (level - 1) + strain + 1;
}
function levelOfRank(rank) {
    return Math.floor((rank - 1) / 5) + 1;
}
function strainOfRank(rank) {
    return (rank - 1) % 5;
}
function tricksNeeded(rank) {
    return levelOfRank(rank) + 6;
}
function contractOfRank(rank, doubling) {
    return {
        level: levelOfRank(rank),
        strain: trickTable_1.TRICK_TABLE_STRAINS[strainOfRank(rank)],
        doubling,
    };
}
/** Law 77: the score of a contract of this rank just made, undoubled, by vulnerability. */
exports.MADE_SCORE = [false, true].map((vulnerable) => Array.from({ length: exports.HIGHEST_RANK + 1 }, (_, rank) => rank === 0 ? 0 : (0, score_1.scoreContract)(contractOfRank(rank, 0), tricksNeeded(rank), vulnerable)));
/** Law 77: the penalty of a doubled contract down 0-13, by vulnerability. */
exports.DOUBLED_PENALTY = [false, true].map((vulnerable) => Array.from({ length: 14 }, (_, down) => down === 0 ? 0 : -(0, score_1.scoreContract)({ level: 7, strain: "C", doubling: 1 }, 13 - down, vulnerable)));
/**
 * The most tricks a doubled sacrifice may go down and still cost less than the contract it
 * stops (Law 77 penalties against the contract's score; no penalty equals a contract's score).
 */
function mostDownWorthGoing(rank, bidderVulnerable, sacrificerVulnerable) {
    const score = exports.MADE_SCORE[Number(bidderVulnerable)][rank];
    const penalties = exports.DOUBLED_PENALTY[Number(sacrificerVulnerable)];
    let down = 0;
    while (down < 13 && penalties[down + 1] < score)
        down++;
    return down;
}
/**
 * The cheapest contract in the same strain scoring the same as this one just made: 1H+1 scores
 * as 2H, 3NT+1 as 4NT, but 4H is a game and 6H a slam, so they cannot be bid lower.
 */
function cheapestSameScoringRank(rank) {
    const tricks = tricksNeeded(rank);
    const same = (lower) => [false, true].every((vulnerable) => (0, score_1.scoreContract)(contractOfRank(lower, 0), tricks, vulnerable) ===
        (0, score_1.scoreContract)(contractOfRank(rank, 0), tricks, vulnerable));
    let cheapest = rank;
    while (cheapest - 5 >= 1 && same(cheapest - 5))
        cheapest -= 5;
    return cheapest;
}
function surveySide(table, side, vulnerable) {
    return exports.STRAIN_LETTERS.map((_, strain) => {
        const tricks = Math.max(tricksOf(table, side, strain), tricksOf(table, side + 2, strain));
        const rank = rankOf(tricks - 6, strain);
        const score = tricks < 7 ? 0 : exports.MADE_SCORE[Number(vulnerable)][rank];
        return { strain, tricks, rank, score };
    });
}
function tricksOf(table, seat, strain) {
    return table[seat][strain];
}
/** The seats in bidding order, the dealer first. */
function biddingOrder(dealer) {
    return [0, 1, 2, 3].map((turn) => (dealer + turn) % 4);
}
