/** What a PBN file is read into (pbnRead.ts): its events, their boards and their pairs. */
import type { Seat, Vulnerability } from "../core/board";
import type { PbnNote } from "../messages/pbnFile";
import type { HandRecord, PairEntry, PairsScoring, TravellerLine } from "./session";

export interface PbnBoard extends HandRecord {
  readonly event?: string;
  /** [Board] as written, when it is not the board's number ("4-1"). */
  readonly label?: string;
  /** The board's traveller: its [ScoreTable], and the tables' results of games repeating it. */
  readonly results?: readonly TravellerLine[];
  /** The Butler datum the file publishes ([ScoreTable]'s ButlerDatum column). */
  readonly datum?: number;
  /** Every tag of the board's first game as written, known or not. */
  readonly tags: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

/** A board whose [Dealer] or [Vulnerable] is not Law 2's for its number. */
export interface LawTwoDisagreement {
  readonly board: number;
  readonly line: number;
  readonly dealer?: { readonly file: Seat; readonly law: Seat };
  readonly vulnerability?: { readonly file: Vulnerability; readonly law: Vulnerability };
}

/** A pair as the games of a file with one game per table name it. */
export interface TablePair {
  readonly pair: string;
  readonly players: readonly PairEntry["players"][number][];
  /** Each direction the pair sat in. */
  readonly directions: ReadonlySet<"NS" | "EW">;
}

export interface PbnEvent {
  /** [Event], "" when the file gives none. */
  readonly name: string;
  /** 1 for the first set of boards under this name, 2 for the next... */
  readonly set: number;
  readonly line: number;
  readonly date?: string;
  readonly site?: string;
  readonly boards: readonly PbnBoard[];
  readonly disagreements: readonly LawTwoDisagreement[];
  /** From [Scoring] or the ScoreTable's columns; absent when the file does not say. */
  readonly scoring?: PairsScoring;
  /** The pairs of [TotalScoreTable], with their published ranks and totals. */
  readonly pairs: readonly PairEntry[];
  /** The pairs of the tables' results, in order of their first result. */
  readonly tablePairs: readonly TablePair[];
  /** A teams match (its games name rooms or teams), not a pairs session. */
  readonly teams: boolean;
  readonly notes: readonly PbnNote[];
}

/** A file's events; the file's own fields are its first event's (most files hold one). */
export interface PbnFile extends PbnEvent {
  readonly events: readonly PbnEvent[];
}
