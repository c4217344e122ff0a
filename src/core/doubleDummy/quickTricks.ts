/**
 * Quick tricks (after DDS's QuickTricks): the tricks a side can surely cash from the top at the
 * start of a trick, directly or through an entry to partner (in notrump after cashing the
 * leader's own winners). Each count leaves the cards it rested on, only as many as the cut-off
 * needs. Second hand's quick tricks are in secondHand.ts.
 */
import {
  clearRelevant,
  countCards,
  highestRank,
  letGoSmallest,
  NO_TRUMP,
  playsAsNotrump,
  solver,
} from "./position";

/** The solver's state (position.ts), held once here: read, not passed along, as that costs. */
const s = solver;

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { max, min } = Math;

/**
 * Tricks the side on lead can surely cash from the top, without giving up the lead between
 * suits: in each suit, the leader's cards above every opponent's card (all the leader's cards
 * when those outlast both opponents' holdings), cut to the rounds both opponents with trumps can
 * follow; a suit where partner may be forced to overtake counts only up to that round and only
 * once (the lead may end there). When the count reaches `need`, leaves in quickRelevant the cards
 * that `need` tricks of it rest on. Suits whose bit is set in `skippedSuits` are not counted.
 */
export function quickTricks(leader: number, skippedSuits: number, need: number): number {
  const { hand, trump, countedRounds } = s;
  const partner = (leader + 2) & 3;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  const partnerTrumps = trump === NO_TRUMP ? 0 : hand[(partner << 2) | trump]!;
  const lhoTrumps = trump === NO_TRUMP ? 0 : hand[(lho << 2) | trump]!;
  const rhoTrumps = trump === NO_TRUMP ? 0 : hand[(rho << 2) | trump]!;
  let clean = 0;
  let bestBlocked = 0;
  let bestSuit = -1;
  for (let suit = 0; suit < 4; suit++) {
    countedRounds[suit] = -1;
    let mine = hand[(leader << 2) | suit]!;
    if (mine === 0 || (skippedSuits >> suit) & 1) continue;
    const lhoCards = hand[(lho << 2) | suit]!;
    const rhoCards = hand[(rho << 2) | suit]!;
    const theirs = lhoCards | rhoCards;
    let rounds: number;
    let topWinners = 0;
    if (theirs === 0) rounds = countCards(mine);
    else {
      const theirTop = highestRank(theirs);
      rounds = countCards(mine >> (theirTop + 1));
      topWinners = rounds;
      // Once the opponents are out of the suit, the leader's lower cards win too.
      if (rounds > 0 && rounds >= countCards(lhoCards) && rounds >= countCards(rhoCards))
        rounds = countCards(mine);
    }
    if (rounds === 0) continue;
    if (suit !== trump && trump !== NO_TRUMP) {
      if (lhoTrumps !== 0) rounds = min(rounds, countCards(lhoCards));
      if (rhoTrumps !== 0) rounds = min(rounds, countCards(rhoCards));
      if (rounds === 0) continue;
    }
    // Partner follows with his highest card below the leader's (keeping low cards for the
    // leader's lower rounds); with none below, partner must overtake and the lead stops there.
    let partnerCards = hand[(partner << 2) | suit]!;
    let blockedAt = 0;
    for (let round = 1; round <= rounds; round++) {
      const card = highestRank(mine);
      mine ^= 1 << card;
      const under = partnerCards & ((1 << card) - 1);
      if (partnerCards === 0 ? partnerTrumps !== 0 && suit !== trump : under === 0) {
        blockedAt = round;
        break;
      }
      if (under !== 0) partnerCards ^= 1 << highestRank(under);
    }
    s.topWinnersOf[suit] = topWinners;
    if (blockedAt === 0) {
      clean += rounds;
      countedRounds[suit] = rounds;
    } else if (blockedAt > bestBlocked) {
      if (bestSuit >= 0) countedRounds[bestSuit] = -1;
      bestBlocked = blockedAt;
      bestSuit = suit;
      countedRounds[suit] = blockedAt;
    }
  }
  const total = clean + bestBlocked;
  if (total >= need) restQuickTricksOn(leader, total - need);
  return total > s.tricksLeft ? s.tricksLeft : total;
}

/**
 * Sets quickRelevant to the cards that a quick-trick count `excess` tricks above the need rests
 * on, so that the cut-off, and every table entry above it, covers as many positions as it can.
 * The rounds the cut-off does not need are let go: first whole suits (fewest rounds first: a
 * suit not counted rests on nothing), then the last rounds of the others. A suit's rounds rest
 * on its cards down to the last round kept: in every position where the same seats hold those,
 * the leader's cards win the same rounds (the cards above the last are where they were, and each
 * hand has as many below it), and partner has as many cards below it to follow with. With
 * partner void, they rest only on the leader holding the suit's top cards: as many as the rounds
 * or, when the rounds go on after the opponents are out of the suit, as many as the opponents'
 * longer holding (none when they hold no card of it).
 */
