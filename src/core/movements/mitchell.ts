import type { Direction, Movement, Relay, Seating } from "./movement";
import { boardRange } from "./movement";
import { playsOfSeatings } from "./movementFacts";

/**
 * What an even number of tables does so that no East-West pair meets a set of boards again:
 * "skip" (East-West skip a table after half the rounds) or "share-relay" (tables 1 and the last
 * share a set, a relay table between the middle tables holds a set out of play).
 */
export type EvenTables = "skip" | "share-relay";

/** The missing pair of a half table: it does not exist, its opponents sit out in turn. */
export interface MissingPair {
  readonly direction: Direction;
  /** Its number as the movement numbers it: 1 to tables. */
  readonly pair: number;
}

export interface MitchellOptions {
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly firstBoard: number;
  readonly missing?: MissingPair;
  /**
   * Rounds played arrow-switched (the moving pairs hold the North-South cards). Any: one field,
   * East-West pair k numbered tables + k so that every pair has its own number.
   */
  readonly switchedRounds?: readonly number[];
  /** With an even number of tables; "skip" when left out. */
  readonly evenTables?: EvenTables;
}

/**
 * A Mitchell: North-South pair t stays at table t; East-West pairs move up one table and boards
 * down one table each round. Table t starts with board set t (sets of `boardsPerRound` boards),
 * so every set is in play every round and each board is played `rounds` times. With an even
 * number of tables East-West would meet the boards they have played after half the rounds:
 * - "skip": they skip a table after round tables/2 (E.T. Baker's skip Mitchell; bridgecentral.com,
 *   "Skip Mitchell");
 * - "share-relay": the share-and-relay Mitchell (bridgecentral.com/Relay.htm, "Share and relay
 *   Mitchell movement"; the relay table is also called a bye stand): sets 1 to tables/2 on
 *   tables 1 to tables/2, the next on a relay table with no players between tables tables/2 and
 *   tables/2 + 1, the rest on the next tables; the last table has no set of its own and shares
 *   table 1's. Boards still move down one table, the shared set to table `tables` - 1, table
 *   tables/2 + 1's to the relay and the relay's to table tables/2: the boards go round in as
 *   many steps as the East-West pairs, so no skip, and every pair can play every set.
 * A missing pair leaves its seat empty: its opponents sit out that round. Arrow-switched rounds
 * turn the boards at every table, so one field is ranked.
 */
export function mitchellMovement(options: MitchellOptions): Movement {
  const { tables, rounds, boardsPerRound, firstBoard } = options;
  const relay = options.evenTables === "share-relay" && tables % 2 === 0 && tables >= 4;
  const switched = new Set(options.switchedRounds ?? []);
  const oneField = switched.size > 0;
  const seatings: Seating[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const moves = round - 1 + (relay ? 0 : skipsBefore(round, tables));
    for (let table = 1; table <= tables; table += 1) {
      const set = wrap((relay ? relayPosition(table, tables) : table - 1) + round - 1, tables);
      const ew = wrap(table - 1 - moves, tables) + 1;
      const absent = absentSeat(options.missing, table, ew);
      const seating: Seating = {
        round,
        table,
        ns: table,
        ew: oneField ? tables + ew : ew,
        boards: boardRange(firstBoard + set * boardsPerRound, boardsPerRound),
        ...(absent ? { absent } : {}),
      };
      seatings.push(switched.has(round) ? switchSeating(seating) : seating);
    }
  }
  const plays = playsOfSeatings(seatings);
  return {
    kind: "mitchell",
    tables,
    rounds,
    boards: boardRange(firstBoard, tables * boardsPerRound).filter((board) => plays.has(board)),
    seatings,
    fields: oneField ? "ONE" : "TWO",
    playsPerBoard: sameForEvery([...plays.values()]),
    ...(relay
      ? { relay: relayOf(tables) }
      : skipsBefore(rounds, tables) > 0
        ? { skipAfterRound: tables / 2 }
        : {}),
  };
}

/** The most rounds a Mitchell of this size has: one per table. */
export function mitchellMaxRounds(tables: number): number {
  return tables;
}

/**
 * The usual length: every table's boards once; with an even number of tables and a skip one round
 * less, since the last round would meet the first round's opponents again (the "revenge round").
 * A share-and-relay plays every table.
 */
export function mitchellUsualRounds(tables: number, evenTables: EvenTables = "skip"): number {
  if (evenTables === "share-relay" && tables >= 4) return tables;
  return tables % 2 === 0 && tables > 1 ? tables - 1 : tables;
}

/**
 * The rounds the EBU advises to arrow-switch for a one-winner Mitchell: about one board in
 * eight (J.R. Manning's analysis); "in practice most clubs switch two rounds when they are
 * playing two-board rounds and one round when they are playing three-board or longer rounds.
 * It's common to arrow-switch the rounds at the end of the game" (G. Rainsford, "Arrow
 * switching", EBU club newsletter, ebu.co.uk/newsletters/?id=22&page=5).
 */
export function advisedSwitchedRounds(rounds: number, boardsPerRound: number): number[] {
  const count = Math.min(rounds, boardsPerRound <= 2 ? 2 : 1);
  return boardRange(rounds - count + 1, count);
}

/** The seat left empty at this table by the missing pair, if it sits here. */
function absentSeat(
  missing: MissingPair | undefined,
  table: number,
  ew: number
): Direction | undefined {
  if (missing === undefined) return undefined;
  if (missing.direction === "NS") return missing.pair === table ? "NS" : undefined;
  return missing.pair === ew ? "EW" : undefined;
}

/** The moving pair takes the North-South cards; an empty seat turns with it. */
function switchSeating(seating: Seating): Seating {
  const absent = seating.absent === undefined ? {} : { absent: other(seating.absent) };
  return { ...seating, ns: seating.ew, ew: seating.ns, ...absent, switched: true };
}

function other(direction: Direction): Direction {
  return direction === "NS" ? "EW" : "NS";
}

/**
 * Where a table's boards are in the share-and-relay circuit: tables 1 and `tables` share place 0,
 * tables 2 .. tables/2 places 1 .., the relay table place tables/2, the other tables after it.
 * Boards move one place down each round, as in every Mitchell.
 */
function relayPosition(table: number, tables: number): number {
  if (table === 1 || table === tables) return 0;
  return table <= tables / 2 ? table - 1 : table;
}

function relayOf(tables: number): Relay {
  return { sharing: [1, tables], relayBetween: [tables / 2, tables / 2 + 1] };
}

/** The skip: with an even number of tables, one extra table moved from round tables/2 + 1 on. */
function skipsBefore(round: number, tables: number): number {
  return tables % 2 === 0 && round > tables / 2 ? 1 : 0;
}

function wrap(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}

function sameForEvery(counts: readonly number[]): number | undefined {
  const first = counts[0];
  return counts.every((count) => count === first) ? first : undefined;
}
