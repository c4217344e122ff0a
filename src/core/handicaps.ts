/*
 * A handicap event's figures beside a session's ranking: each pair's handicap added to its
 * percentage (to its total with an IMP method, which has none) and the places by the figure with
 * it. Pure.
 */
import type { LabelKey } from "./boardLabels";
import { roundToCents } from "./cents";

/** A pair's handicap by its id and field (undefined with one field); undefined: it has none. */
export type HandicapOf = (pair: LabelKey, field: "NS" | "EW" | undefined) => number | undefined;

/** What a handicap adds to a pair's row of the ranking. */
export interface HandicapFigures {
  /** The pair's handicap; undefined when it has none (nothing is added). */
  readonly handicap: number | undefined;
  /** Its percentage (total, with IMPs) plus its handicap, to 2 decimals, halves to even. */
  readonly withHandicap: number;
  /** Its place in its field by withHandicap; pairs with an equal figure share it ("3="). */
  readonly place: number;
  readonly tied: boolean;
}

/** A ranked pair's unrounded figure, before any handicap. */
export interface FigureBeforeHandicap {
  readonly pair: LabelKey;
  readonly field: "NS" | "EW" | undefined;
  /** Its unrounded percentage, or its unrounded total with IMPs. */
  readonly exact: number;
}

/**
 * The handicap figures of one field's pairs, in their order. The handicap is added to the
 * unrounded figure, and the sum rounded once: NZ Bridge's Scorer publishes each pair's `res` so,
 * its matchpoints over the tops plus half its HANDICAP (all 18 pairs of the Whitehead Trophy
 * Handicap Pairs, test/fixtures/usebio-nz), where the rounded percentage plus the handicap
 * misses a cent for 8 of them (7 NS: 56.53 - 3.425 = 53.105 rounds to 53.10; published 53.11).
 */
export function handicapFigures(
  pairs: readonly FigureBeforeHandicap[],
  handicapOf: HandicapOf
): HandicapFigures[] {
  const figures = pairs.map((pair) => {
    const handicap = handicapOf(pair.pair, pair.field);
    return { handicap, withHandicap: roundToCents(pair.exact + (handicap ?? 0)) };
  });
  return figures.map((figure) => ({
    ...figure,
    place: 1 + figures.filter((other) => other.withHandicap > figure.withHandicap).length,
    tied: figures.filter((other) => other.withHandicap === figure.withHandicap).length > 1,
  }));
}
