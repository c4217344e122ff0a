"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.store = store;
/**
 * Storing a bound in the transposition table (transposition.ts says where an entry goes and
 * why): into the bucket its cards allow, or the next of its chain or level when that is full;
 * there, while it has room, after the entries resting on as few cards or fewer, else over the
 * same entry when there is one, else over the entry with the fewest tricks left.
 */
const transposition_1 = require("./transposition");
const transpositionKey_1 = require("./transpositionKey");
const { entries, storedIn, held, nextVictim } = transposition_1.table;
/**
 * Records that North-South take at least `target` (found) or fewer than `target` tricks from
 * every position keyed at `key[at]`'s shape and leader, agreeing on the top `d` cards of each suit.
 * The key must have been looked up first: its buckets are the ones lookUp wrote into it.
 */
function store(key, at, d, tricksLeft, target, found) {
    // The top cards' chain when the entry rests on every suit's top card, else the shape's; then
    // down the chain while the bucket is full and the entry rests on the next one's top cards.
    const topCards = (0, transpositionKey_1.entryCovers)(key, at, d, transpositionKey_1.SLOT_TOPS[transpositionKey_1.SHAPE_CHAIN]);
    let k = topCards ? transpositionKey_1.SHAPE_CHAIN : 0;
    const last = topCards ? transpositionKey_1.BUCKET_SLOTS - 1 : transpositionKey_1.SHAPE_CHAIN - 1;
    let bucket = key[at + transpositionKey_1.KEY_BUCKETS + k];
    while (k < last && (0, transposition_1.isFull)(bucket) && (0, transpositionKey_1.entryCovers)(key, at, d, transpositionKey_1.SLOT_TOPS[k + 1])) {
        k++;
        bucket = key[at + transpositionKey_1.KEY_BUCKETS + k];
        if (bucket < 0) {
            bucket = (0, transposition_1.bucketOf)(k, key[at + transpositionKey_1.KEY_SHAPE_A], key[at + transpositionKey_1.KEY_SHAPE_B], key[at + transpositionKey_1.KEY_LEADER], key[at + transpositionKey_1.KEY_PATTERNS], key[at + transpositionKey_1.KEY_PATTERNS + 1], key[at + transpositionKey_1.KEY_PATTERNS + 2], key[at + transpositionKey_1.KEY_PATTERNS + 3], key[at + transpositionKey_1.KEY_LENGTHS], key[at + transpositionKey_1.KEY_LENGTHS + 1], key[at + transpositionKey_1.KEY_LENGTHS + 2], key[at + transpositionKey_1.KEY_LENGTHS + 3]);
            key[at + transpositionKey_1.KEY_BUCKETS + k] = bucket;
        }
    }
    const lower = found ? target : 0;
    const upper = found ? tricksLeft : target - 1;
    storeIn(key, at, bucket, d, tricksLeft, lower, upper);
}
/** Stores the bound for the position keyed at `key[at]` in the bucket at `start`, as `store` does. */
function storeIn(key, at, start, d, tricksLeft, lower, upper) {
    const generation = transposition_1.table.generation;
    const want = (tricksLeft << 2) | key[at + transpositionKey_1.KEY_LEADER];
    const a = key[at + transpositionKey_1.KEY_SHAPE_A];
    const b = key[at + transpositionKey_1.KEY_SHAPE_B];
    const p0 = key[at + transpositionKey_1.KEY_PATTERNS];
    const p1 = key[at + transpositionKey_1.KEY_PATTERNS + 1];
    const p2 = key[at + transpositionKey_1.KEY_PATTERNS + 2];
    const p3 = key[at + transpositionKey_1.KEY_PATTERNS + 3];
    const l0 = key[at + transpositionKey_1.KEY_LENGTHS];
    const l1 = key[at + transpositionKey_1.KEY_LENGTHS + 1];
    const l2 = key[at + transpositionKey_1.KEY_LENGTHS + 2];
    const l3 = key[at + transpositionKey_1.KEY_LENGTHS + 3];
    const t0 = (0, transposition_1.topOf)(p0, l0, d & 15);
    const t1 = (0, transposition_1.topOf)(p1, l1, (d >> 4) & 15);
    const t2 = (0, transposition_1.topOf)(p2, l2, (d >> 8) & 15);
    const t3 = (0, transposition_1.topOf)(p3, l3, (d >> 12) & 15);
    const mask = (0, transposition_1.filterMask)(d);
    const filter = (mask << 16) | ((0, transposition_1.topTwoHolders)(p0, p1, p2, p3, l0, l1, l2, l3) & mask);
    const bucket = start >>> transposition_1.BUCKET_SHIFT;
    const count = storedIn[bucket] === generation ? held[bucket] : 0;
    let slot = start;
    if (count < transposition_1.BUCKET) {
        // Room left: the entry goes after those resting on as few cards or fewer, the others move
        // up a slot. (The same entry met again is seldom there, 1.6 % of stores on list100's deals
        // 3-30; a second copy costs a slot, never an answer: each copy holds a true bound.)
        storedIn[bucket] = generation;
        held[bucket] = count + 1;
        const cards = depthSum(d);
        let place = count;
        while (place > 0 && depthSum(entries[start + ((place - 1) << transposition_1.STRIDE_SHIFT) + transposition_1.BOUNDS]) > cards)
            place--;
        slot = start + (place << transposition_1.STRIDE_SHIFT);
        if (place < count)
            entries.copyWithin(slot + transposition_1.STRIDE, slot, start + (count << transposition_1.STRIDE_SHIFT));
    }
    else {
        // Full: the same entry is updated, else the one with the fewest tricks left gives way.
        const end = start + transposition_1.BUCKET * transposition_1.STRIDE;
        let victimScore = 1 << 30;
        const first = nextVictim[bucket];
        for (let entry = start; entry < end; entry += transposition_1.STRIDE) {
            const bounds = entries[entry + transposition_1.BOUNDS];
            if (bounds >>> 24 === want &&
                (bounds & 0xffff) === d &&
                entries[entry + transposition_1.TOP0] === t0 &&
                entries[entry + transposition_1.TOP0 + 1] === t1 &&
                entries[entry + transposition_1.TOP0 + 2] === t2 &&
                entries[entry + transposition_1.TOP0 + 3] === t3 &&
                entries[entry + transposition_1.SHAPE_A] === a &&
                entries[entry + transposition_1.SHAPE_B] === b) {
                const oldLower = (0, transposition_1.lowerOf)(bounds);
                const oldUpper = (0, transposition_1.upperOf)(bounds);
                entries[entry + transposition_1.BOUNDS] = (0, transposition_1.boundsWord)(d, lower > oldLower ? lower : oldLower, upper < oldUpper ? upper : oldUpper, want);
                return;
            }
            const score = ((bounds >>> 26) & 15) * transposition_1.BUCKET +
                ((((entry - start) >>> transposition_1.STRIDE_SHIFT) - first) & (transposition_1.BUCKET - 1));
            if (score < victimScore) {
                slot = entry;
                victimScore = score;
            }
        }
        nextVictim[bucket] = (((slot - start) >>> transposition_1.STRIDE_SHIFT) + 1) & (transposition_1.BUCKET - 1);
    }
    entries[slot + transposition_1.FILTER] = filter;
    entries[slot + transposition_1.SHAPE_A] = a;
    entries[slot + transposition_1.SHAPE_B] = b;
    entries[slot + transposition_1.TOP0] = t0;
    entries[slot + transposition_1.TOP0 + 1] = t1;
    entries[slot + transposition_1.TOP0 + 2] = t2;
    entries[slot + transposition_1.TOP0 + 3] = t3;
    entries[slot + transposition_1.BOUNDS] = (0, transposition_1.boundsWord)(d, lower, upper, want);
}
/** The cards an entry's suit depths reach (the low 16 bits of `d`), summed: fewer cover more positions. */
function depthSum(d) {
    return (d & 15) + ((d >> 4) & 15) + ((d >> 8) & 15) + ((d >> 12) & 15);
}
