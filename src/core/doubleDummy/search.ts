/**
 * The double-dummy search: how many tricks North-South take from a position when every card is
 * seen and both sides play perfectly.
 *
 * Ideas from the published descriptions (Haglund's "Search Algorithms for a Bridge Double Dummy
 * Solver", Hirschberg's notes, Ginsberg's partition search), code our own:
 * - a zero-window search: "can North-South take at least `target` of the remaining tricks?";
 * - holdings as 13-bit masks (bit 0 the two, bit 12 the ace), one per seat and suit;
 * - cards of one hand with no live card between them are one move (the K and Q of AKQ);
 * - at the start of each trick: quick tricks the side on lead can cash, and a transposition table
 *   keyed by the remaining cards with ranks made relative, holding lower and upper bounds;
 * - moves ordered by who plays, the position in the trick and what is winning it.
 *
 * The module keeps its state in typed arrays allocated once: a search allocates nothing.
 * Seats: North 0, East 1, South 2, West 3 (North-South are the even seats). Suits: spades 0,
 * hearts 1, diamonds 2, clubs 3. The strain is a trump suit 0-3 or NO_TRUMP.
 */
import {
  KEY_LEADER,
  KEY_LENGTHS,
  KEY_PATTERNS,
  KEY_SHAPE_A,
  KEY_SHAPE_B,
  KEY_WORDS,
  clearTable,
  foundLower,
  foundUpper,
  lookUp,
  lowerDepths,
  store,
  upperDepths,
} from "./transposition";

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32, max, min } = Math;

export const NO_TRUMP = 4;

/** hand[seat * 4 + suit]: the cards the seat still holds in the suit. */
const hand = new Int32Array(16);
/**
 * lengths[suit]: each seat's number of cards in the suit, four bits a seat (North lowest), kept
 * up to date as cards are played: the table's key is built from them at every trick start.
 */
const lengths = new Int32Array(4);
/** Cards played to the current trick, per suit: still live for telling cards apart. */
const trickCards = new Int32Array(4);
/** Which seat holds each card, by suit * 16 + rank (fixed for a deal). */
const owner = new Int8Array(64);
/** The transposition-table key of the trick start at each depth (see transposition.ts). */
const keys = new Int32Array(64 * KEY_WORDS);
/** Moves of the node at each depth: suit * 16 + rank, 16 slots per depth. */
const moves = new Int32Array(64 * 16);
const scores = new Int32Array(64 * 16);
/** Cut-offs each card made, by seat, position in the trick and card: weighed in ordering. */
const history = new Int32Array(16 * 64);
/**
 * A point of a move's score against its history (0-1023): a long history outweighs a point or
 * two (deals 3-8 / 9-20 of list100: 5.73 M / 24.94 M nodes with 1024, 5.72 M / 24.13 M with 512,
 * 5.70 M / 24.52 M with 128, 5.85 M / 27.88 M with 64).
 */
const HISTORY_SPAN = 512;
/** What each card the opponents can answer a lead with takes off its score (generateLeads). */
const OPPONENTS_CARD_WEIGHT = 6;
/**
 * The lead that last made a cut-off at each depth (suit * 16 + rank), or -1: the positions met
 * at one depth differ in a card or two, and the lead that won one often wins the next.
 */
const killerLeads = new Int32Array(64);
/** The killer lead each depth had before its last one, or -1: it may win again. */
const formerKillerLeads = new Int32Array(64);
/**
 * What a killer lead and a former one add to a lead's score (tuned by nodes searched, as
 * the lead scores' weights). The former's 20 (none before): nodes on list100's deals 3-8 / 9-20 /
 * 21-36 / 37-60, 4.50 M / 18.57 M / 26.05 M / 64.14 M without, 4.29 M / 18.40 M / 26.00 M /
 * 61.67 M with (with 15: 4.29 M / 18.32 M / 25.87 M / 63.44 M).
 */
const KILLER_LEAD_BONUS = 40;
const FORMER_KILLER_LEAD_BONUS = 20;
/**
 * relevant[depth * 4 + suit]: the cards whose ranks the answer of the node at `depth` rested on
 * (a node's answer holds for every position where the same seats hold those cards and all the
 * cards above them, given the same suit lengths).
 */
const relevant = new Int32Array(64 * 4);
/** The cards the last quick-trick count rested on, per suit. */
const quickRelevant = new Int32Array(4);

let trump = NO_TRUMP;
let tricksLeft = 0;
/** The suits the trick just ended held cards of, one bit a suit: searchTrick's key reuse. */
let suitsOfLastTrick = 0;
/** Counts nodes, for the benchmark's curiosity and for tuning. */
export let nodeCount = 0;

function highestRank(mask: number): number {
  return 31 - clz32(mask);
}

