"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.quickTricksViaPartner = quickTricksViaPartner;
/**
 * Quick tricks through an entry to partner (after DDS's communication to partner in
 * QuickTricks): the leader leads a low card to partner's winner, in notrump after cashing his
 * own winners and his top cards of the entry suit, and partner cashes the rest, his winners
 * left in the entry suit among them; or, in notrump, partner finesses against the second-best
 * card on his right. Each count leaves the cards it rested on in quickRelevant.
 */
const cards_1 = require("./cards");
const position_1 = require("./position");
const quickTricks_1 = require("./quickTricks");
/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = position_1.solver;
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { min } = Math;
/**
 * Whether the side on lead can cash `need` tricks by leading a low card to partner's winner in
 * some suit and cashing from partner's hand: the entry trick plus partner's quick tricks.
 * Leaves the cards it rested on in quickRelevant when it can.
 */
function quickTricksViaPartner(leader, need) {
    const { hand, trump } = s;
    const partner = (leader + 2) & 3;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    for (let suit = 0; suit < 4; suit++) {
        const mine = hand[(leader << 2) | suit];
        const partners = hand[(partner << 2) | suit];
        if (mine === 0 || partners === 0)
            continue;
        const lhoCards = hand[(lho << 2) | suit];
        const rhoCards = hand[(rho << 2) | suit];
        if (trump !== position_1.NO_TRUMP && suit !== trump) {
            if ((lhoCards === 0 && hand[(lho << 2) | trump] !== 0) ||
                (rhoCards === 0 && hand[(rho << 2) | trump] !== 0))
                continue;
        }
        if ((0, position_1.playsAsNotrump)() && finesseThenPartnerCashes(leader, suit, need))
            return true;
        const partnerTop = 1 << (0, position_1.highestRank)(partners);
        if (partnerTop < (mine & -mine) || partnerTop < (lhoCards | rhoCards))
            continue;
        // partnerTop beats every opponent's card and the leader's lowest: the entry trick.
        const afterEntry = tricksAfterEntry(leader, suit, 0, need - 1);
        if (afterEntry >= need - 1)
            return true;
        if ((0, position_1.playsAsNotrump)() && cashesThenCrosses(leader, suit, need, afterEntry))
            return true;
    }
    return false;
}
/**
 * In notrump: whether partner, holding the suit's top card and its third-best with the
 * second-best on his right (the leader's left), takes two tricks in it by the finesse, a low
 * card led to his third-best or his top card over the second-best, and cashes the rest (after
 * DDS's QuickTricksPartnerHandNT). With the leader and the opponents holding two cards of the
 * suit or fewer, partner's other cards of it win too. Rests on the suit's top three cards.
 */
function finesseThenPartnerCashes(leader, entry, need) {
    const { hand, live, owner } = s;
    const partner = (leader + 2) & 3;
    let cards = live[entry];
    const top = (0, position_1.highestRank)(cards);
    cards ^= 1 << top;
    const second = (0, position_1.highestRank)(cards);
    cards ^= 1 << second;
    if (cards === 0)
        return false;
    const third = (0, position_1.highestRank)(cards);
    if (owner[(entry << 4) | top] !== partner ||
        owner[(entry << 4) | second] !== ((leader + 1) & 3) ||
        owner[(entry << 4) | third] !== partner)
        return false;
    const own = (0, cards_1.countCards)(hand[(leader << 2) | entry]);
    const part = (0, cards_1.countCards)(hand[(partner << 2) | entry]);
    const lhoCount = (0, cards_1.countCards)(hand[(((leader + 1) & 3) << 2) | entry]);
    const rhoCount = (0, cards_1.countCards)(hand[(((leader + 3) & 3) << 2) | entry]);
    const inSuit = own <= 2 && lhoCount <= 2 && rhoCount <= 2 ? part : 2;
    const rest = need - inSuit;
    if (rest > 0 && (0, quickTricks_1.quickTricks)(partner, 1 << entry, rest) < rest)
        return false;
    if (rest <= 0)
        (0, position_1.clearRelevant)(s.quickRelevant, 0);
    s.quickRelevant[entry] = 1 << third;
    return true;
}
/**
 * The tricks the side takes toward `fromPartner` through the entry in `entry`, the suits in
 * `skippedSuits` aside: in notrump first the leader's cards above partner's top card while both
 * keep another, partner following low; then the entry trick, the leader's lowest to partner's
 * top, and partner's quick tricks (not counted when the first reach `fromPartner`). When they
 * reach `fromPartner`, leaves what they rest on in quickRelevant. Each opponent follows with
 * his lowest card, which keeps his higher ones against partner's (and a void opponent is left
 * his cards: he holds no trump, or the caller takes no such entry, so a discard could only
 * shorten his other suits, never let him ruff there). The entry rests on partner's top card and
 * the cards above it: wherever the same seats hold those, it still beats the opponents' cards,
 * and the leader has as many cards below it. Partner's rounds after it rest on their own cards,
 * those of the position after the entry trick.
 */
