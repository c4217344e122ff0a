/**
 * The key of a trick start, as the transposition table reads it (after DDS's TransTable keys):
 * the suit lengths (four bits per hand and suit), the seat on lead, and each suit's remaining
 * cards read from the highest down, two bits naming the holder of each after a leading 1 (its
 * pattern: ranks made relative, so that after the ace and king have gone the queen is the top
 * card). The search writes one key per depth into the solver's `keys` (searchTrick), since it
 * looks a position up, searches below it, then stores it.
 */

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32, min } = Math;

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

/** The number of cards left in a suit, from its four lengths (four bits each). */
export function suitLength(lengths: number): number {
  return (lengths & 15) + ((lengths >> 4) & 15) + ((lengths >> 8) & 15) + ((lengths >> 12) & 15);
}

/**
 * A suit's remaining cards from the highest down as two bits each naming the holder, after a 1,
 * from the hands (hand[seat * 4 + suit]) and each card's holder (owner[suit * 16 + rank]).
 */
export function suitPattern(hand: Int32Array, owner: Int8Array, suit: number): number {
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
 * The level of the bucket an entry resting on the top `d` cards of each suit (four bits a suit)
 * is stored in: the top cards' bucket (1) when it rests on every suit's top card or the shape
 * names its holder (one hand holds the whole suit), else the shape's bucket (0).
 */
export function entryLevel(key: Int32Array, at: number, d: number): number {
  const tops = LEVELS[1]!;
  const a = key[at + KEY_SHAPE_A]!;
  const b = key[at + KEY_SHAPE_B]!;
  return ((d & 15) >= min(tops, key[at + KEY_LENGTHS]!) || oneHolder(a & 0xffff)) &&
    (((d >> 4) & 15) >= min(tops, key[at + KEY_LENGTHS + 1]!) || oneHolder(a >>> 16)) &&
    (((d >> 8) & 15) >= min(tops, key[at + KEY_LENGTHS + 2]!) || oneHolder(b & 0xffff)) &&
    (((d >> 12) & 15) >= min(tops, key[at + KEY_LENGTHS + 3]!) || oneHolder(b >>> 16))
    ? 1
    : 0;
}

/** Whether one hand holds every card of a suit, from the suit's four lengths (four bits each). */
function oneHolder(lengths: number): boolean {
  return (
    (lengths & 0xf) === lengths ||
    (lengths & 0xf0) === lengths ||
    (lengths & 0xf00) === lengths ||
    (lengths & 0xf000) === lengths
  );
}