export function countCards(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Sets the position to search: holdings[seat][suit] as 13-bit masks, every hand the same length.
 * Clears the transposition table (its bounds hold for one strain only).
 */
export function loadPosition(holdings: readonly (readonly number[])[], strain: number): void {
  trump = strain;
  owner.fill(-1);
  lengths.fill(0);
  for (let seat = 0; seat < 4; seat++) {
    for (let suit = 0; suit < 4; suit++) {
      const cards = holdings[seat]?.[suit] ?? 0;
      hand[seat * 4 + suit] = cards;
      lengths[suit] = lengths[suit]! | (countCards(cards) << (4 * seat));
      for (let rank = 0; rank < 13; rank++) if (cards & (1 << rank)) owner[suit * 16 + rank] = seat;
    }
  }
  trickCards.fill(0);
  history.fill(0);
  killerLeads.fill(-1);
  formerKillerLeads.fill(-1);
  tricksLeft =
    countCards(hand[0]!) + countCards(hand[1]!) + countCards(hand[2]!) + countCards(hand[3]!);
  clearTable();
}

export function tricksInPosition(): number {
  return tricksLeft;
}

/** Can North-South take at least `target` of the remaining tricks with `leader` on lead? */
export function canTakeTricks(leader: number, target: number): boolean {
  return searchTrick(leader, target, 0);
}

function clearRelevant(base: number): void {
  relevant[base] = 0;
  relevant[base + 1] = 0;
  relevant[base + 2] = 0;
  relevant[base + 3] = 0;
}

/** The top cards of each suit by the depths of a table entry, as the relevant cards at `base`. */
function setRelevantTops(base: number, depthsOfSuits: number): void {
  for (let suit = 0; suit < 4; suit++) {
    const depth = (depthsOfSuits >> (4 * suit)) & 15;
    let live = hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]!;
    let tops = 0;
    for (let k = 0; k < depth; k++) {
      const bit = 1 << highestRank(live);
      tops |= bit;
      live ^= bit;
    }
    relevant[base + suit] = tops;
  }
}

/** How many top cards of each suit reach down to its lowest relevant card, four bits a suit. */
function relevantDepths(base: number): number {
  let d = 0;
  for (let suit = 0; suit < 4; suit++) {
    const cards = relevant[base + suit]!;
    if (cards === 0) continue;
    const live = hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]!;
    d |= countCards(live >>> (31 - clz32(cards & -cards))) << (4 * suit);
  }
  return d;
}

function searchTrick(leader: number, target: number, depth: number): boolean {
  const played = suitsOfLastTrick;
  const base = depth * 4;
  if (target <= 0 || target > tricksLeft) {
    clearRelevant(base);
    return target <= 0;
  }
  if (tricksLeft === 1) return lastTrickGoesToNorthSouth(leader, base);
  // The side on lead needs `need` tricks for the cut-off (North-South's target, or enough for
  // East-West to hold North-South below it).
  const need = (leader & 1) === 0 ? target : tricksLeft - target + 1;
  if (quickTricks(leader, -1, need) >= need || quickTricksViaPartner(leader, need)) {
    relevant[base] = quickRelevant[0]!;
    relevant[base + 1] = quickRelevant[1]!;
    relevant[base + 2] = quickRelevant[2]!;
    relevant[base + 3] = quickRelevant[3]!;
    return (leader & 1) === 0;
  }
  // Sure trump tricks: East-West's may hold North-South below the target, North-South's reach it.
  if (trump !== NO_TRUMP) {
    const ewNeed = tricksLeft - target + 1;
    if (sureTrumpTricksReach(1, ewNeed) || sureTrumpTricksReach(0, target)) {
      clearRelevant(base);
      relevant[base + trump] = sureTrumpRelevant;
      return sureTrumpSide === 0;
    }
  }
  // A side that needs every trick and cannot take them all with the suits it tops.
  if (need === tricksLeft || need === 1) {
    const side = need === tricksLeft ? leader & 1 : (leader + 1) & 1;
    if (cannotTakeEveryTrick(side, base)) return side === 1;
  }
  const l0 = lengths[0]!;
  const l1 = lengths[1]!;
  const l2 = lengths[2]!;
  const l3 = lengths[3]!;
  const at = depth * KEY_WORDS;
  keys[at + KEY_SHAPE_A] = l0 | (l1 << 16);
  keys[at + KEY_SHAPE_B] = l2 | (l3 << 16);
  keys[at + KEY_LEADER] = leader;
  // A suit no card of the last trick came from keeps the pattern of the trick before (whose
  // start reached this point too, or there would have been no trick since).
  for (let suit = 0; suit < 4; suit++) {
    keys[at + KEY_PATTERNS + suit] =
      depth === 0 || (played >> suit) & 1
        ? suitPattern(suit)
        : keys[at - 4 * KEY_WORDS + KEY_PATTERNS + suit]!;
  }
  keys[at + KEY_LENGTHS] = suitLength(l0);
  keys[at + KEY_LENGTHS + 1] = suitLength(l1);
  keys[at + KEY_LENGTHS + 2] = suitLength(l2);
  keys[at + KEY_LENGTHS + 3] = suitLength(l3);
  lookUp(keys, at, tricksLeft, target);
  if (foundLower >= target) {
    setRelevantTops(base, lowerDepths);
    return true;
  }
  if (foundUpper < target) {
    setRelevantTops(base, upperDepths);
    return false;
  }
  const result = searchCard(leader, 0, target, depth, 0, 0, 0, 0);
  const d = relevantDepths(base);
  store(keys, at, d, tricksLeft, target, result);
  return result;
}

