"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.table = exports.TranspositionTable = exports.BOUNDS = exports.TOP0 = exports.SHAPE_B = exports.SHAPE_A = exports.FILTER = exports.BUCKET_SHIFT = exports.STRIDE_SHIFT = exports.STRIDE = exports.BUCKET = void 0;
exports.clearTable = clearTable;
exports.bucketOf = bucketOf;
exports.topOf = topOf;
exports.topTwoHolders = topTwoHolders;
exports.filterMask = filterMask;
exports.boundsWord = boundsWord;
exports.lowerOf = lowerOf;
exports.upperOf = upperOf;
exports.lookUp = lookUp;
exports.boundsAt = boundsAt;
exports.isFull = isFull;
/**
 * The transposition table (after DDS's TransTable): bounds on North-South's tricks from
 * positions met at the start of a trick. An entry covers every position with the same seat on
 * lead, the same number of cards in each hand's suits, and the same holders of the top cards of
 * each suit that the bound depended on (ranks made relative: transpositionKey.ts). A bound proved
 * with only the top two spades mattering serves every deal of spots below them.
 *
 * An entry is stored once, in a bucket it is found in from every position it covers:
 * - when the bound rested on every suit's top card (or the shape names its holder: one hand
 *   holds the whole suit), in the top card's bucket, hashed from the shape, the leader and the
 *   holder of each suit's top card; when that bucket is full and the bound rested on each suit's
 *   top two cards, in the top two cards' bucket, and so on down to five (SLOT_TOPS);
 * - else in the shape's bucket, hashed from the shape and the leader alone, or when that is full
 *   in the next bucket of its chain (SHAPE_CHAIN).
 * A bucket only overflows into the next once full, and buckets fill from their start and are
 * never emptied within a strain: so a look-up reads the next bucket only when the one before is
 * full (a byte per bucket says so). It reads the shape's chain, then the top cards' buckets,
 * stopping at the first entry that decides the target. A bucket keeps its entries in the order
 * of the cards they rest on, fewest first, so that entry is the one covering most positions and
 * the bound carried up the search covers as many as it can (an entry that replaces another in a
 * full bucket takes its slot, so there the order is only near). Without the overflow, a search
 * whose positions share a few shapes (a long run of winners cashed while the others discard)
 * gave up entries it needed again: random deal 572 of the benchmark searched 35 M nodes, with
 * it 3.6 M.
 *
 * Buckets of thirty-two entries: every entry of one shape and leader that some suit's top card
 * did not decide goes to one shallow bucket, and a hard deal has more of those than sixteen
 * slots keep. A full bucket gives up its entry with the fewest tricks left (the cheapest to
 * search again), of those the first from the slot after the last one given up: a shallow
 * bucket's entries share one shape, so one number of tricks left, and giving up always the
 * first of them would churn one slot. Each bucket notes the strain (its generation) it holds
 * entries of, so clearing the table is a counter increment. (The sizes' figures:
 * docs/PERFORMANCE.md.)
 */
const transpositionKey_1 = require("./transpositionKey");
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { imul, min } = Math;
/**
 * 2^14 buckets of 32 entries of 32 bytes: 16 MB. Since quick tricks rest only on the cards the
 * cut-off needs, entries cover so many positions that twice the table saves 1-2 % of the nodes
 * and no time.
 */
const BITS = 14;
exports.BUCKET = 32;
const BUCKET_MASK = (1 << BITS) - 1;
/**
 * Entries side by side, eight 32-bit words each, so that a bucket's scan reads adjacent memory:
 * the filter, shapeA, shapeB, the four suits' top patterns, and the bounds word. The filter is
 * what the scan reads first: the holders of each suit's top two cards (four bits a suit, as
 * topTwoHolders reads them from a position) under a mask of those the entry rests on (mask in
 * the high half, holders in the low): an entry that cannot cover the position is passed over
 * on its first word (most of those compared card by card did not match). The bounds word:
 * depths (four bits a suit) | lower << 16 | upper << 20 | (tricks left << 2 | leader) << 24.
 */
exports.STRIDE = 8;
/** log2 of STRIDE and of a bucket's words: an entry's or a bucket's index by a shift. */
exports.STRIDE_SHIFT = 3;
exports.BUCKET_SHIFT = 8;
exports.FILTER = 0;
exports.SHAPE_A = 1;
exports.SHAPE_B = 2;
exports.TOP0 = 3;
exports.BOUNDS = 7;
/**
 * The table's arrays. There is one table (`table`), made when the solver loads; its arrays are
 * also held below as module constants, which the compiler reads as fixed arrays (a table passed
 * as an argument made each scan reload them at every entry: docs/PERFORMANCE.md).
 */
