/*
 * A teams event as a results file carries it (USEBIO's TEAMS and SWISS_TEAMS events, PBN's
 * teams results): the teams with their players and their places, each match of each round with
 * both teams' IMPs and VPs, its boards' IMPs and, for a match over two rooms, each room's
 * traveller line; a bye's VPs. What src/files' teams writers write and readers read.
 */
import type { Seat } from "../core/board";
import type { ClubHeader, HandRecord, LineScore, Place, Player } from "./session";

/** A single match (two teams, one sheet), a round robin or a Swiss. */
export type TeamsEventKind = "match" | "roundRobin" | "swiss";

export interface TeamEntry {
  /** The team's number in the event. */
  readonly team: number;
  readonly name: string;
  readonly players: readonly Player[];
  readonly place?: Place;
  /** Total VPs, byes included. */
  readonly vps?: number;
}

/** Where a pair of a team sat in one match: open or closed room, North-South or East-West. */
export interface MatchSeating {
  readonly team: number;
  readonly room: "open" | "closed";
  readonly direction: "NS" | "EW";
  readonly players: readonly Player[];
}

/** One room's play of a board in a two-room match: the home team sits NS in the open room. */
export interface RoomLine {
  readonly room: "open" | "closed";
  readonly contract?: string;
  readonly declarer?: Seat;
  readonly tricks?: number;
  readonly lead?: string;
  readonly score: LineScore;
}

export interface MatchBoard {
  readonly board: number;
  /** The home team's IMPs on the board (negative when the visitors won it). */
  readonly imps: number;
  readonly rooms?: readonly RoomLine[];
}

export interface TeamsMatch {
  readonly round: number;
  readonly table?: number;
  readonly home: number;
  readonly away: number;
  readonly homeImps: number;
  readonly awayImps: number;
  readonly homeVps?: number;
  readonly awayVps?: number;
  /** Each board's IMPs, when the sheet scored the match board by board. */
  readonly boards: readonly MatchBoard[];
  readonly seating?: readonly MatchSeating[];
}

export interface TeamsBye {
  readonly round: number;
  readonly team: number;
  readonly vps: number;
}

export interface TeamsEventFile {
  readonly kind: TeamsEventKind;
  readonly version: string;
  readonly club: ClubHeader;
  readonly title: string;
  /** yyyy-mm-dd. */
  readonly date?: string;
  readonly programName?: string;
  readonly programVersion?: string;
  readonly boardsPerMatch?: number;
  readonly teams: readonly TeamEntry[];
  readonly matches: readonly TeamsMatch[];
  readonly byes: readonly TeamsBye[];
  readonly handRecords: readonly HandRecord[];
}

/** A team's totals as the event's standings show them (the Standings sheet's columns). */
export interface TeamTotals {
  readonly played?: number;
  readonly impsFor?: number;
  readonly impsAgainst?: number;
}