/** The number of cards left in a suit, from its four lengths (four bits each). */
function suitLength(lengths: number): number {
  return (lengths & 15) + ((lengths >> 4) & 15) + ((lengths >> 8) & 15) + ((lengths >> 12) & 15);
}

/** A suit's remaining cards from the highest down as two bits each naming the holder, after a 1. */
function suitPattern(suit: number): number {
  let live = hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]!;
  let key = 1;
  while (live !== 0) {
    const rank = 31 - clz32(live);
    live ^= 1 << rank;
    key = (key << 2) | owner[suit * 16 + rank]!;
  }
  return key;
}

/** Plays the last trick out (one card each); the winner's card is relevant if it beat a card of its suit. */
function lastTrickGoesToNorthSouth(leader: number, base: number): boolean {
  let winner = leader;
  let suit = 0;
  while (hand[leader * 4 + suit] === 0) suit++;
  let winSuit = suit;
  let winRank = highestRank(hand[leader * 4 + suit]!);
  for (let k = 1; k < 4; k++) {
    const seat = (leader + k) & 3;
    let s = 0;
    while (hand[seat * 4 + s] === 0) s++;
    const r = highestRank(hand[seat * 4 + s]!);
    if (s === winSuit ? r > winRank : s === trump) {
      winner = seat;
      winSuit = s;
      winRank = r;
    }
  }
  clearRelevant(base);
  const suitCards = hand[winSuit]! | hand[4 + winSuit]! | hand[8 + winSuit]! | hand[12 + winSuit]!;
  if (suitCards !== 1 << winRank) relevant[base + winSuit] = 1 << winRank;
  return (winner & 1) === 0;
}

/**
 * Whether the side (0 North-South, 1 East-West), needing every remaining trick, surely loses
 * one, in notrump or when no trump is left (after DDS's "later tricks"). While the opponents
 * hold a suit's top card, a trick in that suit is theirs; and taking every trick, the side leads
 * every trick after the first, each trick in a suit taking a card of it from both its hands. So
 * it takes at most, in each suit it tops, as many tricks as its longer hand there, unless an
 * opponent throws a top card away, which he need not do unless he holds nothing else. (Checked
 * at every trick start of exhaustive minimax over 3- to 6-card endings of few ranks: it held all
 * 3.3 M times. List100's deals 3-8 / 9-20 / 21-36: 4.24 M / 18.18 M / 25.74 M nodes before,
 * 4.13 M / 17.63 M / 24.27 M after; deals 40, 93, 70: 5 to 10 % fewer.) Rests, left at `base`,
 * on the opponents' top cards, but for suits the side would still fall short if it topped them
 * too: a suit the side tops could be the opponents' and the count only be lower, and the lengths
 * are in every table key.
 */
function cannotTakeEveryTrick(side: number, base: number): boolean {
  if (trump !== NO_TRUMP && lengths[trump] !== 0) return false;
  let most = 0;
  for (let suit = 0; suit < 4; suit++) {
    const suitLengths = lengths[suit]!;
    longerOf[suit] = -1;
    if (suitLengths === 0) continue;
    const longer = max((suitLengths >> (4 * side)) & 15, (suitLengths >> (4 * side + 8)) & 15);
    if ((owner[suit * 16 + highestRank(liveCards(suit))]! & 1) !== side) longerOf[suit] = longer;
    else {
      most += longer;
      if (most >= tricksLeft) return false;
    }
  }
  // Let go of the opponents' top cards in the suits the side could top as well and still fall
  // short, its shortest first.
  letGoSmallest(longerOf, tricksLeft - 1 - most);
  for (let suit = 0; suit < 4; suit++) {
    relevant[base + suit] = longerOf[suit]! < 0 ? 0 : 1 << highestRank(liveCards(suit));
  }
  return true;
}

/** Per suit, for cannotTakeEveryTrick: the side's longer holding where the opponents top it, else -1. */
const longerOf = new Int32Array(4);

/**
 * Lets go of counts (sets them to -1; -1 is none) whose sum fits in `budget`, the smallest
 * first, and returns the budget left: a cut-off then rests on none of what they stood for.
 */
function letGoSmallest(counts: Int32Array, budget: number): number {
  for (;;) {
    let drop = -1;
    for (let suit = 0; suit < 4; suit++) {
      const count = counts[suit]!;
      if (count >= 0 && count <= budget && (drop < 0 || count < counts[drop]!)) drop = suit;
    }
    if (drop < 0) return budget;
    budget -= counts[drop]!;
    counts[drop] = -1;
  }
}

/** The lowest trump the last sureTrumpTricksReach count rested on, and the side it counted. */
let sureTrumpRelevant = 0;
let sureTrumpSide = 0;

