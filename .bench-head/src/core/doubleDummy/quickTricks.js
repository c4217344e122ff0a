"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.quickTricks = quickTricks;
/**
 * Quick tricks (after DDS's QuickTricks): the tricks the side on lead can surely cash from the
 * top at the start of a trick, from the leader's hand and, where he holds a suit's top card and
 * partner its second, by crossing to partner's. Each count leaves the cards it rested on, only
 * as many as the cut-off needs. Through an entry to partner: viaPartner.ts; second hand's quick
 * tricks: secondHand.ts.
 */
const cards_1 = require("./cards");
const position_1 = require("./position");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { max, min } = Math;
/**
 * Tricks the side on lead can surely cash from the top, without giving up the lead between
 * suits: in each suit, the leader's cards above every opponent's card (all the leader's cards
 * when those outlast both opponents' holdings), cut to the rounds both opponents with trumps can
 * follow; a suit where partner may be forced to overtake counts only up to that round and only
 * once (the lead may end there). When the count reaches `need`, leaves in quickRelevant the cards
 * that `need` tricks of it rest on. Suits whose bit is set in `skippedSuits` are not counted.
 *
 * Where the leader's only card above the opponents' is the suit's top card and partner holds
 * its second-best, each with two cards or more (Ax opposite Kx), the suit gives a second round
 * by crossing to partner's card (DDS's QtricksLeadHandNT), once as the lead may end there; and
 * in notrump, once the opponents hold two cards or fewer each, the long hand's other cards:
 * partner's after the crossing when the leader holds two; when partner holds two, the leader's,
 * after a low card to partner's and partner's other card back to the top (partner then out of
 * the suit, the lead stays with the leader, so as often as such suits come).
 *
 * In a trump contract the trumps come first (after DDS's QtricksLeadHandTrump): when their
 * rounds outlast both opponents' trumps, cashing them draws those, and the other suits' rounds
 * are no longer cut to what the opponents can follow; those rounds of trumps then stay in
 * the count, and the crossing is not in trumps (the lead must stay for the other suits).
 */
function quickTricks(leader, skippedSuits, need) {
    const { hand, trump, countedRounds } = s;
    const partner = (leader + 2) & 3;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const partnerTrumps = trump === position_1.NO_TRUMP ? 0 : hand[(partner << 2) | trump];
    let lhoTrumps = trump === position_1.NO_TRUMP ? 0 : hand[(lho << 2) | trump];
    let rhoTrumps = trump === position_1.NO_TRUMP ? 0 : hand[(rho << 2) | trump];
    let clean = 0;
    let bestBlocked = 0;
    let bestSuit = -1;
    let bestCross = 0;
    let crossSuit = -1;
    s.crossSuits = 0;
    s.trumpsDrawnIn = 0;
    // In a trump contract the trump suit first: its rounds may draw the opponents' trumps.
    const first = trump === position_1.NO_TRUMP ? 0 : trump;
    for (let k = 0; k < 4; k++) {
        const suit = (first + k) & 3;
        if (k === 1 && (lhoTrumps | rhoTrumps) !== 0) {
            const draw = max((0, cards_1.countCards)(lhoTrumps), (0, cards_1.countCards)(rhoTrumps));
            if (countedRounds[first] >= draw && bestSuit !== first) {
                s.trumpsDrawnIn = draw;
                lhoTrumps = 0;
                rhoTrumps = 0;
            }
        }
        countedRounds[suit] = -1;
        let mine = hand[(leader << 2) | suit];
        if (mine === 0 || (skippedSuits >> suit) & 1)
            continue;
        const lhoCards = hand[(lho << 2) | suit];
        const rhoCards = hand[(rho << 2) | suit];
        const theirs = lhoCards | rhoCards;
        let rounds;
        if (theirs === 0)
            rounds = (0, cards_1.countCards)(mine);
        else {
            const theirTop = (0, position_1.highestRank)(theirs);
            rounds = (0, cards_1.countCards)(mine >> (theirTop + 1));
            // Once the opponents are out of the suit, the leader's lower cards win too.
            if (rounds > 0 && rounds >= (0, cards_1.countCards)(lhoCards) && rounds >= (0, cards_1.countCards)(rhoCards))
                rounds = (0, cards_1.countCards)(mine);
        }
        if (rounds === 0)
            continue;
        if (suit !== trump && trump !== position_1.NO_TRUMP) {
            if (lhoTrumps !== 0)
                rounds = min(rounds, (0, cards_1.countCards)(lhoCards));
            if (rhoTrumps !== 0)
                rounds = min(rounds, (0, cards_1.countCards)(rhoCards));
            if (rounds === 0)
                continue;
        }
        // Partner follows with his highest card below the leader's (keeping low cards for the
        // leader's lower rounds); with none below, partner must overtake and the lead stops there.
        let partnerCards = hand[(partner << 2) | suit];
        let blockedAt = 0;
        for (let round = 1; round <= rounds; round++) {
            const card = (0, position_1.highestRank)(mine);
            mine ^= 1 << card;
            const under = partnerCards & ((1 << card) - 1);
            if (partnerCards === 0 ? partnerTrumps !== 0 && suit !== trump : under === 0) {
                blockedAt = round;
                break;
            }
            if (under !== 0)
                partnerCards ^= 1 << (0, position_1.highestRank)(under);
        }
        let crossRounds = 0;
        if (rounds === 1 && blockedAt === 0 && theirs !== 0) {
            const own = (0, cards_1.countCards)(hand[(leader << 2) | suit]);
            const partners = hand[(partner << 2) | suit];
            const part = (0, cards_1.countCards)(partners);
            const lhoCount = (0, cards_1.countCards)(lhoCards);
            const rhoCount = (0, cards_1.countCards)(rhoCards);
            if (own >= 2 &&
                part >= 2 &&
                (0, position_1.highestRank)(partners) > (0, position_1.highestRank)(theirs) &&
                (suit === trump ||
                    ((lhoTrumps === 0 || lhoCount >= 2) && (rhoTrumps === 0 || rhoCount >= 2)))) {
                const runsOut = (0, position_1.playsAsNotrump)() && lhoCount <= 2 && rhoCount <= 2;
                if (runsOut && part === 2 && own > 2) {
                    rounds = own;
                    s.crossSuits |= 1 << suit;
                }
                else
                    crossRounds = runsOut && own === 2 ? part : 2;
            }
        }
        if (crossRounds - 1 > bestCross) {
            bestCross = crossRounds - 1;
            crossSuit = suit;
        }
        if (blockedAt === 0) {
            clean += rounds;
            countedRounds[suit] = rounds;
        }
        else if (blockedAt > bestBlocked) {
            if (bestSuit >= 0)
                countedRounds[bestSuit] = -1;
            bestBlocked = blockedAt;
            bestSuit = suit;
            countedRounds[suit] = blockedAt;
        }
    }
    // The crossing's rounds beyond the one counted, in place of the best blocked suit's.
    if (bestCross > bestBlocked && !(s.trumpsDrawnIn > 0 && crossSuit === trump)) {
        if (bestSuit >= 0)
            countedRounds[bestSuit] = -1;
        bestBlocked = bestCross;
        countedRounds[crossSuit] = bestCross + 1;
        s.crossSuits |= 1 << crossSuit;
    }
    const total = clean + bestBlocked;
    if (total >= need)
        restQuickTricksOn(leader, total - need);
    return total > s.tricksLeft ? s.tricksLeft : total;
}
/**
 * Sets quickRelevant to the cards that a quick-trick count `excess` tricks above the need rests
 * on, so that the cut-off, and every table entry above it, covers as many positions as it can.
 * The rounds the cut-off does not need are let go: first whole suits (fewest rounds first: a
 * suit not counted rests on nothing), then the last rounds of the others. A suit's rounds rest
 * on its cards down to the last round kept: in every position where the same seats hold those,
 * the leader's cards win the same rounds (the cards above the last are where they were, and each
 * hand has as many below it), and partner has as many cards below it to follow with. When the
 * rounds go on after the other three hands are out of the suit, and the leader holds as many of
 * its top cards as the longest of those holdings, they rest only on those top cards (none when
 * no other hand holds the suit): wherever the leader holds them, with the same lengths, every
 * other card falls under them, partner's too, and the leader's lower cards win (as DDS's quick
 * tricks rest on the top card alone once the others hold one card or none). A suit counted by
 * crossing to partner's second-best card rests, from two rounds on, on its top two cards:
 * wherever the leader holds the top card and partner the second, with the same lengths, the
 * same rounds follow.
 */