class TranspositionTable {
    constructor() {
        this.entries = new Int32Array((1 << BITS) * exports.BUCKET * exports.STRIDE);
        /** Per bucket, the slot after the last one given up: of equal victims, the first from there. */
        this.nextVictim = new Uint8Array(1 << BITS);
        /**
         * Per bucket, the low byte of the generation it last took an entry in (never 0: cleared
         * when the byte comes round again), a small array that answers "is this bucket empty?"
         * without reading the bucket (a cache miss): a fifth of the buckets looked at are empty. So
         * a bucket's first `held` entries are always the strain's own, and no entry need say whose.
         */
        this.storedIn = new Uint8Array(1 << BITS);
        /**
         * Per bucket, how many entries it holds of the generation storedIn names (a bucket fills from
         * its start): where a scan ends, where a store goes, and whether the bucket is full, so that
         * the one it overflows into may hold entries.
         */
        this.held = new Uint8Array(1 << BITS);
        /** The strain's generation: entries of another are free (clearing the table is an increment). */
        this.generation = 0;
    }
}
exports.TranspositionTable = TranspositionTable;
/** The solver's one table: 16 MB, allocated when the solver loads. */
exports.table = new TranspositionTable();
const { entries, storedIn, held } = exports.table;
function clearTable() {
    exports.table.generation = (exports.table.generation + 1) & 255;
    if (exports.table.generation === 0) {
        // The byte comes round: no bucket may seem to hold this strain's entries.
        storedIn.fill(0);
        exports.table.generation = 1;
    }
}
/**
 * The first word of the bucket in slot `k` of the position of shape `a`, `b` and `leader`, with
 * the suits' patterns `p0`..`p3` of lengths `l0`..`l3`: hashed from the shape, leader and the
 * holders of each suit's top SLOT_TOPS[k] cards, or in the shape's chain (no top card) from the
 * shape, leader and place in the chain.
 */
function bucketOf(k, a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3) {
    const tops = transpositionKey_1.SLOT_TOPS[k];
    const salt = tops === 0 ? k << 4 : tops;
    let h = imul(a ^ (leader << 30) ^ salt, 0x9e3779b1);
    h = imul(h ^ b ^ (h >>> 15), 0x85ebca77);
    // The shape's bucket (no top card) has nothing more to mix.
    if (tops > 0) {
        h = imul(h ^ topOf(p0, l0, min(tops, l0)) ^ (h >>> 13), 0x27d4eb2f);
        h = imul(h ^ topOf(p1, l1, min(tops, l1)) ^ (h >>> 14), 0x165667b1);
        h = imul(h ^ topOf(p2, l2, min(tops, l2)) ^ (h >>> 15), 0x9e3779b1);
        h = imul(h ^ topOf(p3, l3, min(tops, l3)) ^ (h >>> 16), 0x85ebca77);
    }
    h ^= h >>> 13;
    h = imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return (h & BUCKET_MASK) << exports.BUCKET_SHIFT;
}
/** A suit's pattern cut to its top `depth` cards, of a suit of `length` cards. */
function topOf(pattern, length, depth) {
    // Shifts, not arithmetic: int32 operations the compiler need not check for overflow (a
    // pattern has at most 27 bits, so `>>` keeps it positive).
    return pattern >> ((length - depth) << 1);
}
/** The holders of a suit's top two cards (four bits: the top card's in the high two), of its pattern. */
function suitTopTwo(pattern, length) {
    return length >= 2
        ? (pattern >> ((length - 2) << 1)) & 15
        : length === 1
            ? (pattern & 3) << 2
            : 0;
}
/** The holders of each suit's top two cards, four bits a suit: what an entry's filter reads. */
function topTwoHolders(p0, p1, p2, p3, l0, l1, l2, l3) {
    return (suitTopTwo(p0, l0) |
        (suitTopTwo(p1, l1) << 4) |
        (suitTopTwo(p2, l2) << 8) |
        (suitTopTwo(p3, l3) << 12));
}
/** Which of each suit's top two cards an entry resting on the top `d` cards (four bits a suit) rests on. */
function filterMask(d) {
    return (TOP_TWO_MASK[d & 15] |
        (TOP_TWO_MASK[(d >> 4) & 15] << 4) |
        (TOP_TWO_MASK[(d >> 8) & 15] << 8) |
        (TOP_TWO_MASK[(d >> 12) & 15] << 12));
}
/** By a suit's depth: none of its top two holders, the top card's, or both. */
const TOP_TWO_MASK = [
    0, 12, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15,
];
/** The bounds word of an entry resting on the top `d` cards of each suit (STRIDE says its layout). */
function boundsWord(d, lower, upper, want) {
    return d | (lower << 16) | (upper << 20) | (want << 24);
}
/** A bounds word's lower and upper bounds on North-South's tricks. */
function lowerOf(bounds) {
    return (bounds >> 16) & 15;
}
function upperOf(bounds) {
    return (bounds >> 20) & 15;
}
/**
 * Looks the position keyed at `key[at]` up: the first word of the first entry covering it that
 * decides `target` (read its bounds with boundsAt, lowerOf and upperOf), or -1. Writes the
 * buckets it read into the key, -1 past the first of a chain not full (no entry went further),
 * for `store`.
 *
 * It reads the shape's chain, then the top cards' chain, each bucket overflowing into the next
 * only once full, and stops at the first deciding entry (a bucket's order puts the one resting
 * on the fewest cards first). One loop with the key in locals: the scan is the table's cost.
 */