/**
 * Whether the side (0 North-South, 1 East-West) surely wins `needed` tricks with trumps. Every
 * card is played in some trick, and a trick holding a trump is won by the highest trump in it;
 * so each of one hand's trumps wins its trick unless an opponent's higher trump falls on it, and
 * each opponent's trump falls on one trick only. Met from the top, each opponent's trump is kept
 * to beat one of the hand's lower trumps. The count over the trumps down to some rank holds for
 * every position where the same seats hold those trumps (lower trumps beat none of them), so the
 * answer rests on the trumps down to where the count first reaches `needed`; or on no trump's
 * rank when the hand has `needed` trumps more than the opponents together (list100's deals 3-8 /
 * 9-20 / 21-36: 4.87 M / 19.40 M / 27.32 M nodes before, 4.50 M / 18.57 M / 26.05 M after).
 */
function sureTrumpTricksReach(side: number, needed: number): boolean {
  if (needed <= 0) return false;
  const opponents = hand[(side + 1) * 4 + trump]! | hand[((side + 3) & 3) * 4 + trump]!;
  const opponentsLength = countCards(opponents);
  let reachedAt = -1;
  for (let seat = side; seat < 4; seat += 2) {
    const mine = hand[seat * 4 + trump]!;
    const length = countCards(mine);
    if (length < needed) continue;
    // Each of the opponents' trumps beats at most one of the hand's: counted in lengths alone.
    if (length - opponentsLength >= needed) {
      sureTrumpRelevant = 0;
      sureTrumpSide = side;
      return true;
    }
    let unmatched = 0;
    let sure = 0;
    for (let rank = 12; rank > reachedAt; rank--) {
      const bit = 1 << rank;
      if (opponents & bit) unmatched++;
      else if (mine & bit) {
        if (unmatched > 0) unmatched--;
        else if (++sure === needed) {
          reachedAt = rank;
          break;
        }
      }
    }
  }
  if (reachedAt < 0) reachedAt = topTrumpsInBothHands(side, opponents, needed);
  if (reachedAt < 0) return false;
  sureTrumpRelevant = 1 << reachedAt;
  sureTrumpSide = side;
  return true;
}

/**
 * The rank of the lowest of the side's top `needed` trumps when it holds that many above every
 * opponent's trump, across its two hands, and one hand has `needed` trumps or more; else -1.
 * Each trick holding one of those trumps is the side's, and the side can keep them to different
 * tricks: a hand has to play one of them only when it must play a trump and has no other, and
 * the longer hand's other trumps are as many as the shorter hand's top ones, so one of the two
 * can always play something else (a hand forced to ruff a trick partner does not trump takes
 * it with a top trump). It rests on the holders of the trumps down to that rank. (After DDS's
 * "later tricks", which counts the top two. Nodes on list100's deals 3-20 / 21-60: 16.37 M /
 * 58.39 M before, 16.12 M / 57.85 M after; 53,000 positions of 3- to 5-card endings with
 * trumps in most hands equal exhaustive minimax.)
 */
function topTrumpsInBothHands(side: number, opponents: number, needed: number): number {
  const mine = hand[side * 4 + trump]!;
  const partners = hand[(side + 2) * 4 + trump]!;
  if (max(countCards(mine), countCards(partners)) < needed) return -1;
  const ours = mine | partners;
  let count = 0;
  for (let rank = 12; rank >= 0; rank--) {
    const bit = 1 << rank;
    if (opponents & bit) return -1;
    if (ours & bit && ++count === needed) return rank;
  }
  return -1;
}

/**
 * Whether the side on lead can cash `need` tricks by leading a low card to partner's winner in
 * some suit and cashing from partner's hand: the entry trick plus partner's quick tricks in the
 * other suits. Leaves the cards it rested on in quickRelevant when it can.
 */
function quickTricksViaPartner(leader: number, need: number): boolean {
  const partner = (leader + 2) & 3;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  for (let suit = 0; suit < 4; suit++) {
    const mine = hand[leader * 4 + suit]!;
    const partners = hand[partner * 4 + suit]!;
    if (mine === 0 || partners === 0) continue;
    const lhoCards = hand[lho * 4 + suit]!;
    const rhoCards = hand[rho * 4 + suit]!;
    if (trump !== NO_TRUMP && suit !== trump) {
      if (
        (lhoCards === 0 && hand[lho * 4 + trump] !== 0) ||
        (rhoCards === 0 && hand[rho * 4 + trump] !== 0)
      )
        continue;
    }
    const theirs = lhoCards | rhoCards;
    const lowest = mine & -mine;
    const partnerTop = 1 << highestRank(partners);
    if (partnerTop < lowest || partnerTop < theirs) continue;
    // partnerTop beats every opponent's card and the leader's lowest: the entry trick.
    if (1 + quickTricks(partner, suit, need - 1) >= need) {
      // The entry rests on partner's card: wherever the same seats hold it and the cards above
      // it, it still beats the opponents' cards, and the leader has as many cards below it.
      quickRelevant[suit] = partnerTop;
      return true;
    }
  }
  return false;
}

/**
 * Tricks the side on lead can surely cash from the top, without giving up the lead between
 * suits: in each suit, the leader's cards above every opponent's card (all the leader's cards
 * when those outlast both opponents' holdings), cut to the rounds both opponents with trumps can
 * follow; a suit where partner may be forced to overtake counts only up to that round and only
 * once (the lead may end there). When the count reaches `need`, leaves in quickRelevant the cards
 * that `need` tricks of it rest on.
 */
