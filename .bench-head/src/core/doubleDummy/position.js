"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.solver = exports.SolverContext = exports.NO_TRUMP = void 0;
exports.highestRank = highestRank;
exports.lowestRank = lowestRank;
exports.loadPosition = loadPosition;
exports.playsAsNotrump = playsAsNotrump;
exports.liveCards = liveCards;
exports.clearRelevant = clearRelevant;
exports.setRelevantTops = setRelevantTops;
exports.relevantDepths = relevantDepths;
exports.letGoSmallest = letGoSmallest;
/**
 * The position and the state every part of the solver shares, as one object (after DDS's
 * position and per-thread data): the position being played out, the cards each node's answer
 * rested on, the move orderer's memory, the working space of the quick and later tricks, and the
 * transposition table. Its typed arrays are allocated once: a search allocates nothing. There
 * is one, `solver`, made when the module loads (a Web Worker solves one deal at a time); each
 * part of the solver holds it as a module constant rather than taking it as an argument, because
 * passing it cost about 6 % more instructions than the module variables it replaced (callgrind,
 * docs/PERFORMANCE.md, which also gives what each build of it costs).
 *
 * Seats: North 0, East 1, South 2, West 3 (North-South are the even seats). Suits: spades 0,
 * hearts 1, diamonds 2, clubs 3. The strain is a trump suit 0-3 or NO_TRUMP. A card is
 * suit * 16 + rank. Depths count cards played from the position loaded: 52 at most.
 */
const cards_1 = require("./cards");
const transposition_1 = require("./transposition");
const transpositionKey_1 = require("./transpositionKey");
/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32 } = Math;
exports.NO_TRUMP = 4;
class SolverContext {
    constructor() {
        /** hand[(seat << 2) | suit]: the cards the seat still holds in the suit. */
        this.hand = new Int32Array(16);
        /**
         * lengths[suit]: each seat's number of cards in the suit, four bits a seat (North lowest), kept
         * up to date as cards are played: the table's key is built from them at every trick start.
         */
        this.lengths = new Int32Array(4);
        /** The card (suit * 16 + rank) played at each depth of the current trick: the trick's cards. */
        this.played = new Int32Array(64);
        /**
         * live[suit]: the suit's cards not gone in a finished trick (the hands' and the current
         * trick's), kept up to date at each trick's end: what makes cards equivalent.
         */
        this.live = new Int32Array(4);
        /** Which seat holds each card, by suit * 16 + rank (fixed for a deal). */
        this.owner = new Int8Array(64);
        /** The strain: a trump suit 0-3 or NO_TRUMP. */
        this.trump = exports.NO_TRUMP;
        this.tricksLeft = 0;
        /**
         * The cards of the trick just ended, by suit: what the trick start's key takes out of the
         * patterns of the key before (transpositionKey.ts).
         */
        this.lastTrick = new Int32Array(4);
        /**
         * relevant[depth * 4 + suit]: the cards whose ranks the answer of the node at `depth` rested on
         * (a node's answer holds for every position where the same seats hold those cards and all the
         * cards above them, given the same suit lengths: so a suit's lowest such card says it all).
         */
        this.relevant = new Int32Array(64 * 4);
        /** The transposition-table key of the trick start at each depth (see transpositionKey.ts). */
        this.keys = new Int32Array(64 * transpositionKey_1.KEY_WORDS);
        /** Moves of the node at each depth, best first: suit * 16 + rank, 16 slots per depth. */
        this.moves = new Int32Array(64 * 16);
        this.scores = new Int32Array(64 * 16);
        /** Cut-offs each card made, by seat, position in the trick and card: weighed in ordering. */
        this.history = new Int32Array(16 * 64);
        /**
         * The lead that last made a cut-off at each depth, or -1: the positions met at one depth
         * differ in a card or two, and the lead that won one often wins the next.
         */
        this.killerLeads = new Int32Array(64);
        /** The killer lead each depth had before its last one, or -1: it may win again. */
        this.formerKillerLeads = new Int32Array(64);
        /** The cards the last quick-trick count rested on, per suit. */
        this.quickRelevant = new Int32Array(4);
        /** Per suit, from the last quick-trick count: the rounds it counted there, -1 for none. */
        this.countedRounds = new Int32Array(4);
        /**
         * From the last quick-trick count, a bit per suit counted by crossing to partner's
         * second-best card: from two rounds on, its rounds rest on the suit's top two cards.
         */
        this.crossSuits = 0;
        /** From the last quick-trick count: the rounds of trumps that draw the opponents' (0: none). */
        this.trumpsDrawnIn = 0;
        /** Per suit, for the later tricks: the side's longer holding where the opponents top it, else -1. */
        this.longerOf = new Int32Array(4);
        /** The transposition table (transposition.ts holds it; here for the tests that measure it). */
        this.table = transposition_1.table;
        /** Nodes searched (cards tried) since the solver loaded: what `npm run bench -- dd-nodes` reads. */
        this.nodes = 0;
    }
}
exports.SolverContext = SolverContext;
/** The solver's one context: its 16 MB table is allocated when the solver loads, as before. */
exports.solver = new SolverContext();
function highestRank(mask) {
    return 31 - clz32(mask);
}
/** The rank of the lowest card in `mask` (not empty). */
function lowestRank(mask) {
    return 31 - clz32(mask & -mask);
}
/**
 * Sets the position to search: holdings[seat][suit] as 13-bit masks, every hand the same length.
 * Clears the transposition table (its bounds hold for one strain only) and the move orderer's
 * memory.
 */
