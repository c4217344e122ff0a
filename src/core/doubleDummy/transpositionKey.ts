/**
 * The key of a trick start, as the transposition table reads it (after DDS's TransTable keys):
 * the suit lengths (four bits per hand and suit), the seat on lead, and each suit's remaining
 * cards read from the highest down, two bits naming the holder of each after a leading 1 (its
 * pattern: ranks made relative, so that after the ace and king have gone the queen is the top
 * card). The search writes one key per depth into the context's `keys`, since it looks a
 * position up, searches below it, then stores it.
 */
import type { SolverContext } from "./context";

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32, imul, min } = Math;

/** The suit lengths as two words, spades and hearts, then diamonds and clubs: 16 bits a suit. */
export const KEY_SHAPE_A = 0;
export const KEY_SHAPE_B = 1;
export const KEY_LEADER = 2;
/** Four words: the patterns of spades, hearts, diamonds, clubs. */
export const KEY_PATTERNS = 3;
/** Four words: the suits' lengths, in the same order. */
export const KEY_LENGTHS = 7;
/** One word per level of the table's buckets, written by lookUp for store. */
export const KEY_BUCKETS = 11;
/** How many top cards of each suit pick an entry's bucket: none (the shape's bucket) or one. */
export const LEVELS: readonly number[] = [0, 1];
export const KEY_WORDS = KEY_BUCKETS + LEVELS.length;

/**
 * Writes the key of the trick start at `depth` with `leader` on lead, and returns where it
 * starts in `keys`. A suit no card of the last trick came from keeps the pattern of the trick
 * before (whose start reached this point too, or there would have been no trick since).
 */
export function writeKey(s: SolverContext, leader: number, depth: number): number {
  const { keys, lengths } = s;
  const played = s.suitsOfLastTrick;
  const l0 = lengths[0]!;
  const l1 = lengths[1]!;
  const l2 = lengths[2]!;
  const l3 = lengths[3]!;
  const at = depth * KEY_WORDS;
  keys[at + KEY_SHAPE_A] = l0 | (l1 << 16);
  keys[at + KEY_SHAPE_B] = l2 | (l3 << 16);
  keys[at + KEY_LEADER] = leader;
  for (let suit = 0; suit < 4; suit++) {
    keys[at + KEY_PATTERNS + suit] =
      depth === 0 || (played >> suit) & 1
        ? suitPattern(s, suit)
        : keys[at - 4 * KEY_WORDS + KEY_PATTERNS + suit]!;
  }
  keys[at + KEY_LENGTHS] = suitLength(l0);
  keys[at + KEY_LENGTHS + 1] = suitLength(l1);
  keys[at + KEY_LENGTHS + 2] = suitLength(l2);
  keys[at + KEY_LENGTHS + 3] = suitLength(l3);
  return at;
}

/** The number of cards left in a suit, from its four lengths (four bits each). */
function suitLength(lengths: number): number {
  return (lengths & 15) + ((lengths >> 4) & 15) + ((lengths >> 8) & 15) + ((lengths >> 12) & 15);
}

/** A suit's remaining cards from the highest down as two bits each naming the holder, after a 1. */
function suitPattern(s: SolverContext, suit: number): number {
  const { hand, owner } = s;
  let live = hand[suit]! | hand[4 + suit]! | hand[8 + suit]! | hand[12 + suit]!;
  let key = 1;
  while (live !== 0) {
    const rank = 31 - clz32(live);
    live ^= 1 << rank;
    key = (key << 2) | owner[suit * 16 + rank]!;
  }
  return key;
}

/**
 * A hash of the position keyed at `key[at]` from its shape, leader and top `tops` cards of each
 * suit: what picks its bucket of the table at that level.
 */
export function hashKey(key: Int32Array, at: number, tops: number): number {
  const l0 = key[at + KEY_LENGTHS]!;
  const l1 = key[at + KEY_LENGTHS + 1]!;
  const l2 = key[at + KEY_LENGTHS + 2]!;
  const l3 = key[at + KEY_LENGTHS + 3]!;
  let h = imul(key[at + KEY_SHAPE_A]! ^ (key[at + KEY_LEADER]! << 30) ^ tops, 0x9e3779b1);
  h = imul(h ^ key[at + KEY_SHAPE_B]! ^ (h >>> 15), 0x85ebca77);
  h = imul(h ^ topOf(key[at + KEY_PATTERNS]!, l0, min(tops, l0)) ^ (h >>> 13), 0x27d4eb2f);
  h = imul(h ^ topOf(key[at + KEY_PATTERNS + 1]!, l1, min(tops, l1)) ^ (h >>> 14), 0x165667b1);
  h = imul(h ^ topOf(key[at + KEY_PATTERNS + 2]!, l2, min(tops, l2)) ^ (h >>> 15), 0x9e3779b1);
  h = imul(h ^ topOf(key[at + KEY_PATTERNS + 3]!, l3, min(tops, l3)) ^ (h >>> 16), 0x85ebca77);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/** A suit's pattern cut to its top `depth` cards, of a suit of `length` cards. */
export function topOf(pattern: number, length: number, depth: number): number {
  return pattern >>> (2 * (length - depth));
}