function quickTricks(leader: number, skippedSuit: number, need: number): number {
  const partner = (leader + 2) & 3;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  const partnerTrumps = trump === NO_TRUMP ? 0 : hand[partner * 4 + trump]!;
  const lhoTrumps = trump === NO_TRUMP ? 0 : hand[lho * 4 + trump]!;
  const rhoTrumps = trump === NO_TRUMP ? 0 : hand[rho * 4 + trump]!;
  let clean = 0;
  let bestBlocked = 0;
  let bestSuit = -1;
  for (let suit = 0; suit < 4; suit++) {
    countedRounds[suit] = -1;
    let mine = hand[leader * 4 + suit]!;
    if (mine === 0 || suit === skippedSuit) continue;
    const lhoCards = hand[lho * 4 + suit]!;
    const rhoCards = hand[rho * 4 + suit]!;
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
    let partnerCards = hand[partner * 4 + suit]!;
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
    topWinnersOf[suit] = topWinners;
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
  return total > tricksLeft ? tricksLeft : total;
}

/**
 * Per suit, from the last quick-trick count: the rounds it counted there (-1 for a suit not
 * counted), and the leader's cards above every opponent's.
 */
const countedRounds = new Int32Array(4);
const topWinnersOf = new Int32Array(4);

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
 * longer holding (none when they hold no card of it). (Nodes on list100's deals 3-8 / 9-20 /
 * 21-36: 5.72 M / 24.13 M / 32.06 M resting on every counted round's cards, 5.14 M / 20.74 M /
 * 28.62 M with partner void resting on the top cards, 4.87 M / 19.40 M / 27.32 M letting go of
 * the rounds not needed.)
 */
function restQuickTricksOn(leader: number, excess: number): void {
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
    if (hand[partner * 4 + suit] === 0 && rounds > topWinnersOf[suit]!)
      tops = max(countCards(hand[lho * 4 + suit]!), countCards(hand[rho * 4 + suit]!));
    let card = 0;
    let leaders = hand[leader * 4 + suit]!;
    while (tops-- > 0) {
      card = 1 << highestRank(leaders);
      leaders ^= card;
    }
    quickRelevant[suit] = card;
  }
}

/**
 * Plays out the trick from `seat`, the `position`-th card of it (0 leads), and answers whether
 * North-South reach `target` tricks, counting the current trick among the remaining.
 */
