import {
  isAdjustedScoreNotation,
  isRulingNotation,
  parseAdjustedScore as parseArtificialScore,
} from "../core/adjusted";
import type { Seat, Vulnerability } from "../core/board";
import type { Deal } from "../core/deal";
import type { TrickTable } from "../core/trickTable";

/**
 * A club's session as its files hold it, read from USEBIO or PBN and written back: plain data,
 * numbers as the file published them (not recomputed), text where the file's text is the fact
 * (pair numbers such as "1NS", contracts such as "4SX", leads such as "TD").
 */

/** How the boards were scored: matchpoints, cross-IMPs, or IMPs against a Butler datum. */
export type PairsScoring = "matchpoints" | "crossImps" | "butler";

export interface Player {
  readonly name: string;
  /** The federation's member number (USEBIO NATIONAL_ID_NUMBER). */
  readonly nationalId?: string;
  readonly clubId?: string;
}

/** A published place: 3, or 3= when tied. */
export interface Place {
  readonly place: number;
  readonly tied: boolean;
}

export interface PairEntry {
  /** As the file writes it: "7", or "1NS" in a Compscore Mitchell. */
  readonly pair: string;
  /** The field of a two-winner movement; absent in a Howell. */
  readonly direction?: "NS" | "EW";
  readonly place?: Place;
  /** Matchpoints or IMPs, as published. */
  readonly totalScore?: number;
  readonly percentage?: number;
  readonly masterPoints?: number;
  /** The ABF's masterpoint colour (GREEN, RED) that Compscore writes per pair. */
  readonly masterPointType?: string;
  /**
   * The pair's handicap as the file gives it (USEBIO HANDICAP, a percentage): NZ Scorer's files
   * publish the percentage with half of it added (tests/integration_tests of duaneg/scorer-to-usebio).
   */
  readonly handicap?: number;
  /** The file's SECTION_ID of the section the pair played in, when the file has sections. */
  readonly section?: string;
  readonly players: readonly Player[];
}

/**
 * The North-South score of a traveller line, or an artificial adjusted score (Law 12C2) as
 * USEBIO writes it: "A6040" gives North-South 60 % and East-West 40 %; or no score at all, on a
 * line whose board was not played (a contract NP or blank and no SCORE: a phantom's table).
 */
export type LineScore =
  | { readonly kind: "score"; readonly nsScore: number }
  | { readonly kind: "adjusted"; readonly nsPercent: number; readonly ewPercent: number }
  | { readonly kind: "notPlayed" };

export interface TravellerLine {
  readonly nsPair: string;
  readonly ewPair: string;
  /** "4SX", "3NT", "PASS", or "NP" for a board not played; absent on an adjusted line. */
  readonly contract?: string;
  /**
   * The CONTRACT as the file wrote it when it is read as another: NZ Scorer's "NP" on a line it
   * scored 0 with matchpoints, read as "PASS" (its converter: "N P" is a hand passed in).
   */
  readonly contractAsWritten?: string;
  readonly declarer?: Seat;
  /** The card led, rank then suit: "TD". */
  readonly lead?: string;
  /** Tricks taken by declarer. */
  readonly tricks?: number;
  readonly score: LineScore;
  /** Matchpoints, or IMPs (Butler, cross-IMPs), as published. */
  readonly nsPoints?: number;
  readonly ewPoints?: number;
  /** Table and round, when the file gives them (PBN's ScoreTable). */
  readonly table?: number;
  readonly round?: number;
}

export interface BoardResults {
  readonly board: number;
  /** The file's SECTION_ID of the section that played these lines, when the file has sections. */
  readonly section?: string;
  /** The Butler datum, as USEBIO's BOARD_AVERAGE publishes it. */
  readonly datum?: number;
  readonly lines: readonly TravellerLine[];
}

/** A side and its score: PBN's [OptimumScore "NS 620"]. */
export interface SideScore {
  readonly side: "NS" | "EW";
  readonly score: number;
}

/** One board of a hand-record file. */
export interface HandRecord {
  readonly board: number;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
  readonly deal?: Deal;
  /** [DoubleDummyTricks], as core's TrickTable: seats N E S W, strains C D H S NT. */
  readonly doubleDummyTricks?: TrickTable;
  /** [OptimumResultTable], the same layout. */
  readonly optimumResultTable?: TrickTable;
  readonly optimumScore?: SideScore;
  /** As written: "NS 4S", "EW 5DX", "NS Pass". */
  readonly parContract?: string;
  /** 1-based line where the board starts in its file. */
  readonly line: number;
}

