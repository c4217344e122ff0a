/*
 * A movement: who sits where and which boards they play, round by round. Pure data, built by
 * ./mitchell.ts and ./howell.ts and laid out on a Results sheet by ../pairsSession.ts.
 */

/** One table in one round: its pairs and the boards they play. */
export interface Seating {
  readonly round: number;
  readonly table: number;
  readonly ns: number;
  readonly ew: number;
  readonly boards: readonly number[];
}

/**
 * How the ranking separates the pairs: "TWO" fields (North-South and East-West ranked apart, a
 * Mitchell) or "ONE" (every pair in one ranking, a Howell), as BRIDGE.RANKING's `fields` reads it.
 */
export type Fields = "ONE" | "TWO";

export interface Movement {
  readonly kind: "mitchell" | "howell";
  readonly tables: number;
  readonly rounds: number;
  /** Every board in play, ascending. */
  readonly boards: readonly number[];
  readonly seatings: readonly Seating[];
  readonly fields: Fields;
  /** How many times each board is played, when it is the same for every board. */
  readonly playsPerBoard: number | undefined;
}

/** Board numbers first, first + 1, ..., count of them. */
export function boardRange(first: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => first + index);
}