function searchCard(
  seat: number,
  position: number,
  target: number,
  depth: number,
  ledSuit: number,
  winSeat: number,
  winSuit: number,
  winRank: number
): boolean {
  nodeCount++;
  const maximizing = (seat & 1) === 0;
  // Second hand's side needing one trick more has it if it surely wins this one (after DDS's
  // "quick tricks second hand"). Nodes on list100's deals 3-20 / 21-60: 16.91 M / 60.70 M
  // without, 16.37 M / 58.39 M with; instructions on deals 9-14 -1.6 % (valgrind).
  if (
    position === 1 &&
    (maximizing ? target === 1 : tricksLeft - target === 0) &&
    secondHandWinsTrick(seat, ledSuit, winRank, depth)
  )
    return maximizing;
  const base = depth * 16;
  const count = generateMoves(seat, position, ledSuit, winSeat, winSuit, winRank, base, depth);
  const next = (seat + 1) & 3;
  const here = depth * 4;
  const below = here + 4;
  let union0 = 0;
  let union1 = 0;
  let union2 = 0;
  let union3 = 0;
  // Per suit (eight bits each), the rank below which this seat's runs are known to do no
  // better than one already tried (see after the search of each move).
  let equivalentBelow = 0;
  for (let i = 0; i < count; i++) {
    const move = moves[base + i]!;
    const suit = move >> 4;
    const rank = move & 15;
    const bit = 1 << rank;
    const threshold = (equivalentBelow >>> (suit * 8)) & 255;
    if (threshold > rank && threshold > runTop(seat, suit, rank)) continue;
    hand[seat * 4 + suit] = hand[seat * 4 + suit]! ^ bit;
    lengths[suit] = lengths[suit]! - (1 << (4 * seat));
    let result: boolean;
    if (position === 0) {
      trickCards[suit] = trickCards[suit]! | bit;
      result = searchCard(next, 1, target, depth + 1, suit, seat, suit, rank);
      trickCards[suit] = trickCards[suit]! ^ bit;
    } else {
      let ws = winSeat;
      let wsu = winSuit;
      let wr = winRank;
      if (suit === wsu ? rank > wr : suit === trump) {
        ws = seat;
        wsu = suit;
        wr = rank;
      }
      if (position === 3) {
        const saved0 = trickCards[0]!;
        const saved1 = trickCards[1]!;
        const saved2 = trickCards[2]!;
        const saved3 = trickCards[3]!;
        // The winner's rank matters when it beat another card of its suit.
        const beaten = (trickCards[wsu]! | (suit === wsu ? bit : 0)) & ~(1 << wr);
        trickCards[0] = 0;
        trickCards[1] = 0;
        trickCards[2] = 0;
        trickCards[3] = 0;
        tricksLeft--;
        suitsOfLastTrick =
          (saved0 === 0 ? 0 : 1) |
          (saved1 === 0 ? 0 : 2) |
          (saved2 === 0 ? 0 : 4) |
          (saved3 === 0 ? 0 : 8) |
          (1 << suit);
        result = searchTrick(ws, (ws & 1) === 0 ? target - 1 : target, depth + 1);
        tricksLeft++;
        trickCards[0] = saved0;
        trickCards[1] = saved1;
        trickCards[2] = saved2;
        trickCards[3] = saved3;
        if (beaten !== 0) relevant[below + wsu] = relevant[below + wsu]! | (1 << wr);
      } else {
        trickCards[suit] = trickCards[suit]! | bit;
        result = searchCard(next, position + 1, target, depth + 1, ledSuit, ws, wsu, wr);
        trickCards[suit] = trickCards[suit]! ^ bit;
      }
    }
    hand[seat * 4 + suit] = hand[seat * 4 + suit]! ^ bit;
    lengths[suit] = lengths[suit]! + (1 << (4 * seat));
    // The card stood for its whole run (the seat's cards no live card separates). If the answer
    // rested on a card of the run or between its cards, it rests on the run staying whole: in
    // a position where another card lies inside it, its cards are no longer one move.
    const restedOn = relevant[below + suit]!;
    const lowestRestedOn = restedOn === 0 ? 16 : 31 - clz32(restedOn & -restedOn);
    // The run's top is needed only when the answer rested on a card of the suit above the card.
    const top = restedOn !== 0 && lowestRestedOn > rank ? runTop(seat, suit, rank) : rank;
    if (lowestRestedOn > rank && lowestRestedOn <= top) relevant[below + suit] = restedOn | bit;
    if (result === maximizing) {
      if (position === 0 && killerLeads[depth] !== move) {
        formerKillerLeads[depth] = killerLeads[depth]!;
        killerLeads[depth] = move;
      }
      if (i > 0) {
        const h = (seat * 4 + position) * 64 + move;
        history[h] = min(1023, history[h]! + tricksLeft);
      }
      relevant[here] = relevant[below]!;
      relevant[here + 1] = relevant[below + 1]!;
      relevant[here + 2] = relevant[below + 2]!;
      relevant[here + 3] = relevant[below + 3]!;
      return result;
    }
    union0 |= relevant[below]!;
    union1 |= relevant[below + 1]!;
    union2 |= relevant[below + 2]!;
    union3 |= relevant[below + 3]!;
    // The answer rested on no card of this suit as low as the run played: a run of the seat's
    // wholly below the lowest card it rested on leads to a position differing only in cards it
    // did not rest on, so it has the same answer, resting on the same cards.
    if (lowestRestedOn > top) {
      const shift = suit * 8;
      if (lowestRestedOn > ((equivalentBelow >>> shift) & 255))
        equivalentBelow = (equivalentBelow & ~(255 << shift)) | (lowestRestedOn << shift);
    }
  }
  relevant[here] = union0;
  relevant[here + 1] = union1;
  relevant[here + 2] = union2;
  relevant[here + 3] = union3;
  return !maximizing;
}

/**
 * Whether second hand's side surely wins the trick led with `ledRank` of `ledSuit`: third hand
 * cannot ruff, and either second hand's side holds the suit's best card (above the card led and
 * third hand's cards) or one of its hands can ruff. Leaves at `depth` what that rests on: the
 * best card (the lengths are in every key).
 */
function secondHandWinsTrick(
  seat: number,
  ledSuit: number,
  ledRank: number,
  depth: number
): boolean {
  const partner = (seat + 2) & 3;
  const third = (seat + 1) & 3;
  const thirds = hand[third * 4 + ledSuit]!;
  const trumps = trump !== NO_TRUMP && ledSuit !== trump;
  if (trumps && thirds === 0 && hand[third * 4 + trump] !== 0) return false;
  const ours = hand[seat * 4 + ledSuit]! | hand[partner * 4 + ledSuit]!;
  const here = depth * 4;
  if (
    trumps &&
    ((hand[seat * 4 + ledSuit] === 0 && hand[seat * 4 + trump] !== 0) ||
      (hand[partner * 4 + ledSuit] === 0 && hand[partner * 4 + trump] !== 0))
  ) {
    clearRelevant(here);
    return true;
  }
  if (ours === 0 || highestRank(ours) < ledRank || ours < thirds) return false;
  clearRelevant(here);
  relevant[here + ledSuit] = 1 << highestRank(ours);
  return true;
}

/** The highest card of the seat's run (cards no other live card separates) holding `rank`. */
function runTop(seat: number, suit: number, rank: number): number {
  const mine = hand[seat * 4 + suit]!;
  const live = liveCards(suit);
  let top = rank;
  for (;;) {
    const above = live & ~((2 << top) - 1);
    if (above === 0 || !((mine >> (31 - clz32(above & -above))) & 1)) return top;
    top = 31 - clz32(above & -above);
  }
}