function loadPosition(holdings, strain) {
    var _a, _b;
    const { hand, lengths, owner } = exports.solver;
    exports.solver.trump = strain;
    owner.fill(-1);
    lengths.fill(0);
    for (let seat = 0; seat < 4; seat++) {
        for (let suit = 0; suit < 4; suit++) {
            const cards = (_b = (_a = holdings[seat]) === null || _a === void 0 ? void 0 : _a[suit]) !== null && _b !== void 0 ? _b : 0;
            hand[(seat << 2) | suit] = cards;
            lengths[suit] = lengths[suit] | ((0, cards_1.countCards)(cards) << (4 * seat));
            for (let rank = 0; rank < 13; rank++)
                if (cards & (1 << rank))
                    owner[(suit << 4) | rank] = seat;
        }
    }
    for (let suit = 0; suit < 4; suit++)
        exports.solver.live[suit] = hand[suit] | hand[4 + suit] | hand[8 + suit] | hand[12 + suit];
    exports.solver.history.fill(0);
    exports.solver.killerLeads.fill(-1);
    exports.solver.formerKillerLeads.fill(-1);
    exports.solver.tricksLeft =
        (0, cards_1.countCards)(hand[0]) + (0, cards_1.countCards)(hand[1]) + (0, cards_1.countCards)(hand[2]) + (0, cards_1.countCards)(hand[3]);
    (0, transposition_1.clearTable)();
}
/** Whether the play is as in notrump: the strain is notrump, or no hand holds a trump. */
function playsAsNotrump() {
    return exports.solver.trump === exports.NO_TRUMP || exports.solver.lengths[exports.solver.trump] === 0;
}
/** The suit's cards still held, and those played to the current trick. */
function liveCards(suit) {
    return exports.solver.live[suit];
}
/** The answer at `base` (depth * 4) rests on no card. */
function clearRelevant(relevant, base) {
    relevant[base] = 0;
    relevant[base + 1] = 0;
    relevant[base + 2] = 0;
    relevant[base + 3] = 0;
}
/**
 * The ranks of each holding's cards from the highest down, four bits a card: the first eight in
 * RANKS_FROM_TOP[holding * 2], the rest in the next word. (64 KB, built when the solver loads.)
 */
const RANKS_FROM_TOP = new Int32Array(2 << 13);
for (let holding = 1; holding < 1 << 13; holding++) {
    let k = 0;
    for (let rank = 12; rank >= 0; rank--) {
        if (((holding >> rank) & 1) === 0)
            continue;
        const word = holding * 2 + (k >> 3);
        RANKS_FROM_TOP[word] = RANKS_FROM_TOP[word] | (rank << ((k & 7) << 2));
        k++;
    }
}
/** The rank of the `depth`-th highest card (1 the highest) of a holding of at least that many. */
function rankFromTop(holding, depth) {
    const k = depth - 1;
    return (RANKS_FROM_TOP[(holding << 1) | (k >> 3)] >> ((k & 7) << 2)) & 15;
}
/**
 * The top cards of each suit by the depths of a table entry, as the relevant cards at `base`:
 * the lowest of them, the one card of each suit that the search reads (relevantDepths and the
 * search's runs take a suit's lowest relevant card).
 */
function setRelevantTops(base, depthsOfSuits) {
    const { live: liveOf, relevant } = exports.solver;
    for (let suit = 0; suit < 4; suit++) {
        const depth = (depthsOfSuits >> (4 * suit)) & 15;
        const live = liveOf[suit];
        relevant[base + suit] =
            depth === 0 ? 0 : depth >= (0, cards_1.countCards)(live) ? live : 1 << rankFromTop(live, depth);
    }
}
/** How many top cards of each suit reach down to its lowest relevant card, four bits a suit. */
function relevantDepths(base) {
    const { live: liveOf, relevant } = exports.solver;
    let d = 0;
    for (let suit = 0; suit < 4; suit++) {
        const cards = relevant[base + suit];
        if (cards === 0)
            continue;
        const live = liveOf[suit];
        d |= (0, cards_1.countCards)(live >>> lowestRank(cards)) << (4 * suit);
    }
    return d;
}
/**
 * Lets go of counts (sets them to -1; -1 is none) whose sum fits in `budget`, the smallest
 * first, and returns the budget left: a cut-off then rests on none of what they stood for.
 */
function letGoSmallest(counts, budget) {
    for (;;) {
        let drop = -1;
        for (let suit = 0; suit < 4; suit++) {
            const count = counts[suit];
            if (count >= 0 && count <= budget && (drop < 0 || count < counts[drop]))
                drop = suit;
        }
        if (drop < 0)
            return budget;
        budget -= counts[drop];
        counts[drop] = -1;
    }
}
