"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.canTakeTricks = canTakeTricks;
/**
 * The search (after DDS's ABsearch): can North-South take at least `target` of the remaining
 * tricks when every card is seen and both sides play perfectly? A zero-window alpha-beta search,
 * card by card, trick by trick; table.ts drives it to each table entry.
 *
 * Ideas from the published descriptions (Haglund's "Search Algorithms for a Bridge Double Dummy
 * Solver", Hirschberg's notes, Ginsberg's partition search), code our own:
 * - cards of one hand with no live card between them are one move (the K and Q of AKQ);
 * - at the start of each trick: sure trump tricks and tricks a side cannot take
 *   (laterTricks.ts), quick tricks the side on lead can cash (quickTricks.ts, and through an
 *   entry to partner viaPartner.ts), and a transposition table keyed by the remaining cards with
 *   ranks made relative, holding lower and upper bounds (transposition.ts), asked first while
 *   many tricks are left, and then also given the cut-offs by sure, later and quick tricks;
 * - each answer carries the cards it rested on (position.ts), so that a table entry covers
 *   every position agreeing on those;
 * - moves ordered by what a lead does, by the position in the trick and what is winning it (moves.ts).
 */
const position_1 = require("./position");
const laterTricks_1 = require("./laterTricks");
const moves_1 = require("./moves");
const quickTricks_1 = require("./quickTricks");
const runs_1 = require("./runs");
const secondHand_1 = require("./secondHand");
const transposition_1 = require("./transposition");
const transpositionStore_1 = require("./transpositionStore");
const transpositionKey_1 = require("./transpositionKey");
const viaPartner_1 = require("./viaPartner");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
/**
 * From this many tricks left the table is asked before the quick and later tricks, which it
 * then spares wherever it decides. Asked first with fewer tricks left, it searches more nodes
 * (a cut-off by sure tricks rests on fewer cards than the table's entry), but since the ninth
 * round's cheaper look-ups it costs less time: from 4 tricks left, 2.3 % more nodes and 3-4 %
 * less time than from 7 (docs/PERFORMANCE.md, "The search").
 */
const TABLE_FIRST_FROM = 4;
/** What tableAnswer returns when the table decides nothing. */
const UNDECIDED = -1;
/** Can North-South take at least `target` of the remaining tricks with `leader` on lead? */
function canTakeTricks(leader, target) {
    return searchTrick(leader, target, 0);
}
/** The search from the start of a trick at `depth`, `leader` on lead. */
function searchTrick(leader, target, depth) {
    const { relevant, tricksLeft } = s;
    const base = depth * 4;
    if (target <= 0 || target > tricksLeft) {
        (0, position_1.clearRelevant)(relevant, base);
        return target <= 0;
    }
    if (tricksLeft === 1)
        return (0, laterTricks_1.lastTrickGoesToNorthSouth)(leader, base);
    // The side on lead needs `need` tricks for the cut-off (North-South's target, or enough for
    // East-West to hold North-South below it).
    const need = (leader & 1) === 0 ? target : tricksLeft - target + 1;
    const tableFirst = tricksLeft >= TABLE_FIRST_FROM;
    if (tableFirst) {
        const answer = tableAnswer(leader, target, depth, base);
        if (answer !== UNDECIDED)
            return answer === 1;
    }
    const cut = cutOff(leader, target, need, base);
    if (cut !== UNDECIDED) {
        // Stored when the table was asked first (the key is written and its buckets known): a
        // cut-off's cards are few, so its entry covers many positions, and a look-up is cheaper
        // than working the cut-off out again.
        if (tableFirst)
            (0, transpositionStore_1.store)(s.keys, depth * transpositionKey_1.KEY_WORDS, (0, position_1.relevantDepths)(base), tricksLeft, target, cut === 1);
        return cut === 1;
    }
    if (!tableFirst) {
        const answer = tableAnswer(leader, target, depth, base);
        if (answer !== UNDECIDED)
            return answer === 1;
    }
    const result = searchCard(leader, 0, target, depth, 0, 0, 0, 0);
    (0, transpositionStore_1.store)(s.keys, depth * transpositionKey_1.KEY_WORDS, (0, position_1.relevantDepths)(base), tricksLeft, target, result);
    return result;
}
/**
 * The cut-offs at a trick start before any card is searched: 1 when North-South surely reach
 * `target`, 0 when they surely do not (the relevant cards at `base` set), else UNDECIDED.
 * `need`: the tricks the side on lead needs for the cut-off.
 */
