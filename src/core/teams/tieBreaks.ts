import { TEAMS_FORMS } from "../../messages/teams";
import { BridgeInputError } from "../errors";
import { roundTotal, type TeamRecord } from "./playedMatches";

/**
 * How teams level on VPs are split; teams still level share the place ("3=").
 * - "none": they share it.
 * - "head-to-head": the result between the tied teams, as the EBU White Book §143.7.1(a)
 *   (ebu.co.uk/lawsandethics/articles/splitties/howto.htm) and the CBAI's "Breaking ties in team
 *   competitions" (cbai.ie/education/tournament-direction/breaking-ties-in-team-competitions)
 *   state it: two teams by the VPs of their match, then its IMPs; three or more that have all
 *   met by the VPs they won against each other, then those matches' IMPs. A group that this
 *   splits only in part has its still-level teams compared again among themselves (two left of
 *   three: their own match), as the EBU's three-team rule does (§143.2.2). Teams that have not
 *   all met stay level.
 * - "imp-difference": IMPs won minus IMPs lost over every match, the EBU's next test for a
 *   tournament scored by VPs (§143.7.1(c): the basic method of scoring, all boards).
 * - "imp-quotient": IMPs won over IMPs lost over every match, the CBAI's test (2).
 */
export type TieBreak = "none" | "head-to-head" | "imp-difference" | "imp-quotient";

const TIE_BREAKS: readonly TieBreak[] = ["none", "head-to-head", "imp-difference", "imp-quotient"];

/** @example parseTieBreak("Head to head") // "head-to-head" */
export function parseTieBreak(text: string, argument = "tiebreak"): TieBreak {
  const folded = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  const tieBreak = TIE_BREAKS.find((name) => name === folded);
  if (tieBreak === undefined) throw new BridgeInputError(argument, text, TEAMS_FORMS.tieBreak);
  return tieBreak;
}

/** Teams level on VPs, in team-number order, split into ordered groups still level. */
export function breakTie(level: readonly TeamRecord[], tieBreak: TieBreak): TeamRecord[][] {
  switch (tieBreak) {
    case "none":
      return [[...level]];
    case "head-to-head":
      return splitHeadToHead(level);
    case "imp-difference":
      return orderedGroups(level, (a, b) => impDifference(b) - impDifference(a));
    case "imp-quotient":
      // Cross-multiplied: no division by a team that lost no IMPs (its quotient is the highest).
      return orderedGroups(level, (a, b) => b.impsFor * a.impsAgainst - a.impsFor * b.impsAgainst);
  }
}

/** The number a standings table shows for the tie-break, when it has one for the team. */
export function tieBreakValue(
  record: TeamRecord,
  level: readonly TeamRecord[],
  tieBreak: TieBreak
): number | undefined {
  switch (tieBreak) {
    case "none":
      return undefined;
    case "head-to-head":
      return level.length > 1 && haveAllMet(level) ? resultAmong(record, level).vps : undefined;
    case "imp-difference":
      return impDifference(record);
    case "imp-quotient":
      return record.impsAgainst > 0 ? record.impsFor / record.impsAgainst : undefined;
  }
}

function impDifference(record: TeamRecord): number {
  return roundTotal(record.impsFor - record.impsAgainst);
}

function haveAllMet(group: readonly TeamRecord[]): boolean {
  return group.every((record) =>
    group.every((other) => other === record || record.against.has(other.team))
  );
}

/** What a team won against the other teams of its group: VPs, then net IMPs. */
function resultAmong(
  record: TeamRecord,
  group: readonly TeamRecord[]
): { vps: number; imps: number } {
  let vps = 0;
  let imps = 0;
  for (const other of group) {
    const meetings = record.against.get(other.team);
    if (other === record || meetings === undefined) continue;
    vps += meetings.vps;
    imps += meetings.impsFor - meetings.impsAgainst;
  }
  return { vps: roundTotal(vps), imps: roundTotal(imps) };
}

function splitHeadToHead(group: readonly TeamRecord[]): TeamRecord[][] {
  if (group.length < 2 || !haveAllMet(group)) return [[...group]];
  const results = new Map(group.map((record) => [record, resultAmong(record, group)]));
  const result = (record: TeamRecord) => results.get(record) as { vps: number; imps: number };
  const groups = orderedGroups(
    group,
    (a, b) => result(b).vps - result(a).vps || result(b).imps - result(a).imps
  );
  if (groups.length === 1) return groups;
  return groups.flatMap((part) => (part.length > 1 ? splitHeadToHead(part) : [part]));
}

/** Sorts by `compare` (stable: team-number order within) and cuts where it sees a difference. */
function orderedGroups(
  teams: readonly TeamRecord[],
  compare: (a: TeamRecord, b: TeamRecord) => number
): TeamRecord[][] {
  return levelRuns([...teams].sort(compare), (a, b) => compare(a, b) === 0);
}

/** A sorted list cut into runs of items the same by `same`: [[12, 12], [10], [8, 8]]. */
export function levelRuns<T>(sorted: readonly T[], same: (a: T, b: T) => boolean): T[][] {
  const runs: T[][] = [];
  for (const item of sorted) {
    const last = runs[runs.length - 1];
    if (last !== undefined && same(last[0] as T, item)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}
