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
import { clearTable, findEntry, lowerBoundAt, storeBound, upperBoundAt } from "./transposition";

export const NO_TRUMP = 4;

/** hand[seat * 4 + suit]: the cards the seat still holds in the suit. */
const hand = new Int32Array(16);
/** Cards played to the current trick, per suit: still live for telling cards apart. */
const trickCards = new Int32Array(4);
/** Which seat holds each card, by suit * 16 + rank (fixed for a deal). */
const owner = new Int8Array(64);
/** Moves of the node at each depth: suit * 16 + rank, 16 slots per depth. */
const moves = new Int32Array(64 * 16);
const scores = new Int32Array(64 * 16);

let trump = NO_TRUMP;
let tricksLeft = 0;
/** Counts nodes, for the benchmark's curiosity and for tuning. */
export let nodeCount = 0;

function highestRank(mask: number): number {
  return 31 - Math.clz32(mask);
}

function countCards(mask: number): number {
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
  for (let seat = 0; seat < 4; seat++) {
    for (let suit = 0; suit < 4; suit++) {
      const cards = holdings[seat]?.[suit] ?? 0;
      hand[seat * 4 + suit] = cards;
      for (let rank = 0; rank < 13; rank++) if (cards & (1 << rank)) owner[suit * 16 + rank] = seat;
    }
  }
  trickCards.fill(0);
  tricksLeft = countCards(hand[0]! | 0) + countCards(hand[1]!) + countCards(hand[2]!) + countCards(hand[3]!);
  clearTable();
}

export function tricksInPosition(): number {
  return tricksLeft;
}

/** Can North-South take at least `target` of the remaining tricks with `leader` on lead? */
export function canTakeTricks(leader: number, target: number): boolean {
  return searchTrick(leader, target);
}

/** The stored bounds for the position at the root, as [lower, upper] of North-South's tricks. */
export function rootBounds(leader: number): [number, number] {
  const slot = findEntry(suitKey(0), suitKey(1), suitKey(2), suitKey(3), leader);
  if (slot < 0) return [0, tricksLeft];
  return [lowerBoundAt(slot), upperBoundAt(slot)];
}

function searchTrick(leader: number, target: number): boolean {
  if (target <= 0) return true;
  if (target > tricksLeft) return false;
  if (tricksLeft === 1) return lastTrickWinner(leader) % 2 === 0;
  const quick = quickTricks(leader);
  if (leader & 1) {
    if (tricksLeft - quick < target) return false;
  } else if (quick >= target) return true;
  const k0 = suitKey(0);
  const k1 = suitKey(1);
  const k2 = suitKey(2);
  const k3 = suitKey(3);
  const slot = findEntry(k0, k1, k2, k3, leader);
  if (slot >= 0) {
    if (lowerBoundAt(slot) >= target) return true;
    if (upperBoundAt(slot) < target) return false;
  }
  const result = searchCard(leader, 0, target, (13 - tricksLeft) * 4, 0, 0, 0, 0);
  storeBound(k0, k1, k2, k3, leader, tricksLeft, target, result);
  return result;
}

/** A suit's remaining cards from the highest down as two bits each naming the holder, after a 1. */
function suitKey(suit: number): number {
  let live = hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]!;
  let key = 1;
  while (live !== 0) {
    const rank = 31 - Math.clz32(live);
    live ^= 1 << rank;
    key = (key << 2) | owner[suit * 16 + rank]!;
  }
  return key;
}

function lastTrickWinner(leader: number): number {
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
  return winner;
}

/**
 * Tricks the side on lead can surely cash from the top, without giving up the lead between
 * suits: in each suit, the leader's cards above every opponent's card, cut to the rounds both
 * opponents with trumps can follow; a suit where partner may be forced to overtake counts only
 * up to that round and only once (the lead may end there).
 */