function cutOff(leader, target, need, base) {
    const { relevant, tricksLeft, trump } = s;
    // Sure trump tricks: East-West's may hold North-South below the target, North-South's reach it.
    if (trump !== position_1.NO_TRUMP) {
        const ewNeed = tricksLeft - target + 1;
        let side = 1;
        let restsOn = (0, laterTricks_1.sureTrumpTricksRestOn)(1, ewNeed);
        if (restsOn < 0) {
            side = 0;
            restsOn = (0, laterTricks_1.sureTrumpTricksRestOn)(0, target);
        }
        if (restsOn >= 0) {
            (0, position_1.clearRelevant)(relevant, base);
            relevant[base + trump] = restsOn;
            return side === 0 ? 1 : 0;
        }
    }
    // A side that needs every trick and cannot take them all with the suits it tops, or, on
    // lead, loses a trump trick.
    if (need === tricksLeft || need === 1) {
        const side = need === tricksLeft ? leader & 1 : (leader + 1) & 1;
        if ((0, laterTricks_1.cannotTakeEveryTrick)(side, base))
            return side === 1 ? 1 : 0;
        if (need === tricksLeft && trump !== position_1.NO_TRUMP) {
            const restsOn = (0, laterTricks_1.secondTrumpTrickRestsOn)(leader);
            if (restsOn >= 0) {
                (0, position_1.clearRelevant)(relevant, base);
                relevant[base + trump] = restsOn;
                return side === 1 ? 1 : 0;
            }
        }
    }
    // The quick tricks after the later tricks: a cut-off by sure trump tricks rests on the trumps
    // alone, so it covers more positions (1.3-1.5 % fewer nodes, docs/PERFORMANCE.md).
    if ((0, quickTricks_1.quickTricks)(leader, 0, need) >= need || (0, viaPartner_1.quickTricksViaPartner)(leader, need)) {
        const quickRelevant = s.quickRelevant;
        relevant[base] = quickRelevant[0];
        relevant[base + 1] = quickRelevant[1];
        relevant[base + 2] = quickRelevant[2];
        relevant[base + 3] = quickRelevant[3];
        return (leader & 1) === 0 ? 1 : 0;
    }
    return UNDECIDED;
}
/**
 * The table's answer for the trick start at `depth`, whose key it writes first: 1 when North-South
 * reach `target`, 0 when they do not (the relevant cards set from the entry), else UNDECIDED.
 */
function tableAnswer(leader, target, depth, base) {
    const keys = s.keys;
    const at = depth * transpositionKey_1.KEY_WORDS;
    (0, transpositionKey_1.writeKey)(keys, at, depth, leader, s.lengths, s.live, s.owner, s.lastTrick);
    const entry = (0, transposition_1.lookUp)(keys, at, s.tricksLeft, target);
    if (entry < 0)
        return UNDECIDED;
    const bounds = (0, transposition_1.boundsAt)(entry);
    (0, position_1.setRelevantTops)(base, bounds & 0xffff);
    return (0, transposition_1.lowerOf)(bounds) >= target ? 1 : 0;
}
/**
 * Plays out the trick from `seat`, the `position`-th card of it (0 leads), and answers whether
 * North-South reach `target` tricks, counting the current trick among the remaining.
 */
