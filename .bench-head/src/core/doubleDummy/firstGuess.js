"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.NOTRUMP_WEIGHTS = exports.SUIT_WEIGHTS = void 0;
exports.guessFeatures = guessFeatures;
exports.firstGuess = firstGuess;
/**
 * Where the table's first search in a strain starts: a guess of North-South's tricks with East on
 * lead, from the hands alone. Every trick the guess is off costs the search about one more pass
 * (table.ts steps one trick at a time from it), and the last strain's answer, the guess before,
 * was off by 2.3 tricks on average over list100's deals; this guess is off by 0.9.
 *
 * The guess is linear in counts a player would look at, fitted by least squares to random deals
 * our solver solved (`npm run bench -- dd-guess` refits and prints the weights; fitting to DDS's
 * answers or to list100 would tune the speed to the deals the benchmark measures). It moves only
 * where the search starts, never its answer.
 */
const cards_1 = require("./cards");
/**
 * Features of a suit contract, in the order of SUIT_WEIGHTS: 1, North-South's high-card points,
 * their trumps, the longer trump hand's trumps, their shortness and East-West's. A side's
 * shortness: in each side suit, how far the shorter of its two hands falls below three cards
 * (doubleton 1, singleton 2, void 3): the ruffs it may take.
 */
exports.SUIT_WEIGHTS = [-7.615, 0.379, 0.808, 0.286, 0.151, -0.197];
/** Features of notrump, in the order of NOTRUMP_WEIGHTS: 1, North-South's high-card points. */
exports.NOTRUMP_WEIGHTS = [-4.159, 0.508];
/**
 * Added to the fitted tricks before rounding: a guess a trick too high costs the search less
 * than one a trick too low (the nodes of each value tried: docs/PERFORMANCE.md).
 */
const GUESS_ABOVE_FIT = 0.8;
/** The features of North-South's contract in `strain` (a suit index ♠ 0 .. ♣ 3, or 4 notrump). */
function guessFeatures(holdings, strain) {
    var _a, _b, _c, _d, _e, _f, _g, _h;
    const north = (_a = holdings[0]) !== null && _a !== void 0 ? _a : [];
    const south = (_b = holdings[2]) !== null && _b !== void 0 ? _b : [];
    let points = 0;
    for (let suit = 0; suit < 4; suit++) {
        points += highCardPoints((_c = north[suit]) !== null && _c !== void 0 ? _c : 0) + highCardPoints((_d = south[suit]) !== null && _d !== void 0 ? _d : 0);
    }
    if (strain === 4)
        return [1, points];
    const northTrumps = (0, cards_1.countCards)((_e = north[strain]) !== null && _e !== void 0 ? _e : 0);
    const southTrumps = (0, cards_1.countCards)((_f = south[strain]) !== null && _f !== void 0 ? _f : 0);
    return [
        1,
        points,
        northTrumps + southTrumps,
        Math.max(northTrumps, southTrumps),
        shortness(north, south, strain),
        shortness((_g = holdings[1]) !== null && _g !== void 0 ? _g : [], (_h = holdings[3]) !== null && _h !== void 0 ? _h : [], strain),
    ];
}
/** The guess of North-South's tricks in `strain` with East on lead, within 0..`tricks`. */
function firstGuess(holdings, strain, tricks) {
    const features = guessFeatures(holdings, strain);
    const weights = strain === 4 ? exports.NOTRUMP_WEIGHTS : exports.SUIT_WEIGHTS;
    let fitted = GUESS_ABOVE_FIT;
    features.forEach((feature, i) => (fitted += feature * weights[i]));
    return Math.min(tricks, Math.max(0, Math.round(fitted)));
}
/** Per side suit, how far the shorter of the two hands falls below three cards. */
function shortness(hand, partner, trump) {
    var _a, _b;
    let short = 0;
    for (let suit = 0; suit < 4; suit++) {
        if (suit === trump)
            continue;
        short += Math.max(0, 3 - Math.min((0, cards_1.countCards)((_a = hand[suit]) !== null && _a !== void 0 ? _a : 0), (0, cards_1.countCards)((_b = partner[suit]) !== null && _b !== void 0 ? _b : 0)));
    }
    return short;
}
/**
 * A holding's high-card points (A 4, K 3, Q 2, J 1) from its 13-bit mask. core/hand.ts has the
 * same count for hands, but importing it would bring the deal formatting into the worker's bundle.
 */
function highCardPoints(mask) {
    return (4 * ((mask >> 12) & 1) + 3 * ((mask >> 11) & 1) + 2 * ((mask >> 10) & 1) + ((mask >> 9) & 1));
}