function restQuickTricksOn(leader, excess) {
    const { hand, countedRounds, quickRelevant } = s;
    // Rounds of trumps that draw the opponents' trumps stay, for the other suits' rounds.
    const drawn = s.trumpsDrawnIn;
    const trumpRounds = drawn > 0 ? countedRounds[s.trump] : -1;
    if (drawn > 0)
        countedRounds[s.trump] = -1;
    excess = (0, position_1.letGoSmallest)(countedRounds, excess);
    if (drawn > 0)
        countedRounds[s.trump] = trumpRounds;
    const partner = (leader + 2) & 3;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    for (let suit = 0; suit < 4; suit++) {
        let rounds = countedRounds[suit];
        if (rounds < 0) {
            quickRelevant[suit] = 0;
            continue;
        }
        const cut = min(excess, rounds - (drawn > 0 && suit === s.trump ? drawn : 1));
        rounds -= cut;
        excess -= cut;
        if ((s.crossSuits >> suit) & 1 && rounds >= 2) {
            const live = s.live[suit];
            quickRelevant[suit] = 1 << (0, position_1.highestRank)(live ^ (1 << (0, position_1.highestRank)(live)));
            continue;
        }
        let tops = rounds;
        const mine = hand[(leader << 2) | suit];
        const partners = hand[(partner << 2) | suit];
        const lhoCards = hand[(lho << 2) | suit];
        const rhoCards = hand[(rho << 2) | suit];
        const longest = max((0, cards_1.countCards)(partners), (0, cards_1.countCards)(lhoCards), (0, cards_1.countCards)(rhoCards));
        if (rounds > longest) {
            const others = partners | lhoCards | rhoCards;
            if (others === 0 || (0, cards_1.countCards)(mine >> ((0, position_1.highestRank)(others) + 1)) >= longest)
                tops = longest;
        }
        let card = 0;
        let leaders = mine;
        while (tops-- > 0) {
            card = 1 << (0, position_1.highestRank)(leaders);
            leaders ^= card;
        }
        quickRelevant[suit] = card;
    }
}