function searchCard(seat, position, target, depth, ledSuit, winSeat, winSuit, winRank) {
    s.nodes++;
    const maximizing = (seat & 1) === 0;
    // Second hand's side has the tricks it needs if it surely wins this one and cashes the rest.
    if (position === 1) {
        const need = maximizing ? target : s.tricksLeft - target + 1;
        if ((need === 1 || ((0, position_1.playsAsNotrump)() && need <= secondHand_1.MOST_CASHED_AFTER_SECOND_HAND)) &&
            (0, secondHand_1.secondHandTakesTricks)(seat, ledSuit, winRank, depth, need))
            return maximizing;
    }
    const { hand, lengths, played, relevant, moves, trump } = s;
    const base = depth << 4;
    const count = (0, moves_1.generateMoves)(seat, position, ledSuit, winSeat, winSuit, winRank, base, depth);
    const next = (seat + 1) & 3;
    const here = depth << 2;
    const below = (here + 4) | 0;
    let union0 = 0;
    let union1 = 0;
    let union2 = 0;
    let union3 = 0;
    // Per suit (eight bits each), the rank below which this seat's runs are known to do no
    // better than one already tried (see after the search of each move).
    let equivalentBelow = 0;
    for (let i = 0; i < count; i++) {
        const move = moves[base | i];
        const suit = move >> 4;
        const rank = move & 15;
        const bit = 1 << rank;
        const threshold = (equivalentBelow >> (suit << 3)) & 255;
        if (threshold > rank && threshold > (0, runs_1.runTop)(seat, suit, rank))
            continue;
        hand[(seat << 2) | suit] = hand[(seat << 2) | suit] ^ bit;
        lengths[suit] = (lengths[suit] - (1 << (seat << 2))) | 0;
        let result;
        if (position === 0) {
            played[depth] = move;
            result = searchCard(next, 1, target, depth + 1, suit, seat, suit, rank);
        }
        else {
            let ws = winSeat;
            let wsu = winSuit;
            let wr = winRank;
            if (suit === wsu ? rank > wr : suit === trump) {
                ws = seat;
                wsu = suit;
                wr = rank;
            }
            if (position === 3) {
                // The trick's four cards, by suit: they leave the live cards until it is taken back.
                const lastTrick = s.lastTrick;
                lastTrick[0] = 0;
                lastTrick[1] = 0;
                lastTrick[2] = 0;
                lastTrick[3] = 0;
                const lead = played[depth - 3];
                const second = played[depth - 2];
                const third = played[depth - 1];
                lastTrick[lead >> 4] = lastTrick[lead >> 4] | (1 << (lead & 15));
                lastTrick[second >> 4] = lastTrick[second >> 4] | (1 << (second & 15));
                lastTrick[third >> 4] = lastTrick[third >> 4] | (1 << (third & 15));
                lastTrick[suit] = lastTrick[suit] | bit;
                // The winner's rank matters when it beat another card of its suit.
                const beaten = lastTrick[wsu] & ~(1 << wr);
                const live = s.live;
                const gone0 = lastTrick[0];
                const gone1 = lastTrick[1];
                const gone2 = lastTrick[2];
                const gone3 = lastTrick[3];
                live[0] = live[0] ^ gone0;
                live[1] = live[1] ^ gone1;
                live[2] = live[2] ^ gone2;
                live[3] = live[3] ^ gone3;
                s.tricksLeft--;
                result = searchTrick(ws, (ws & 1) === 0 ? target - 1 : target, depth + 1);
                s.tricksLeft++;
                live[0] = live[0] | gone0;
                live[1] = live[1] | gone1;
                live[2] = live[2] | gone2;
                live[3] = live[3] | gone3;
                if (beaten !== 0)
                    relevant[below | wsu] = relevant[below | wsu] | (1 << wr);
            }
            else {
                played[depth] = move;
                result = searchCard(next, position + 1, target, depth + 1, ledSuit, ws, wsu, wr);
            }
        }
        hand[(seat << 2) | suit] = hand[(seat << 2) | suit] ^ bit;
        lengths[suit] = (lengths[suit] + (1 << (seat << 2))) | 0;
        // A move that makes the cut-off answers with the cards it rested on alone: wherever those
        // are held alike, the seat holds as many cards of the suit below them, and playing the
        // lowest leads where this card led.
        if (result === maximizing) {
            (0, moves_1.rememberCutOff)(seat, position, depth, move, i);
            relevant[here] = relevant[below];
            relevant[here | 1] = relevant[below | 1];
            relevant[here | 2] = relevant[below | 2];
            relevant[here | 3] = relevant[below | 3];
            return result;
        }
        // The card stood for its whole run (the seat's cards no live card separates). If the move
        // failed resting on a card of the run or between its cards, the answer rests on the run
        // staying whole: in a position where another card lies inside it, its cards are no longer
        // one move, and each must fail.
        const restedOn = relevant[below | suit];
        const lowestRestedOn = restedOn === 0 ? 16 : (0, position_1.lowestRank)(restedOn);
        // The run's top is needed only when the answer rested on a card of the suit above the card.
        const top = restedOn !== 0 && lowestRestedOn > rank ? (0, runs_1.runTop)(seat, suit, rank) : rank;
        if (lowestRestedOn > rank && lowestRestedOn <= top)
            relevant[below | suit] = restedOn | bit;
        union0 |= relevant[below];
        union1 |= relevant[below | 1];
        union2 |= relevant[below | 2];
        union3 |= relevant[below | 3];
        // The answer rested on no card of this suit as low as the run played: a run of the seat's
        // wholly below the lowest card it rested on leads to a position differing only in cards it
        // did not rest on, so it has the same answer, resting on the same cards.
        if (lowestRestedOn > top) {
            const shift = suit << 3;
            if (lowestRestedOn > ((equivalentBelow >> shift) & 255))
                equivalentBelow = (equivalentBelow & ~(255 << shift)) | (lowestRestedOn << shift);
        }
    }
    relevant[here] = union0;
    relevant[here | 1] = union1;
    relevant[here | 2] = union2;
    relevant[here | 3] = union3;
    return !maximizing;
}