function tricksAfterEntry(leader, entry, skippedSuits, fromPartner) {
    const { hand, live } = s;
    const partner = (leader + 2) & 3;
    const lho = (leader + 1) & 3;
    const rho = (leader + 3) & 3;
    const mine = hand[(leader << 2) | entry];
    const partners = hand[(partner << 2) | entry];
    const lhoCards = hand[(lho << 2) | entry];
    const rhoCards = hand[(rho << 2) | entry];
    const partnerTop = 1 << (0, position_1.highestRank)(partners);
    let m = mine;
    let p = partners;
    let l = lhoCards;
    let r = rhoCards;
    let cashed = 0;
    // In a trump contract an opponent out of the suit could ruff the second round.
    if ((0, position_1.playsAsNotrump)()) {
        while ((m & -m) !== m && (p & -p) !== p && 1 << (0, position_1.highestRank)(m) > partnerTop) {
            m ^= 1 << (0, position_1.highestRank)(m);
            p ^= p & -p;
            l ^= l & -l;
            r ^= r & -r;
            cashed++;
        }
    }
    m ^= m & -m;
    p ^= partnerTop;
    l ^= l & -l;
    r ^= r & -r;
    const rest = fromPartner - cashed;
    let tricks = cashed;
    if (rest > 0) {
        const liveBefore = live[entry];
        hand[(leader << 2) | entry] = m;
        hand[(partner << 2) | entry] = p;
        hand[(lho << 2) | entry] = l;
        hand[(rho << 2) | entry] = r;
        live[entry] = m | p | l | r;
        tricks += (0, quickTricks_1.quickTricks)(partner, skippedSuits, rest);
        hand[(leader << 2) | entry] = mine;
        hand[(partner << 2) | entry] = partners;
        hand[(lho << 2) | entry] = lhoCards;
        hand[(rho << 2) | entry] = rhoCards;
        live[entry] = liveBefore;
        if (tricks < fromPartner)
            return tricks;
    }
    else
        (0, position_1.clearRelevant)(s.quickRelevant, 0);
    const after = s.quickRelevant[entry];
    s.quickRelevant[entry] = after !== 0 && after < partnerTop ? after : partnerTop;
    return tricks;
}
/**
 * In notrump, or once no trump is left: whether the leader can cash his own winners, those of
 * his cards above every other hand's in the suits other than `entry`, then cross to partner's
 * winner in `entry` and cash partner's quick tricks in the suits neither has cashed, for `need`
 * tricks in all. Only as many of them as `need` are counted, so partner, holding as many cards
 * as the leader, has as many others to follow or throw while the leader cashes. Leaves in
 * quickRelevant what that rests on: the leader's cards cashed, the entry, and partner's quick
 * tricks' cards.
 */
function cashesThenCrosses(leader, entry, need, afterEntry) {
    const { hand, live, quickRelevant } = s;
    let own = 0;
    let cashed = 0;
    for (let suit = 0; suit < 4; suit++) {
        const mine = hand[(leader << 2) | suit];
        if (suit === entry || mine === 0)
            continue;
        const others = live[suit] & ~mine;
        const winners = others === 0 ? (0, cards_1.countCards)(mine) : (0, cards_1.countCards)(mine >> ((0, position_1.highestRank)(others) + 1));
        if (winners === 0)
            continue;
        own += winners;
        cashed |= 1 << suit;
    }
    // Partner cashes no more with suits skipped than he did with none (afterEntry).
    const fromPartner = need - 1 - own;
    if (own === 0 || afterEntry < fromPartner)
        return false;
    if (tricksAfterEntry(leader, entry, cashed, fromPartner) < fromPartner)
        return false;
    // The leader's rounds needed, each suit resting on its top cards, all his.
    let rounds = min(own, need - 1);
    for (let suit = 0; suit < 4; suit++) {
        if (!((cashed >> suit) & 1))
            continue;
        const mine = hand[(leader << 2) | suit];
        let cards = live[suit];
        let tops = 0;
        while (rounds > 0 && cards !== 0) {
            const top = 1 << (0, position_1.highestRank)(cards);
            if ((mine & top) === 0)
                break;
            tops |= top;
            cards ^= top;
            rounds--;
        }
        quickRelevant[suit] = tops;
    }
    return true;
}
