"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MOST_CASHED_AFTER_SECOND_HAND = void 0;
exports.secondHandTakesTricks = secondHandTakesTricks;
/**
 * Second hand's quick tricks (after DDS's QuickTricksSecondHand): whether second hand's side
 * surely wins the trick led, and in notrump (or once no trump is left) also cashes the tricks
 * it needs after it. Asked before any of second hand's cards is searched (search.ts).
 */
const cards_1 = require("./cards");
const position_1 = require("./position");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
/**
 * The most tricks second hand's side is asked to take at once in notrump (secondHandTakesTricks):
 * more seldom come, and asking costs every second hand's node (list100 deals 1-30: the same
 * nodes with 4 as with 13).
 */
exports.MOST_CASHED_AFTER_SECOND_HAND = 4;
/**
 * Whether second hand's side surely takes `need` tricks from the trick led with `ledRank` of
 * `ledSuit` (after DDS's "quick tricks second hand"). It wins this trick when third hand cannot
 * ruff and either second hand's side holds the suit's best card (above the card led and third
 * hand's cards) or one of its hands can ruff. In notrump (or with no trump left) the hand winning
 * it with that card then leads, and cashes the next card of the suit when it holds the suit's
 * top two, each other suit whose top card it holds once, and every card of a suit no one else
 * holds. Leaves at `depth` what that rests on: those top cards (the lengths are in every key).
 */
function secondHandTakesTricks(seat, ledSuit, ledRank, depth, need) {
    const { hand, trump, relevant } = s;
    const partner = (seat + 2) & 3;
    const third = (seat + 1) & 3;
    const thirds = hand[(third << 2) | ledSuit];
    const trumps = trump !== position_1.NO_TRUMP && ledSuit !== trump;
    if (trumps && thirds === 0 && hand[(third << 2) | trump] !== 0)
        return false;
    const ours = hand[(seat << 2) | ledSuit] | hand[(partner << 2) | ledSuit];
    const here = depth * 4;
    if (trumps &&
        ((hand[(seat << 2) | ledSuit] === 0 && hand[(seat << 2) | trump] !== 0) ||
            (hand[(partner << 2) | ledSuit] === 0 && hand[(partner << 2) | trump] !== 0))) {
        if (need > 1)
            return false;
        (0, position_1.clearRelevant)(relevant, here);
        return true;
    }
    if (ours === 0 || (0, position_1.highestRank)(ours) < ledRank || ours < thirds)
        return false;
    if (need > 1 && !(0, position_1.playsAsNotrump)())
        return false;
    const top = (0, position_1.highestRank)(ours);
    (0, position_1.clearRelevant)(relevant, here);
    relevant[here + ledSuit] = 1 << top;
    if (need <= 1)
        return true;
    return cashesAfterWinning(hand[(seat << 2) | ledSuit] >> top !== 0 ? seat : partner, ledSuit, top, here, need - 1);
}
/**
 * Whether `winner`, having won the trick with `top` of `ledSuit`, then surely cashes `need`
 * tricks (secondHandTakesTricks), adding to the relevant cards at `here` what they rest on.
 */
function cashesAfterWinning(winner, ledSuit, top, here, need) {
    const { hand, live, owner, relevant } = s;
    let tricks = 0;
    const rest = live[ledSuit] & ~(1 << top);
    // The suit's next card, when the winner holds it and the top card: now the top.
    if (rest !== 0 && live[ledSuit] >> (top + 1) === 0) {
        const next = (0, position_1.highestRank)(rest);
        if (owner[(ledSuit << 4) | next] === winner) {
            relevant[here + ledSuit] = relevant[here + ledSuit] | (1 << next);
            if (++tricks >= need)
                return true;
        }
    }
    for (let suit = 0; suit < 4; suit++) {
        const mine = hand[(winner << 2) | suit];
        if (suit === ledSuit || mine === 0)
            continue;
        const cards = live[suit];
        if (cards === mine)
            tricks += (0, cards_1.countCards)(mine);
        else if (owner[(suit << 4) | (0, position_1.highestRank)(cards)] === winner) {
            relevant[here + suit] = 1 << (0, position_1.highestRank)(cards);
            tricks++;
        }
        else
            continue;
        if (tricks >= need)
            return true;
    }
    return false;
}
