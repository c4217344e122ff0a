"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KEY_WORDS = exports.SHAPE_CHAIN = exports.BUCKET_SLOTS = exports.SLOT_TOPS = exports.KEY_BUCKETS = exports.KEY_LENGTHS = exports.KEY_PATTERNS = exports.KEY_LEADER = exports.KEY_SHAPE_B = exports.KEY_SHAPE_A = void 0;
exports.suitLength = suitLength;
exports.suitPattern = suitPattern;
exports.patternWithout = patternWithout;
exports.writeKey = writeKey;
exports.entryCovers = entryCovers;
/**
 * The key of a trick start, as the transposition table reads it (after DDS's TransTable keys):
 * the suit lengths (four bits per hand and suit), the seat on lead, and each suit's remaining
 * cards read from the highest down, two bits naming the holder of each after a leading 1 (its
 * pattern: ranks made relative, so that after the ace and king have gone the queen is the top
 * card). The search writes one key per depth into the solver's `keys` (writeKey), since it
 * looks a position up, searches below it, then stores it.
 */
const cards_1 = require("./cards");
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32, min } = Math;
/** The suit lengths as two words, spades and hearts, then diamonds and clubs: 16 bits a suit. */
exports.KEY_SHAPE_A = 0;
exports.KEY_SHAPE_B = 1;
exports.KEY_LEADER = 2;
/** Four words: the patterns of spades, hearts, diamonds, clubs. */
exports.KEY_PATTERNS = 3;
/** Four words: the suits' lengths, in the same order. */
exports.KEY_LENGTHS = 7;
/** One word per bucket a position may be in (BUCKET_SLOTS), written by lookUp for store (-1: not worked out). */
exports.KEY_BUCKETS = 11;
/**
 * The buckets a position may be in, each by how many top cards of each suit its hash takes the
 * holders of: the shape's bucket and the two it overflows into (none), then the top cards'
 * buckets, the top card's overflowing into the top two cards' and so on down to five.
 */
exports.SLOT_TOPS = [0, 0, 0, 1, 2, 3, 4, 5];
exports.BUCKET_SLOTS = exports.SLOT_TOPS.length;
/** The slots of the shape's chain come first: those hashed from no top card. */
exports.SHAPE_CHAIN = exports.SLOT_TOPS.lastIndexOf(0) + 1;
exports.KEY_WORDS = exports.KEY_BUCKETS + exports.BUCKET_SLOTS;
/** The number of cards left in a suit, from its four lengths (four bits each). */
function suitLength(lengths) {
    return (lengths & 15) + ((lengths >> 4) & 15) + ((lengths >> 8) & 15) + ((lengths >> 12) & 15);
}
/**
 * A suit's remaining cards from the highest down as two bits each naming the holder, after a 1,
 * from the suit's live cards at a trick start (liveOf[suit]) and each card's holder
 * (owner[(suit << 4) | rank]).
 */
function suitPattern(liveOf, owner, suit) {
    let live = liveOf[suit];
    let key = 1;
    while (live !== 0) {
        const rank = 31 - clz32(live);
        live ^= 1 << rank;
        key = (key << 2) | owner[(suit << 4) | rank];
    }
    return key;
}
/**
 * A suit's pattern (of the live cards `live`) with the cards `gone` taken out: each card's two
 * bits cut from its place, the cards below it counted from the live ones. Taken from the
 * highest down, a card's place does not move when a higher one goes.
 */
function patternWithout(pattern, live, gone) {
    while (gone !== 0) {
        const rank = 31 - clz32(gone);
        const bit = 1 << rank;
        gone ^= bit;
        const low = (0, cards_1.countCards)(live & (bit - 1)) << 1;
        pattern = ((pattern >> (low + 2)) << low) | (pattern & ((1 << low) - 1));
    }
    return pattern;
}
/**
 * Writes the key of the trick start at `depth` (its words from `keys[at]`), `leader` on lead, from
 * the solver's suit lengths, live cards and their holders. Below the first, a trick start's
 * patterns are the trick before's with the last trick's cards (`lastTrick`, by suit) taken out:
 * every trick start that goes on to play a trick writes its key before it.
 */
function writeKey(keys, at, depth, leader, lengths, live, owner, lastTrick) {
    const l0 = lengths[0];
    const l1 = lengths[1];
    const l2 = lengths[2];
    const l3 = lengths[3];
    keys[at + exports.KEY_SHAPE_A] = l0 | (l1 << 16);
    keys[at + exports.KEY_SHAPE_B] = l2 | (l3 << 16);
    keys[at + exports.KEY_LEADER] = leader;
    if (depth === 0) {
        for (let suit = 0; suit < 4; suit++)
            keys[at + exports.KEY_PATTERNS + suit] = suitPattern(live, owner, suit);
    }
    else {
        const before = at - 4 * exports.KEY_WORDS + exports.KEY_PATTERNS;
        for (let suit = 0; suit < 4; suit++) {
            const gone = lastTrick[suit];
            keys[at + exports.KEY_PATTERNS + suit] =
                gone === 0
                    ? keys[before + suit]
                    : patternWithout(keys[before + suit], live[suit] | gone, gone);
        }
    }
    keys[at + exports.KEY_LENGTHS] = suitLength(l0);
    keys[at + exports.KEY_LENGTHS + 1] = suitLength(l1);
    keys[at + exports.KEY_LENGTHS + 2] = suitLength(l2);
    keys[at + exports.KEY_LENGTHS + 3] = suitLength(l3);
}
/**
 * Whether an entry resting on the top `d` cards of each suit (four bits a suit) fixes the holders
 * of every suit's top `tops` cards, so may be kept in the bucket of that level: it rests on them,
 * or on all of a suit's cards, or the shape names their holder (one hand holds the whole suit).
 */
function entryCovers(key, at, d, tops) {
    const a = key[at + exports.KEY_SHAPE_A];
    const b = key[at + exports.KEY_SHAPE_B];
    return (((d & 15) >= min(tops, key[at + exports.KEY_LENGTHS]) || oneHolder(a & 0xffff)) &&
        (((d >> 4) & 15) >= min(tops, key[at + exports.KEY_LENGTHS + 1]) || oneHolder(a >>> 16)) &&
        (((d >> 8) & 15) >= min(tops, key[at + exports.KEY_LENGTHS + 2]) || oneHolder(b & 0xffff)) &&
        (((d >> 12) & 15) >= min(tops, key[at + exports.KEY_LENGTHS + 3]) || oneHolder(b >>> 16)));
}
/** Whether one hand holds every card of a suit, from the suit's four lengths (four bits each). */
function oneHolder(lengths) {
    return ((lengths & 0xf) === lengths ||
        (lengths & 0xf0) === lengths ||
        (lengths & 0xf00) === lengths ||
        (lengths & 0xf000) === lengths);
}