export interface ClubHeader {
  readonly name?: string;
  readonly id?: string;
}

export interface Contact {
  readonly fullName?: string;
  readonly scorer?: string;
  readonly telephone?: string;
  readonly email?: string;
}

export interface EventHeader {
  readonly identifier?: string;
  readonly description?: string;
  readonly programName?: string;
  readonly programVersion?: string;
  /** 1 for a one-winner movement (Howell), 2 for two winners (Mitchell). */
  readonly winnerType?: number;
  readonly title?: string;
  /** ISO 8601, yyyy-mm-dd, whatever form the file used. */
  readonly date?: string;
  readonly masterPointScale?: string;
  readonly sessionCount?: number;
  readonly sectionCount?: number;
  readonly contact?: Contact;
  /** Header elements with no field here (VENUE, P2P_CHARGE_RATE...), kept in order. */
  readonly otherFields: ReadonlyArray<readonly [name: string, value: string]>;
}

export interface PairsSession {
  readonly scoring: PairsScoring;
  /** USEBIO's Version attribute ("1.2"); "" when the file did not say. */
  readonly version: string;
  readonly club: ClubHeader;
  readonly event: EventHeader;
  readonly pairs: readonly PairEntry[];
  readonly boards: readonly BoardResults[];
  /** The hand records (USEBIO's HANDSET), by board. */
  readonly handRecords: readonly HandRecord[];
  /** The section this session is, when it is one section of a file that has several. */
  readonly section?: string;
}

/** "3=" -> { place: 3, tied: true }; undefined when it is not a place. */
export function parsePlace(text: string): Place | undefined {
  const match = /^\s*(\d+)\s*(=?)\s*$/.exec(text);
  if (!match || Number(match[1]) < 1) return undefined;
  return { place: Number(match[1]), tied: match[2] === "=" };
}

export function formatPlace(place: Place): string {
  return `${place.place}${place.tied ? "=" : ""}`;
}

/**
 * "A6040" -> 60 / 40, and the other artificial scores a scorer types ("A60", "Ave+", "A60/40",
 * core/adjusted.ts); undefined when it is not an artificial score. The rulings USEBIO and PBN
 * cannot say (weighted, split assigned, fouled, penalised: docs/guide/rulings.md) are not read.
 */
export function parseAdjustedScore(text: string): LineScore | undefined {
  const match = /^A(\d{2})(\d{2})$/i.exec(text.trim());
  if (match) return { kind: "adjusted", nsPercent: Number(match[1]), ewPercent: Number(match[2]) };
  if (!isAdjustedScoreNotation(text) || isRulingNotation(text)) return undefined;
  try {
    const award = parseArtificialScore(text);
    return { kind: "adjusted", nsPercent: award.nsPercent, ewPercent: award.ewPercent };
  } catch {
    return undefined;
  }
}

/** USEBIO's form of a line's score: "-420", "A6040" for an adjusted score, "" when not played. */
export function formatLineScore(score: LineScore): string {
  if (score.kind === "score") return String(score.nsScore);
  if (score.kind === "notPlayed") return "";
  const two = (percent: number): string => String(percent).padStart(2, "0");
  return `A${two(score.nsPercent)}${two(score.ewPercent)}`;
}

/**
 * A card led in USEBIO's form, rank then suit ("TD"), from either order ("DT", PBN's, too) and
 * "10" for the ten; undefined when it is not a card.
 */
export function parseLead(text: string): string | undefined {
  const card = text.trim().toUpperCase().replace("10", "T");
  const rankFirst = /^([2-9TJQKA])([SHDC])$/.exec(card);
  if (rankFirst) return card;
  const suitFirst = /^([SHDC])([2-9TJQKA])$/.exec(card);
  return suitFirst ? `${suitFirst[2]}${suitFirst[1]}` : undefined;
}

/** A number as the files hold it: "34", "2.6", never "-0" or an exponent. */
export function formatDecimal(value: number): string {
  const rounded = Number(value.toFixed(6));
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