function quickTricks(leader: number): number {
  const partner = (leader + 2) & 3;
  const lho = (leader + 1) & 3;
  const rho = (leader + 3) & 3;
  const partnerTrumps = trump === NO_TRUMP ? 0 : hand[partner * 4 + trump]!;
  const lhoTrumps = trump === NO_TRUMP ? 0 : hand[lho * 4 + trump]!;
  const rhoTrumps = trump === NO_TRUMP ? 0 : hand[rho * 4 + trump]!;
  let clean = 0;
  let bestBlocked = 0;
  for (let suit = 0; suit < 4; suit++) {
    let mine = hand[leader * 4 + suit]!;
    if (mine === 0) continue;
    const lhoCards = hand[lho * 4 + suit]!;
    const rhoCards = hand[rho * 4 + suit]!;
    const theirs = lhoCards | rhoCards;
    let rounds: number;
    if (theirs === 0) rounds = countCards(mine);
    else rounds = countCards(mine >> (highestRank(theirs) + 1));
    if (rounds === 0) continue;
    if (suit !== trump && trump !== NO_TRUMP) {
      if (lhoTrumps !== 0) rounds = Math.min(rounds, countCards(lhoCards));
      if (rhoTrumps !== 0) rounds = Math.min(rounds, countCards(rhoCards));
      if (rounds === 0) continue;
    }
    // Round by round: partner may be forced to win it when his highest beats the leader's card,
    // or when void and holding trumps (a suit contract).
    const partnerCards = hand[partner * 4 + suit]!;
    const partnerHigh = partnerCards === 0 ? -1 : highestRank(partnerCards);
    const partnerLength = countCards(partnerCards);
    let blockedAt = 0;
    for (let round = 1; round <= rounds; round++) {
      const card = highestRank(mine);
      mine ^= 1 << card;
      if (partnerHigh > card || (round > partnerLength && partnerTrumps !== 0 && suit !== trump)) {
        blockedAt = round;
        break;
      }
    }
    if (blockedAt === 0) clean += rounds;
    else if (blockedAt > bestBlocked) bestBlocked = blockedAt;
  }
  const total = clean + bestBlocked;
  return total > tricksLeft ? tricksLeft : total;
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
  const base = depth * 16;
  const count = generateMoves(seat, position, ledSuit, winSeat, winSuit, winRank, base);
  const maximizing = (seat & 1) === 0;
  const next = (seat + 1) & 3;
  for (let i = 0; i < count; i++) {
    const move = moves[base + i]!;
    const suit = move >> 4;
    const rank = move & 15;
    const bit = 1 << rank;
    hand[seat * 4 + suit] ^= bit;
    let result: boolean;
    if (position === 0) {
      trickCards[suit] |= bit;
      result = searchCard(next, 1, target, depth + 1, suit, seat, suit, rank);
      trickCards[suit] ^= bit;
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
        trickCards.fill(0);
        tricksLeft--;
        result = searchTrick(ws, (ws & 1) === 0 ? target - 1 : target);
        tricksLeft++;
        trickCards[0] = saved0;
        trickCards[1] = saved1;
        trickCards[2] = saved2;
        trickCards[3] = saved3;
      } else {
        trickCards[suit] |= bit;
        result = searchCard(next, position + 1, target, depth + 1, ledSuit, ws, wsu, wr);
        trickCards[suit] ^= bit;
      }
    }
    hand[seat * 4 + suit] ^= bit;
    if (result === maximizing) return result;
  }
  return !maximizing;
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
  base: number
): number {
  let count = 0;
  const following = position > 0 && hand[seat * 4 + ledSuit] !== 0;
  for (let suit = 0; suit < 4; suit++) {
    if (following && suit !== ledSuit) continue;
    const mine = hand[seat * 4 + suit]!;
    if (mine === 0) continue;
    const live = liveCards(suit);
    let rest = mine;
    while (rest !== 0) {
      const low = rest & -rest;
      rest ^= low;
      const rank = 31 - Math.clz32(low);
      const below = live & (low - 1);
      // The lowest card of a run: the next live card down is someone else's (or none).
      if (below !== 0 && (mine >> highestRank(below)) & 1) continue;
      const score =
        position === 0
          ? scoreLead(seat, suit, rank, mine, live)
          : scoreFollow(seat, position, suit, rank, ledSuit, winSeat, winSuit, winRank);
      // Insertion by score, best first.
      let j = base + count;
      while (j > base && scores[j - 1]! < score) {
        scores[j] = scores[j - 1]!;
        moves[j] = moves[j - 1]!;
        j--;
      }
      scores[j] = score;
      moves[j] = (suit << 4) | rank;
      count++;
    }
  }
  return count;
}

function scoreLead(seat: number, suit: number, rank: number, mine: number, live: number): number {
  const partner = (seat + 2) & 3;
  const lho = (seat + 1) & 3;
  const rho = (seat + 3) & 3;
  let score = 0;
  if (trump !== NO_TRUMP && suit !== trump) {
    const lhoRuffs = hand[lho * 4 + suit] === 0 && hand[lho * 4 + trump] !== 0;
    const rhoRuffs = hand[rho * 4 + suit] === 0 && hand[rho * 4 + trump] !== 0;
    if (lhoRuffs || rhoRuffs) score -= 60;
    else if (hand[partner * 4 + suit] === 0 && hand[partner * 4 + trump] !== 0) score += 35;
  }
  const above = live >> (rank + 1);
  if ((above & ~(mine >> (rank + 1))) === 0) {
    // Our run is the top of the suit: cash it.
    score += 50;
  } else {
    const top = highestRank(live);
    if (owner[suit * 16 + top] === partner) score += 30 - rank;
    else score += 10 - rank;
  }
  return score;
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
    const nextCanRuff = nextCards === 0 && trump !== NO_TRUMP && suit !== trump && hand[nextSeat * 4 + trump] !== 0;
    if (partnerWinning) {
      return -rank;
    }
    if (beats) {
      if (!nextCanRuff && (nextCards === 0 || rank > highestRank(nextCards))) return 80 - rank;
      return position === 2 ? 40 - rank : -rank - 10;
    }
    return -rank;
  }
  if (suit === trump) {
    const ruffWins = winSuit !== trump || rank > winRank;
    if (partnerWinning) return -60 - rank;
    return ruffWins ? 70 - rank : -50 - rank;
  }
  // A discard: low cards of long suits first.
  return -20 - rank + countCards(hand[seat * 4 + suit]!);
}
