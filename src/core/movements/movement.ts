/*
 * A movement: who sits where and which boards they play, round by round. Pure data: each kind of
 * movement is a module here that builds a Movement (./mitchell.ts, ./howell.ts from the stored
 * tables of ./storedHowells.ts, ./pasted.ts from a table the user pastes), and everything else
 * reads only this type (the pairs session's sheets lay its seatings out as Results lines:
 * src/session/pairsSession.ts).
 */
import type { Fields } from "../sessionFields";

export type Direction = "NS" | "EW";

/**
 * One table in one round: its pairs (as seated: `ns` holds the cards of North-South) and the
 * boards they play.
 */
export interface Seating {
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly boards: readonly number[];
  /**
   * The seat of a missing pair (a half table): that pair does not exist, its opponents sit out
   * the round and the boards are not played here.
   */
  readonly absent?: Direction;
  /** An arrow-switched round: the moving pair holds the North-South cards. */
  readonly switched?: boolean;
}

/** A share-and-relay Mitchell's shared set and relay table. */
export interface Relay {
  /** The two tables that share a set of boards each round. */
  readonly sharing: readonly [number, number];
  /** The relay table (no players) sits between these tables: a set out of play each round. */
  readonly relayBetween: readonly [number, number];
}

export interface Movement {
  readonly kind: "mitchell" | "howell" | "pasted";
  readonly tables: number;
  readonly rounds: number;
  /** Every board in play, ascending. */
  readonly boards: readonly number[];
  readonly seatings: readonly Seating[];
  /** How BRIDGE.RANKING separates the movement's pairs. */
  readonly fields: Fields;
  /** How many times each board is played, when it is the same for every board. */
  readonly playsPerBoard: number | undefined;
  /** An even-table skip Mitchell: East-West skip a table after this round. */
  readonly skipAfterRound?: number;
  readonly relay?: Relay;
}

/** Board numbers first, first + 1, ..., count of them. */
export function boardRange(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => first + index);
}