function restQuickTricksOn(leader: number, excess: number): void {
  const { hand, countedRounds, quickRelevant } = s;
  excess = letGoSmallest(countedRounds, excess);
  const partner = (leader + 2) & 3;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  for (let suit = 0; suit < 4; suit++) {
    let rounds = countedRounds[suit]!;
    if (rounds < 0) {
      quickRelevant[suit] = 0;
      continue;
    }
    const cut = min(excess, rounds - 1);
    rounds -= cut;
    excess -= cut;
    let tops = rounds;
    if (hand[(partner << 2) | suit] === 0 && rounds > s.topWinnersOf[suit]!)
      tops = max(countCards(hand[(lho << 2) | suit]!), countCards(hand[(rho << 2) | suit]!));
    let card = 0;
    let leaders = hand[(leader << 2) | suit]!;
    while (tops-- > 0) {
      card = 1 << highestRank(leaders);
      leaders ^= card;
    }
    quickRelevant[suit] = card;
  }
}

/**
 * Whether the side on lead can cash `need` tricks by leading a low card to partner's winner in
 * some suit and cashing from partner's hand: the entry trick plus partner's quick tricks in the
 * other suits. Leaves the cards it rested on in quickRelevant when it can.
 */
export function quickTricksViaPartner(leader: number, need: number): boolean {
  const { hand, trump } = s;
  const partner = (leader + 2) & 3;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  for (let suit = 0; suit < 4; suit++) {
    const mine = hand[(leader << 2) | suit]!;
    const partners = hand[(partner << 2) | suit]!;
    if (mine === 0 || partners === 0) continue;
    const lhoCards = hand[(lho << 2) | suit]!;
    const rhoCards = hand[(rho << 2) | suit]!;
    if (trump !== NO_TRUMP && suit !== trump) {
      if (
        (lhoCards === 0 && hand[(lho << 2) | trump] !== 0) ||
        (rhoCards === 0 && hand[(rho << 2) | trump] !== 0)
      )
        continue;
    }
    const theirs = lhoCards | rhoCards;
    const lowest = mine & -mine;
    const partnerTop = 1 << highestRank(partners);
    if (partnerTop < lowest || partnerTop < theirs) continue;
    // partnerTop beats every opponent's card and the leader's lowest: the entry trick.
    // The entry rests on partner's card: wherever the same seats hold it and the cards above
    // it, it still beats the opponents' cards, and the leader has as many cards below it.
    if (
      1 + quickTricks(partner, 1 << suit, need - 1) >= need ||
      (playsAsNotrump() && cashesThenCrosses(leader, suit, need))
    ) {
      s.quickRelevant[suit] = partnerTop;
      return true;
    }
  }
  return false;
}

/**
 * In notrump, or once no trump is left: whether the leader can cash his own winners, those of
 * his cards above every other hand's in the suits other than `entry`, then cross to partner's
 * winner in `entry` and cash partner's quick tricks in the suits neither has cashed, for `need`
 * tricks in all. Only as many of them as `need` are counted, so partner, holding as many cards
 * as the leader, has as many others to follow or throw while the leader cashes. Leaves in
 * quickRelevant what that rests on but the entry: the leader's cards cashed, and partner's
 * quick tricks' cards.
 */
function cashesThenCrosses(leader: number, entry: number, need: number): boolean {
  const { hand, live, quickRelevant } = s;
  let own = 0;
  let cashed = 1 << entry;
  for (let suit = 0; suit < 4; suit++) {
    const mine = hand[(leader << 2) | suit]!;
    if (suit === entry || mine === 0) continue;
    const others = live[suit]! & ~mine;
    const winners = others === 0 ? countCards(mine) : countCards(mine >> (highestRank(others) + 1));
    if (winners === 0) continue;
    own += winners;
    cashed |= 1 << suit;
  }
  if (own === 0) return false;
  const fromPartner = need - 1 - own;
  if (fromPartner > 0 && quickTricks((leader + 2) & 3, cashed, fromPartner) < fromPartner)
    return false;
  if (fromPartner <= 0) clearRelevant(quickRelevant, 0);
  // The leader's rounds needed, each suit resting on its top cards, all his.
  let rounds = min(own, need - 1);
  for (let suit = 0; suit < 4 && rounds > 0; suit++) {
    if (suit === entry || !((cashed >> suit) & 1)) continue;
    const mine = hand[(leader << 2) | suit]!;
    let cards = live[suit]!;
    let tops = 0;
    while (rounds > 0 && cards !== 0) {
      const top = 1 << highestRank(cards);
      if ((mine & top) === 0) break;
      tops |= top;
      cards ^= top;
      rounds--;
    }
    quickRelevant[suit] = tops;
  }
  return true;
}
