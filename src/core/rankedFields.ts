/*
 * A session's pairs placed within their fields once their boards are scored (./ranking.ts):
 * totals and percentages to 2 decimals, places and ties as the programs publish them, and a
 * handicap event's figures beside them (./handicaps.ts). Pure.
 */
import type { LabelKey } from "./boardLabels";
import { compareLabels } from "./boardLabels";
import { roundToCents } from "./cents";
import type { HandicapFigures, HandicapOf } from "./handicaps";
import { handicapFigures } from "./handicaps";

/** A pair's row of the ranking. */
export interface RankedPair {
  readonly place: number;
  /** Another pair of the field shares the place ("3="). */
  readonly tied: boolean;
  readonly pair: LabelKey;
  /** Its field with two fields; undefined with one. */
  readonly field: "NS" | "EW" | undefined;
  readonly boards: number;
  /** Matchpoints or IMPs, to 2 decimals as published. */
  readonly total: number;
  /** Undefined for IMP methods. */
  readonly percentage: number | undefined;
  /** With handicaps (RankingOptions.handicapOf) only; the place above is before them. */
  readonly handicap?: HandicapFigures;
}

/** A pair's scored boards. */
export interface PairTally {
  readonly pair: LabelKey;
  readonly field: "NS" | "EW" | undefined;
  boards: number;
  /** The pair's matchpoints or IMPs. */
  exact: number;
  /** Its matchpoints as its scorecard shows them, board by board. */
  shown: number;
}

/** How the pairs are placed: by percentage over `top` a board (matchpoints), else by total. */
export interface FieldScoring {
  readonly matchpoints: boolean;
  /** A board's matchpoint top; 0 with one table (every board average). */
  readonly top: number;
  readonly handicapOf: HandicapOf | undefined;
}

/** Each field ranked apart, North-South's first; places and ties as published. */
export function rankFields(pairs: readonly PairTally[], scoring: FieldScoring): RankedPair[] {
  const fields: ("NS" | "EW" | undefined)[] = pairs.some((pair) => pair.field !== undefined)
    ? ["NS", "EW"]
    : [undefined];
  return fields.flatMap((field) =>
    rankField(
      pairs.filter((pair) => pair.field === field),
      scoring
    )
  );
}

function rankField(pairs: readonly PairTally[], scoring: FieldScoring): RankedPair[] {
  const { matchpoints, top } = scoring;
  let mostBoards = 0;
  for (const pair of pairs) mostBoards = Math.max(mostBoards, pair.boards);
  const rows = pairs.map((pair) => {
    if (!matchpoints) {
      // A pair that played fewer boards (a sit-out) has its IMPs scaled to the field's boards, as
      // the EBU advises for cross-IMPs ("multiply the total score of the EW pairs by 24/21",
      // forums.ebu.co.uk/discussion/535) and EBUScore does.
      const total = (pair.exact * mostBoards) / pair.boards;
      return { ...pair, total: roundToCents(total), percentage: undefined, unrounded: total };
    }
    // A session of one table has no comparison: every board is average (see matchpointsRule).
    const percentage = top === 0 ? 50 : (pair.exact / (pair.boards * top)) * 100;
    return {
      ...pair,
      total: roundToCents((pair.shown * mostBoards) / pair.boards),
      percentage: roundToCents(percentage),
      unrounded: percentage,
    };
  });
  const key = (row: (typeof rows)[number]) => row.percentage ?? row.total;
  rows.sort((a, b) => key(b) - key(a) || comparePairs(a.pair, b.pair));
  const handicaps = scoring.handicapOf
    ? handicapFigures(
        rows.map((row) => ({ pair: row.pair, field: row.field, exact: row.unrounded })),
        scoring.handicapOf
      )
    : undefined;
  const ranked: RankedPair[] = [];
  rows.forEach((row, i) => {
    // Sorted, a place's pairs are neighbours: a pair's place is the first of its equals'.
    const sharesAbove = i > 0 && key(rows[i - 1] as typeof row) === key(row);
    const sharesBelow = i + 1 < rows.length && key(rows[i + 1] as typeof row) === key(row);
    const handicap = handicaps?.[i];
    ranked.push({
      place: sharesAbove ? (ranked[i - 1] as RankedPair).place : i + 1,
      tied: sharesAbove || sharesBelow,
      pair: row.pair,
      field: row.field,
      boards: row.boards,
      total: row.total,
      percentage: row.percentage,
      ...(handicap ? { handicap } : {}),
    });
  });
  return ranked;
}

/** Pair ids in the order people number them: numbers by value, before and among text ids. */
function comparePairs(a: LabelKey, b: LabelKey): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return compareLabels(String(a), String(b));
}