function liveCards(suit: number): number {
  return hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]! | trickCards[suit]!;
}

/**
 * Writes the node's moves, best first, at `base`: one card per run of equivalent cards (its
 * lowest), only the led suit when the seat can follow.
 */
function generateMoves(
  seat: number,
  position: number,
  ledSuit: number,
  winSeat: number,
  winSuit: number,
  winRank: number,
  base: number,
  depth: number
): number {
  if (position === 0) return generateLeads(seat, base, depth);
  let count = 0;
  const following = hand[seat * 4 + ledSuit] !== 0;
  for (let suit = following ? ledSuit : 0; suit < 4; suit++) {
    const mine = hand[seat * 4 + suit]!;
    if (mine !== 0) {
      let rest = runsLowestCards(mine, liveCards(suit));
      while (rest !== 0) {
        const low = rest & -rest;
        rest ^= low;
        const rank = 31 - clz32(low);
        const score =
          scoreFollow(seat, position, suit, rank, ledSuit, winSeat, winSuit, winRank) *
            HISTORY_SPAN +
          history[(seat * 4 + position) * 64 + suit * 16 + rank]!;
        count = insertMove(base, count, (suit << 4) | rank, score);
      }
    }
    if (following) break;
  }
  return count;
}

/**
 * The lowest card of each of the seat's runs in a suit (cards no other live card separates):
 * the one card searched for the run. A card is a run's lowest when the next live card down is
 * someone else's, or there is none.
 */
function runsLowestCards(mine: number, live: number): number {
  let lowest = 0;
  let rest = mine;
  while (rest !== 0) {
    const low = rest & -rest;
    rest ^= low;
    const below = live & (low - 1);
    if (below === 0 || !((mine >> highestRank(below)) & 1)) lowest |= low;
  }
  return lowest;
}

/** Inserts a move by its score among the `count` moves at `base`, best first; returns the new count. */
function insertMove(base: number, count: number, move: number, score: number): number {
  let j = base + count;
  while (j > base && scores[j - 1]! < score) {
    scores[j] = scores[j - 1]!;
    moves[j] = moves[j - 1]!;
    j--;
  }
  scores[j] = score;
  moves[j] = move;
  return count + 1;
}

/**
 * Writes the leader's moves, best first, at `base`, as generateMoves does. What a lead's score
 * takes from its suit (the opponents' cards, ruffs, partner's top card) is worked out once per
 * suit (3-4 % of the time, same nodes). The weights were tuned by the nodes searched over
 * list100's deals (fewer is better; docs/PERFORMANCE.md); a poor first lead costs a whole refuted
 * subtree.
 */
function generateLeads(seat: number, base: number, depth: number): number {
  const killer = killerLeads[depth]!;
  const formerKiller = formerKillerLeads[depth]!;
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  const cash = tricksLeft >= 10 ? 30 : tricksLeft >= 7 ? 40 : 50;
  const historyAt = seat * 4 * 64;
  let count = 0;
  for (let suit = 0; suit < 4; suit++) {
    const mine = hand[seat * 4 + suit]!;
    if (mine === 0) continue;
    const live = liveCards(suit);
    const partners = hand[partner * 4 + suit]!;
    // The fewer cards the opponents can answer a lead with, the smaller the tree below it: a
    // suit scores less for each card they hold in it, a void counting one card per trick left
    // (it may throw or ruff with any card). A measure of the search rather than of the play,
    // after DDS's weight for "the added number of alternative cards". Nodes on list100's deals
    // 3-8 / 9-20 / 21-36 / 37-60: 4.07 M / 17.32 M / 24.11 M / 54.95 M without it (an
    // opponent's ruff -60, partner's +35), 3.53 M / 13.87 M / 18.36 M / 45.40 M with 6 a card
    // and the ruffs retuned to -40 / +20 (4 a card: 3.59 M / 14.54 M; 8: 3.60 M / 13.78 M).
    // Counting the opponents' runs rather than their cards: 3.81 M / 16.18 M.
    const suitLengths = lengths[suit]!;
    const lhoLength = (suitLengths >> (4 * lho)) & 15;
    const rhoLength = (suitLengths >> (4 * rho)) & 15;
    let suitScore =
      -OPPONENTS_CARD_WEIGHT *
      ((lhoLength === 0 ? tricksLeft : lhoLength) + (rhoLength === 0 ? tricksLeft : rhoLength));
    if (trump !== NO_TRUMP && suit !== trump) {
      const lhoRuffs = lhoLength === 0 && hand[lho * 4 + trump] !== 0;
      const rhoRuffs = rhoLength === 0 && hand[rho * 4 + trump] !== 0;
      if (lhoRuffs || rhoRuffs) suitScore -= 40;
      else if (partners === 0 && hand[partner * 4 + trump] !== 0) suitScore += 20;
    }
    const topIsPartners = owner[suit * 16 + highestRank(live)] === partner;
    const partnerBeatsRho = partners > hand[rho * 4 + suit]!;
    let rest = runsLowestCards(mine, live);
    while (rest !== 0) {
      const low = rest & -rest;
      rest ^= low;
      const rank = 31 - clz32(low);
      const below = live & (low - 1);
      let score = suitScore;
      if (((live >> (rank + 1)) & ~(mine >> (rank + 1))) === 0) {
        // Our run is the top of the suit: cash it, most of all when the next card down is an
        // opponent's (it would win a later round), least when the suit is all ours, and the less
        // the more tricks there are to play (a lead to partner's winner is often better early).
        // Not so for trumps: drawing them first often costs the ruffs the side needs.
        if (suit !== trump) score += cash;
        if (below === 0) score -= 20;
        else if (owner[suit * 16 + highestRank(below)] !== partner) score += 10;
      } else if (topIsPartners) score += 40 - rank;
      // Partner's best card beats fourth hand's and the card led: a low lead wins the trick
      // unless second hand beats partner.
      else if (partnerBeatsRho && partners >> (rank + 1) !== 0) score += 30 - rank;
      else score += 10 - rank;
      if (isInRun(killer, suit, rank, mine, live)) score += KILLER_LEAD_BONUS;
      else if (isInRun(formerKiller, suit, rank, mine, live)) score += FORMER_KILLER_LEAD_BONUS;
      count = insertMove(
        base,
        count,
        (suit << 4) | rank,
        score * HISTORY_SPAN + history[historyAt + suit * 16 + rank]!
      );
    }
  }
  return count;
}

