/**
 * The solver's state as one object, after DDS's per-thread data: the position being played out,
 * the cards each node's answer rested on, the move orderer's memory, the working space of the
 * quick and later tricks, and the transposition table. Its typed arrays are allocated once: a
 * search allocates nothing. There is one, `solver`, made when the module loads (a Web Worker
 * solves one deal at a time); each part of the solver reads it from a module constant rather than
 * taking it as an argument, because passing it cost 5.9 % more instructions than the module
 * variables it replaced, and reading it so 3.7 % fewer (callgrind, docs/PERFORMANCE.md).
 *
 * Seats: North 0, East 1, South 2, West 3 (North-South are the even seats). Suits: spades 0,
 * hearts 1, diamonds 2, clubs 3. The strain is a trump suit 0-3 or NO_TRUMP. A card is
 * suit * 16 + rank. Depths count cards played from the position loaded: 52 at most.
 */
import { TranspositionTable } from "./transposition";
import { KEY_WORDS } from "./transpositionKey";

export const NO_TRUMP = 4;

export class SolverContext {
  /** hand[seat * 4 + suit]: the cards the seat still holds in the suit. */
  readonly hand = new Int32Array(16);
  /**
   * lengths[suit]: each seat's number of cards in the suit, four bits a seat (North lowest), kept
   * up to date as cards are played: the table's key is built from them at every trick start.
   */
  readonly lengths = new Int32Array(4);
  /** Cards played to the current trick, per suit: still live for telling cards apart. */
  readonly trickCards = new Int32Array(4);
  /** Which seat holds each card, by suit * 16 + rank (fixed for a deal). */
  readonly owner = new Int8Array(64);
  /** The strain: a trump suit 0-3 or NO_TRUMP. */
  trump = NO_TRUMP;
  tricksLeft = 0;
  /** The suits the trick just ended held cards of, one bit a suit: the trick start's key reuse. */
  suitsOfLastTrick = 0;
  /**
   * relevant[depth * 4 + suit]: the cards whose ranks the answer of the node at `depth` rested on
   * (a node's answer holds for every position where the same seats hold those cards and all the
   * cards above them, given the same suit lengths).
   */
  readonly relevant = new Int32Array(64 * 4);
  /** The transposition-table key of the trick start at each depth (see transpositionKey.ts). */
  readonly keys = new Int32Array(64 * KEY_WORDS);
  /** Moves of the node at each depth, best first: suit * 16 + rank, 16 slots per depth. */
  readonly moves = new Int32Array(64 * 16);
  readonly scores = new Int32Array(64 * 16);
  /** Cut-offs each card made, by seat, position in the trick and card: weighed in ordering. */
  readonly history = new Int32Array(16 * 64);
  /**
   * The lead that last made a cut-off at each depth, or -1: the positions met at one depth
   * differ in a card or two, and the lead that won one often wins the next.
   */
  readonly killerLeads = new Int32Array(64);
  /** The killer lead each depth had before its last one, or -1: it may win again. */
  readonly formerKillerLeads = new Int32Array(64);
  /** The cards the last quick-trick count rested on, per suit. */
  readonly quickRelevant = new Int32Array(4);
  /** Per suit, from the last quick-trick count: the rounds it counted there, -1 for none. */
  readonly countedRounds = new Int32Array(4);
  /** Per suit, from the last quick-trick count: the leader's cards above every opponent's. */
  readonly topWinnersOf = new Int32Array(4);
  /** Per suit, for the later tricks: the side's longer holding where the opponents top it, else -1. */
  readonly longerOf = new Int32Array(4);
  /** The lowest trump the last sure-trump count rested on, and the side it counted. */
  sureTrumpRelevant = 0;
  sureTrumpSide = 0;
  readonly table = new TranspositionTable();
  /** Nodes searched (cards tried) since the solver loaded: what `npm run bench -- dd-nodes` reads. */
  nodes = 0;
}

/** The solver's one context: its 16 MB table is allocated when the solver loads, as before. */
export const solver = new SolverContext();
