/*
 * A movement: who sits where and which boards they play, round by round. Pure data: each kind of
 * movement is a module here that builds a Movement (./mitchell.ts, ./howell.ts from the stored
 * tables of ./storedHowells.ts), and everything else reads only this type (the pairs session's
 * sheets lay its seatings out as Results lines: src/session/pairsSession.ts).
 */
import type { Fields } from "../sessionFields";

/** One table in one round: its pairs and the boards they play. */
export interface Seating {
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly boards: readonly number[];
}

export interface Movement {
  readonly kind: "mitchell" | "howell";
  readonly tables: number;
  readonly rounds: number;
  /** Every board in play, ascending. */
  readonly boards: readonly number[];
  readonly seatings: readonly Seating[];
  /** How BRIDGE.RANKING separates the movement's pairs. */
  readonly fields: Fields;
  /** How many times each board is played, when it is the same for every board. */
  readonly playsPerBoard: number | undefined;
}

/** Board numbers first, first + 1, ..., count of them. */
export function boardRange(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => first + index);
}
