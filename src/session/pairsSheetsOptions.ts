/*
 * What the Results and Ranking sheets of a pairs session (./pairsSession.ts) are both planned
 * from, in a module of its own so that each sheet's module imports it and neither the other.
 */
import type { Fields } from "../core/sessionFields";
import type { SessionLabels } from "../messages/session";
import type { PairsSessionData } from "./pairsSessionData";

/** What the Results and Ranking sheets are planned from. */
export interface PairsSheetsOptions {
  readonly names: {
    readonly results: string;
    readonly boards: string;
    readonly pairs: string;
  };
  readonly session: PairsSessionData;
  readonly labels: SessionLabels;
}

/**
 * What is ranked apart: the whole session, or each section on its own (its lines' rows, its
 * pairs), a RANKING and a Ranking sheet each.
 */
export interface RankedPart {
  readonly letter: string | undefined;
  /** The part's lines: rows first to last of the Results sheet. */
  readonly first: number;
  readonly last: number;
  readonly maxPairs: number;
  /** How its RANKING separates its pairs; undefined: the session's. */
  readonly fields?: Fields;
}