/** Whether `card` (suit * 16 + rank, or -1) is one of the seat's run whose lowest card is `rank`. */
function isInRun(card: number, suit: number, rank: number, mine: number, live: number): boolean {
  if (card < 0 || card >> 4 !== suit) return false;
  const top = card & 15;
  if (top < rank || !((mine >> top) & 1)) return false;
  // No other seat's live card between the two.
  const between = ((2 << top) - 1) & ~((1 << rank) - 1);
  return (live & ~mine & between) === 0;
}

function scoreFollow(
  seat: number,
  position: number,
  suit: number,
  rank: number,
  ledSuit: number,
  winSeat: number,
  winSuit: number,
  winRank: number
): number {
  const partnerWinning = ((winSeat ^ seat) & 1) === 0;
  if (suit === ledSuit) {
    const beats = winSuit === ledSuit && rank > winRank;
    if (position === 3) {
      if (partnerWinning) return -rank;
      return beats ? 100 - rank : -rank;
    }
    const nextSeat = (seat + 1) & 3;
    const nextCards = hand[nextSeat * 4 + suit]!;
    const nextCanRuff =
      nextCards === 0 && trump !== NO_TRUMP && suit !== trump && hand[nextSeat * 4 + trump] !== 0;
    const safe = !nextCanRuff && (nextCards === 0 || rank > highestRank(nextCards));
    if (partnerWinning) {
      // Third hand plays low, unless fourth hand could beat partner's card: then a card fourth
      // hand cannot beat comes first.
      return beats && safe && fourthHandCanBeat(seat, ledSuit, winSuit, winRank)
        ? 80 - rank
        : -rank;
    }
    if (beats) {
      if (safe) return 80 - rank;
      if (position === 2) return 40 - rank;
      // Second hand plays low, but covers an honour (a card led from the suit's top four) when
      // partner, fourth hand, cannot beat it (deals 3-8 / 9-20 / 21-36: 4.13 M / 17.63 M /
      // 24.27 M nodes covering whatever partner holds, 4.07 M / 17.32 M / 24.11 M so).
      return countCards(liveCards(suit) >>> (winRank + 1)) <= 3 &&
        hand[((seat + 2) & 3) * 4 + suit]! >>> (winRank + 1) === 0
        ? 20 - rank
        : -rank - 10;
    }
    return -rank;
  }
  if (suit === trump) {
    const ruffWins = winSuit !== trump || rank > winRank;
    // Ruffing partner's winner may be the way to take the lead: third hand tries it first when
    // fourth hand could beat partner's card anyway, after the discards when it could not.
    if (partnerWinning) {
      if (position === 2)
        return (fourthHandCanBeat(seat, ledSuit, winSuit, winRank) ? 20 : -60) - rank;
      return -10 - rank;
    }
    return ruffWins ? 70 - rank : -50 - rank;
  }
  // A discard: low cards of long suits first.
  return -20 - rank + countCards(hand[seat * 4 + suit]!);
}

/** Whether the seat after `seat`, last to play to the trick, can beat its winning card. */
function fourthHandCanBeat(
  seat: number,
  ledSuit: number,
  winSuit: number,
  winRank: number
): boolean {
  const fourth = (seat + 1) & 3;
  const follows = hand[fourth * 4 + ledSuit]!;
  if (winSuit === ledSuit) {
    if (follows !== 0) return follows >>> (winRank + 1) !== 0;
    return trump !== NO_TRUMP && hand[fourth * 4 + trump] !== 0;
  }
  // A ruff is winning: only a higher trump beats it, from a hand void in the led suit.
  return follows === 0 && hand[fourth * 4 + trump]! >>> (winRank + 1) !== 0;
}
