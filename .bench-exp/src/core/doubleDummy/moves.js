"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.generateMoves = generateMoves;
exports.rememberCutOff = rememberCutOff;
/**
 * Move generation and ordering (after DDS's Moves): the cards a seat may play, one per run of
 * equivalent cards, scored and written best first, since a good first move costs the search a
 * refuted subtree less. The cards played to a trick led score by the position in the trick and
 * what is winning it (followOrder.ts), leads by what they do (leadOrder.ts); both add the history
 * of cut-offs, and leads the killer leads: what the search remembers of the cut-offs it met.
 * The weights were tuned by the nodes searched over list100's deals and random deals of seeds
 * other than the benchmark's (docs/PERFORMANCE.md).
 */
const followOrder_1 = require("./followOrder");
const cards_1 = require("./cards");
const leadOrder_1 = require("./leadOrder");
const runs_1 = require("./runs");
const position_1 = require("./position");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32, min } = Math;
/** A point of a move's score against its history (0-1023): a long history outweighs a point or two. */
const HISTORY_SPAN = 512;
/**
 * Writes the node's moves, best first, at `base`: one card per run of equivalent cards (its
 * lowest), only the led suit when the seat can follow.
 */
function generateMoves(seat, position, ledSuit, winSeat, winSuit, winRank, base, depth) {
    if (position === 0)
        return (0, leadOrder_1.generateLeads)(seat, base, depth);
    const mine = s.hand[(seat << 2) | ledSuit];
    if (mine === 0)
        return orderOffSuit(seat, position, ledSuit, winSeat, winSuit, winRank, base);
    const lows = (0, runs_1.runsLowestCards)(mine, (0, position_1.liveCards)(ledSuit));
    // A seat that must follow with one run has one move: nothing to order.
    if ((lows & (lows - 1)) === 0) {
        s.moves[base] = (ledSuit << 4) | (31 - clz32(lows));
        return 1;
    }
    if (position === 3)
        return writeFourthHand(seat, ledSuit, lows, winSeat, winSuit, winRank, base);
    return orderFollows(seat, position, ledSuit, lows, winSeat, winSuit, winRank, base, depth);
}
/** Second or third hand's runs `lows` of the led suit, written best first. */
function orderFollows(seat, position, suit, lows, winSeat, winSuit, winRank, base, depth) {
    const history = s.history;
    const historyAt = (seat * 4 + position) * 64 + (suit << 4);
    const asNotrump = (0, followOrder_1.followsAsNotrumpSecondHand)(position);
    if (!asNotrump)
        (0, followOrder_1.readFollowScale)(seat, position, suit, winSeat, winSuit, winRank, s.played[depth - 1]);
    let count = 0;
    while (lows !== 0) {
        const low = lows & -lows;
        lows ^= low;
        const rank = 31 - clz32(low);
        const score = asNotrump
            ? (0, followOrder_1.secondHandInNotrump)(seat, suit, rank, winRank)
            : (0, followOrder_1.followScore)(rank, seat, suit);
        count = (0, runs_1.insertMove)(base, count, (suit << 4) | rank, score * HISTORY_SPAN + history[historyAt + rank]);
    }
    return count;
}
/**
 * The runs of a seat that cannot follow suit, written best first (after DDS's weights): a ruff
 * that beats the winning card first, unless partner is winning (third hand then ruffs first
 * only when fourth hand could beat partner's card anyway, and above fourth hand's trumps when
 * it can ruff too) or, for second hand, will win (third hand follows and partner, fourth hand,
 * tops the trick: a ruff would waste a trump); then discards, low cards of long suits first.
 */
function orderOffSuit(seat, position, ledSuit, winSeat, winSuit, winRank, base) {
    const { hand, history, trump } = s;
    const historyAt = (seat * 4 + position) * 64;
    let count = 0;
    for (let suit = 0; suit < 4; suit++) {
        const mine = hand[(seat << 2) | suit];
        if (mine === 0)
            continue;
        let rest = (0, runs_1.runsLowestCards)(mine, (0, position_1.liveCards)(suit));
        // What the suit adds to each card's score: a ruff's by what it beats, a discard's by the
        // suit's length; ruffs over an opponent's trump above `overruffAbove` score as winning.
        let under = -10 + (0, cards_1.countCards)(mine);
        let over = under;
        let overAbove = 15;
        if (suit === trump) {
            if (((winSeat ^ seat) & 1) === 0) {
                under =
                    position === 2 ? ((0, followOrder_1.fourthHandCanBeat)(seat, ledSuit, winSuit, winRank) ? 20 : -60) : -10;
                over = under;
                // Third hand ruffs partner's card when fourth hand could beat it, but when fourth hand
                // can ruff too, a trump below fourth hand's best only forces it out: discards first.
                const fourth = ((seat + 1) & 3) << 2;
                if (under === 20 && hand[fourth | ledSuit] === 0) {
                    under = -30;
                    overAbove = (0, position_1.highestRank)(hand[fourth | trump]);
                }
            }
            else if (position === 1 && (0, followOrder_1.partnerTopsTrick)(seat, ledSuit, winRank)) {
                under = -50;
                over = under;
            }
            else {
                under = -50;
                over = 70;
                overAbove = winSuit === trump ? winRank : -1;
            }
        }
        while (rest !== 0) {
            const low = rest & -rest;
            rest ^= low;
            const rank = 31 - clz32(low);
            const move = (suit << 4) | rank;
            count = (0, runs_1.insertMove)(base, count, move, ((rank > overAbove ? over : under) - rank) * HISTORY_SPAN + history[historyAt + move]);
        }
    }
    return count;
}
/**
 * Fourth hand's runs `lows` of the led suit, written lowest first, but those that beat an
 * opponent's winning card before the others: the follow order's scores (followOrder.ts), whose
 * history cannot reorder them (two runs of a suit differ by two ranks or more, a score point
 * of the order outweighing half the history's span), written without scoring.
 */
function writeFourthHand(seat, suit, lows, winSeat, winSuit, winRank, base) {
    const moves = s.moves;
    let first = 0;
    if (((winSeat ^ seat) & 1) !== 0 && winSuit === suit) {
        first = lows & ~((2 << winRank) - 1);
        lows ^= first;
    }
    let count = 0;
    while (first !== 0) {
        const low = first & -first;
        first ^= low;
        moves[base + count++] = (suit << 4) | (31 - clz32(low));
    }
    while (lows !== 0) {
        const low = lows & -lows;
        lows ^= low;
        moves[base + count++] = (suit << 4) | (31 - clz32(low));
    }
    return count;
}
/**
 * Remembers that `move`, the `i`-th tried at `depth` by the seat, the `position`-th card of its
 * trick, made a cut-off: a lead becomes the depth's killer lead, and a move not ordered first
 * gains history, the more the more tricks are left.
 */
function rememberCutOff(seat, position, depth, move, i) {
    const { killerLeads, history } = s;
    if (position === 0 && killerLeads[depth] !== move) {
        s.formerKillerLeads[depth] = killerLeads[depth];
        killerLeads[depth] = move;
    }
    if (i > 0) {
        const h = (seat * 4 + position) * 64 + move;
        history[h] = min(1023, history[h] + s.tricksLeft);
    }
}
