import { recordEvent, requireImps, type PlayedMatch, type TeamId } from "./playedMatches";
import { breakTie, levelRuns, tieBreakValue, type TieBreak } from "./tieBreaks";
import type { TeamRecord } from "./playedMatches";

export interface Standing {
  /** "1", or "3=" for a place shared. */
  readonly place: string;
  /** The place as a number: 3 for "3=". */
  readonly rank: number;
  readonly team: TeamId;
  readonly played: number;
  readonly byes: number;
  readonly vps: number;
  readonly impsFor: number;
  readonly impsAgainst: number;
  /** The tie-break's own figure (head-to-head VPs, IMP difference or quotient), when it has one. */
  readonly tieBreak: number | undefined;
}

export interface StandingsOptions {
  readonly tieBreak?: TieBreak;
  /** Teams of the event that may have no row yet (before round 1, or a late entry). */
  readonly entries?: readonly TeamId[];
}

/**
 * The standings of an event from its table of played matches (a row per team per match, a bye as
 * a row without opponents): total VPs, highest first; teams level on VPs split by the tie-break
 * (tieBreaks.ts) or sharing the place, "3=" (a shared place counts for each team in it: two
 * teams sharing 3rd, the next is 5th). Teams sharing a place are listed in team-number order, so
 * the same table always gives the same standings.
 * @example rankStandings([{ team: "1", opponent: "2", vps: 12 }, { team: "2", opponent: "1", vps: 8 }])
 * // [{ place: "1", team: "1", vps: 12, ... }, { place: "2", team: "2", vps: 8, ... }]
 */
export function rankStandings(
  matches: readonly PlayedMatch[],
  { tieBreak = "none", entries = [] }: StandingsOptions = {}
): Standing[] {
  if (tieBreak === "imp-difference" || tieBreak === "imp-quotient") requireImps(matches, tieBreak);
  const records = recordEvent(matches, entries).sort((a, b) => b.vps - a.vps);
  const standings: Standing[] = [];
  for (const level of levelRuns(records, (a, b) => a.vps === b.vps)) {
    for (const group of breakTie(level, tieBreak)) {
      const rank = standings.length + 1;
      const place = group.length > 1 ? `${rank}=` : `${rank}`;
      for (const record of group) {
        standings.push(standingOf(record, place, rank, tieBreakValue(record, level, tieBreak)));
      }
    }
  }
  return standings;
}

function standingOf(
  record: TeamRecord,
  place: string,
  rank: number,
  tieBreak: number | undefined
): Standing {
  const { team, played, byes, vps, impsFor, impsAgainst } = record;
  return { place, rank, team, played, byes, vps, impsFor, impsAgainst, tieBreak };
}
