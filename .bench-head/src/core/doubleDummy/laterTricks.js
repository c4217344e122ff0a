"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cannotTakeEveryTrick = cannotTakeEveryTrick;
exports.secondTrumpTrickRestsOn = secondTrumpTrickRestsOn;
exports.sureTrumpTricksRestOn = sureTrumpTricksRestOn;
exports.lastTrickGoesToNorthSouth = lastTrickGoesToNorthSouth;
/**
 * Later tricks (after DDS's LaterTricks): what a side surely takes or surely fails to take over
 * the rest of the play, not only by cashing at once. A side needing every trick that the suits
 * it tops cannot hold that many rounds; a side's sure trump tricks, a hand's or the top trumps
 * across both hands; a trump trick the side on lead, needing every trick, cannot keep from the
 * opponents; and the last trick played out. Each leaves the cards its answer rested on.
 */
const cards_1 = require("./cards");
const position_1 = require("./position");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { max } = Math;
/**
 * Whether the side (0 North-South, 1 East-West), needing every remaining trick, surely loses
 * one, in notrump or when no trump is left. While the opponents hold a suit's top card, a trick
 * in that suit is theirs; and taking every trick, the side leads every trick after the first,
 * each trick in a suit taking a card of it from both its hands. So it takes at most, in each suit
 * it tops, as many tricks as its longer hand there, unless an opponent throws a top card away,
 * which he need not do unless he holds nothing else. (Checked against exhaustive minimax: see
 * docs/PERFORMANCE.md.) Rests, left at `base`, on the opponents' top cards, but for suits the
 * side would still fall short if it topped them too: a suit the side tops could be the
 * opponents' and the count only be lower, and the lengths are in every table key.
 */
function cannotTakeEveryTrick(side, base) {
    const { lengths, owner, longerOf, tricksLeft } = s;
    if (!(0, position_1.playsAsNotrump)())
        return false;
    let most = 0;
    for (let suit = 0; suit < 4; suit++) {
        const suitLengths = lengths[suit];
        longerOf[suit] = -1;
        if (suitLengths === 0)
            continue;
        const longer = max((suitLengths >> (4 * side)) & 15, (suitLengths >> (4 * side + 8)) & 15);
        if ((owner[(suit << 4) | (0, position_1.highestRank)((0, position_1.liveCards)(suit))] & 1) !== side)
            longerOf[suit] = longer;
        else {
            most += longer;
            if (most >= tricksLeft)
                return false;
        }
    }
    // Let go of the opponents' top cards in the suits the side could top as well and still fall
    // short, its shortest first.
    (0, position_1.letGoSmallest)(longerOf, tricksLeft - 1 - most);
    for (let suit = 0; suit < 4; suit++) {
        s.relevant[base + suit] = longerOf[suit] < 0 ? 0 : 1 << (0, position_1.highestRank)((0, position_1.liveCards)(suit));
    }
    return true;
}
/**
 * The trumps on which "the side on lead, needing every remaining trick, loses a trump trick"
 * rests (the lowest of them as a mask), or -1 when that does not follow from the top three
 * trumps (after DDS's LaterTricks). The side holds the top trump and an opponent the second-best
 * with another trump beside it: he keeps the second-best back when the top trump falls before
 * his turn, and wins with it in a trump trick the top trump is not in; so he takes a trick when
 * the top trump's holder plays just before him (and he is not on lead, where he might have to
 * lead a trump into it), or when his partner holds the third-best trump, which wins once both
 * above it are gone. Rests on the trumps down to the second-best or the third.
 */
