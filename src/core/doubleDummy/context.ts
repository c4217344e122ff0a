/**
 * The solver's state as one object, after DDS's per-thread data: the position being played out,
 * the cards each node's answer rested on, the move orderer's memory, the working space of the
 * quick and later tricks, and the transposition table. Its typed arrays are allocated once, when
 * the context is made: a search allocates nothing. Every part of the solver takes the context as
 * its first argument; none keeps state of its own.
 *
 * Seats: North 0, East 1, South 2, West 3 (North-South are the even seats). Suits: spades 0,
 * hearts 1, diamonds 2, clubs 3. The strain is a trump suit 0-3 or NO_TRUMP. A card is
 * suit * 16 + rank. Depths count cards played from the position loaded: 52 at most.
 */
import { createTranspositionTable, type TranspositionTable } from "./transposition";
import { KEY_WORDS } from "./transpositionKey";

export const NO_TRUMP = 4;

export interface SolverContext {
  /** hand[seat * 4 + suit]: the cards the seat still holds in the suit. */
  readonly hand: Int32Array;
  /**
   * lengths[suit]: each seat's number of cards in the suit, four bits a seat (North lowest), kept
   * up to date as cards are played: the table's key is built from them at every trick start.
   */
  readonly lengths: Int32Array;
  /** Cards played to the current trick, per suit: still live for telling cards apart. */
  readonly trickCards: Int32Array;
  /** Which seat holds each card, by suit * 16 + rank (fixed for a deal). */
  readonly owner: Int8Array;
  /** The strain: a trump suit 0-3 or NO_TRUMP. */
  trump: number;
  tricksLeft: number;
  /** The suits the trick just ended held cards of, one bit a suit: the trick start's key reuse. */
  suitsOfLastTrick: number;
  /**
   * relevant[depth * 4 + suit]: the cards whose ranks the answer of the node at `depth` rested on
   * (a node's answer holds for every position where the same seats hold those cards and all the
   * cards above them, given the same suit lengths).
   */
  readonly relevant: Int32Array;
  /** The transposition-table key of the trick start at each depth (see transpositionKey.ts). */
  readonly keys: Int32Array;
  /** Moves of the node at each depth, best first: suit * 16 + rank, 16 slots per depth. */
  readonly moves: Int32Array;
  readonly scores: Int32Array;
  /** Cut-offs each card made, by seat, position in the trick and card: weighed in ordering. */
  readonly history: Int32Array;
  /**
   * The lead that last made a cut-off at each depth, or -1: the positions met at one depth
   * differ in a card or two, and the lead that won one often wins the next.
   */
  readonly killerLeads: Int32Array;
  /** The killer lead each depth had before its last one, or -1: it may win again. */
  readonly formerKillerLeads: Int32Array;
  /** The cards the last quick-trick count rested on, per suit. */
  readonly quickRelevant: Int32Array;
  /** Per suit, from the last quick-trick count: the rounds it counted there, -1 for none. */
  readonly countedRounds: Int32Array;
  /** Per suit, from the last quick-trick count: the leader's cards above every opponent's. */
  readonly topWinnersOf: Int32Array;
  /** Per suit, for the later tricks: the side's longer holding where the opponents top it, else -1. */
  readonly longerOf: Int32Array;
  /** The lowest trump the last sure-trump count rested on, and the side it counted. */
  sureTrumpRelevant: number;
  sureTrumpSide: number;
  readonly table: TranspositionTable;
  /**
   * Nodes searched (cards tried) since the context was made: what the tuning measures
   * (`npm run bench -- dd-nodes`). A field, not a global: counting costs one increment a node.
   */
  nodes: number;
}

export function createSolverContext(): SolverContext {
  return {
    hand: new Int32Array(16),
    lengths: new Int32Array(4),
    trickCards: new Int32Array(4),
    owner: new Int8Array(64),
    trump: NO_TRUMP,
    tricksLeft: 0,
    suitsOfLastTrick: 0,
    relevant: new Int32Array(64 * 4),
    keys: new Int32Array(64 * KEY_WORDS),
    moves: new Int32Array(64 * 16),
    scores: new Int32Array(64 * 16),
    history: new Int32Array(16 * 64),
    killerLeads: new Int32Array(64),
    formerKillerLeads: new Int32Array(64),
    quickRelevant: new Int32Array(4),
    countedRounds: new Int32Array(4),
    topWinnersOf: new Int32Array(4),
    longerOf: new Int32Array(4),
    sureTrumpRelevant: 0,
    sureTrumpSide: 0,
    table: createTranspositionTable(),
    nodes: 0,
  };
}