function lookUp(key, at, tricksLeft, target) {
    const a = key[at + transpositionKey_1.KEY_SHAPE_A];
    const b = key[at + transpositionKey_1.KEY_SHAPE_B];
    const leader = key[at + transpositionKey_1.KEY_LEADER];
    const p0 = key[at + transpositionKey_1.KEY_PATTERNS];
    const p1 = key[at + transpositionKey_1.KEY_PATTERNS + 1];
    const p2 = key[at + transpositionKey_1.KEY_PATTERNS + 2];
    const p3 = key[at + transpositionKey_1.KEY_PATTERNS + 3];
    const l0 = key[at + transpositionKey_1.KEY_LENGTHS];
    const l1 = key[at + transpositionKey_1.KEY_LENGTHS + 1];
    const l2 = key[at + transpositionKey_1.KEY_LENGTHS + 2];
    const l3 = key[at + transpositionKey_1.KEY_LENGTHS + 3];
    const stored = exports.table.generation;
    const want = (tricksLeft << 2) | leader;
    const tops = topTwoHolders(p0, p1, p2, p3, l0, l1, l2, l3);
    const slots = at + transpositionKey_1.KEY_BUCKETS;
    let k = 0;
    while (k < transpositionKey_1.BUCKET_SLOTS) {
        const start = bucketOf(k, a, b, leader, p0, p1, p2, p3, l0, l1, l2, l3);
        key[slots + k] = start;
        const bucket = start >>> exports.BUCKET_SHIFT;
        let full = false;
        if (storedIn[bucket] === stored) {
            const count = held[bucket];
            full = count === exports.BUCKET;
            const end = (start + (count << exports.STRIDE_SHIFT)) | 0;
            for (let entry = start; entry < end; entry = (entry + exports.STRIDE) | 0) {
                const filter = entries[entry | exports.FILTER];
                if ((tops & (filter >>> 16)) !== (filter & 0xffff))
                    continue;
                // An entry whose bounds cannot decide the target is passed over before its cards are read.
                const bounds = entries[entry | exports.BOUNDS];
                if (bounds >>> 24 !== want)
                    continue;
                if (lowerOf(bounds) < target && upperOf(bounds) >= target)
                    continue;
                // The top cards first: of the entries of the same shape, most differ there.
                if (topOf(p0, l0, bounds & 15) === entries[entry | exports.TOP0] &&
                    topOf(p1, l1, (bounds >> 4) & 15) === entries[entry | (exports.TOP0 + 1)] &&
                    topOf(p2, l2, (bounds >> 8) & 15) === entries[entry | (exports.TOP0 + 2)] &&
                    topOf(p3, l3, (bounds >> 12) & 15) === entries[entry | (exports.TOP0 + 3)] &&
                    entries[entry | exports.SHAPE_A] === a &&
                    entries[entry | exports.SHAPE_B] === b)
                    return entry;
            }
        }
        if (full) {
            k++;
            continue;
        }
        // No entry went past this bucket: the rest of its chain is not worked out.
        const chainEnd = k < transpositionKey_1.SHAPE_CHAIN ? transpositionKey_1.SHAPE_CHAIN : transpositionKey_1.BUCKET_SLOTS;
        for (let j = k + 1; j < chainEnd; j++)
            key[slots + j] = -1;
        k = chainEnd;
    }
    return -1;
}
/** The bounds word of the entry at `entry` (boundsWord). */
function boundsAt(entry) {
    return entries[entry | exports.BOUNDS];
}
/** Whether the bucket at `bucket` is full in this strain (so may have overflowed). */
function isFull(bucket) {
    const at = bucket >>> exports.BUCKET_SHIFT;
    return storedIn[at] === exports.table.generation && held[at] === exports.BUCKET;
}