function secondTrumpTrickRestsOn(leader) {
    const { hand, owner, trump } = s;
    let trumps = (0, position_1.liveCards)(trump);
    if (trumps === 0)
        return -1;
    const top = (0, position_1.highestRank)(trumps);
    const topHolder = owner[(trump << 4) | top];
    if (((topHolder ^ leader) & 1) !== 0)
        return -1;
    trumps ^= 1 << top;
    if (trumps === 0)
        return -1;
    const second = (0, position_1.highestRank)(trumps);
    const holder = owner[(trump << 4) | second];
    if (((holder ^ leader) & 1) === 0 || (0, cards_1.countCards)(hand[(holder << 2) | trump]) < 2)
        return -1;
    if (topHolder === ((holder + 3) & 3))
        return 1 << second;
    trumps ^= 1 << second;
    if (trumps === 0)
        return -1;
    const third = (0, position_1.highestRank)(trumps);
    return owner[(trump << 4) | third] === ((holder + 2) & 3) ? 1 << third : -1;
}
/**
 * The trumps the answer "the side (0 North-South, 1 East-West) surely wins `needed` tricks with
 * trumps" rests on (the lowest of them as a mask, 0 for no rank), or -1 when it does not. Every card is played in some trick, and a trick holding a trump is won by the
 * highest trump in it; so each of one hand's trumps wins its trick unless an opponent's higher
 * trump falls on it, and each opponent's trump falls on one trick only. Met from the top, each
 * opponent's trump is kept to beat one of the hand's lower trumps. The count over the trumps
 * down to some rank holds for every position where the same seats hold those trumps (lower
 * trumps beat none of them), so the answer rests on the trumps down to where the count first
 * reaches `needed`; or on no trump's rank when the hand has `needed` trumps more than the
 * opponents together.
 */
function sureTrumpTricksRestOn(side, needed) {
    if (needed <= 0)
        return -1;
    const { hand, trump } = s;
    const opponents = hand[(side + 1) * 4 + trump] | hand[((side + 3) & 3) * 4 + trump];
    const opponentsLength = (0, cards_1.countCards)(opponents);
    let reachedAt = -1;
    for (let seat = side; seat < 4; seat += 2) {
        const mine = hand[(seat << 2) | trump];
        const length = (0, cards_1.countCards)(mine);
        if (length < needed)
            continue;
        // Each of the opponents' trumps beats at most one of the hand's: counted in lengths alone.
        if (length - opponentsLength >= needed)
            return 0;
        let unmatched = 0;
        let sure = 0;
        for (let rank = 12; rank > reachedAt; rank--) {
            const bit = 1 << rank;
            if (opponents & bit)
                unmatched++;
            else if (mine & bit) {
                if (unmatched > 0)
                    unmatched--;
                else if (++sure === needed) {
                    reachedAt = rank;
                    break;
                }
            }
        }
    }
    if (reachedAt < 0)
        reachedAt = topTrumpsInBothHands(side, opponents, needed);
    return reachedAt < 0 ? -1 : 1 << reachedAt;
}
/**
 * The rank of the lowest of the side's top `needed` trumps when it holds that many above every
 * opponent's trump, across its two hands, and one hand has `needed` trumps or more; else -1.
 * Each trick holding one of those trumps is the side's, and the side can keep them to different
 * tricks: a hand has to play one of them only when it must play a trump and has no other, and
 * the longer hand's other trumps are as many as the shorter hand's top ones, so one of the two
 * can always play something else (a hand forced to ruff a trick partner does not trump takes
 * it with a top trump). It rests on the holders of the trumps down to that rank. (After DDS's
 * "later tricks", which counts the top two.)
 */
function topTrumpsInBothHands(side, opponents, needed) {
    const mine = s.hand[side * 4 + s.trump];
    const partners = s.hand[(side + 2) * 4 + s.trump];
    if (max((0, cards_1.countCards)(mine), (0, cards_1.countCards)(partners)) < needed)
        return -1;
    const ours = mine | partners;
    let count = 0;
    for (let rank = 12; rank >= 0; rank--) {
        const bit = 1 << rank;
        if (opponents & bit)
            return -1;
        if (ours & bit && ++count === needed)
            return rank;
    }
    return -1;
}
/** Plays the last trick out (one card each); the winner's card is relevant if it beat a card of its suit. */
function lastTrickGoesToNorthSouth(leader, base) {
    const { hand, trump, relevant } = s;
    let winner = leader;
    let suit = 0;
    while (hand[(leader << 2) | suit] === 0)
        suit++;
    let winSuit = suit;
    let winRank = (0, position_1.highestRank)(hand[(leader << 2) | suit]);
    for (let k = 1; k < 4; k++) {
        const seat = (leader + k) & 3;
        let played = 0;
        while (hand[(seat << 2) | played] === 0)
            played++;
        const rank = (0, position_1.highestRank)(hand[(seat << 2) | played]);
        if (played === winSuit ? rank > winRank : played === trump) {
            winner = seat;
            winSuit = played;
            winRank = rank;
        }
    }
    (0, position_1.clearRelevant)(relevant, base);
    const suitCards = s.live[winSuit];
    if (suitCards !== 1 << winRank)
        relevant[base + winSuit] = 1 << winRank;
    return (winner & 1) === 0;
}
