import { TEAMS_FORMS, TEAMS_PROBLEMS } from "../../messages/teams";
import { BridgeInputError } from "../errors";

/** A team by its name or number, as the event's table writes it. */
export type TeamId = string;

/** A row of an event's table: one team's side of one match, or its bye. */
export interface PlayedMatch {
  readonly team: TeamId;
  /** Absent for a bye. */
  readonly opponent?: TeamId;
  readonly vps: number;
  /** The IMPs the team won and lost in the match, when the table has them. */
  readonly impsFor?: number;
  readonly impsAgainst?: number;
}

/** What one team did against one opponent, over every match they played. */
export interface Meetings {
  count: number;
  vps: number;
  impsFor: number;
  impsAgainst: number;
}

export interface TeamRecord {
  readonly team: TeamId;
  /** Matches against opponents; byes apart. */
  played: number;
  byes: number;
  /** Every VP, a bye's award included. */
  vps: number;
  /** IMPs of the matches played (a bye's, if any, are not IMPs won at the table). */
  impsFor: number;
  impsAgainst: number;
  readonly against: Map<TeamId, Meetings>;
}

/**
 * Team numbers in their natural order: numbers by value (2 before 10), before names, names by
 * their characters (the same on every machine, unlike a locale's collation).
 */
export function compareTeamNumbers(a: TeamId, b: TeamId): number {
  const aNumber = /^\d+$/.test(a);
  const bNumber = /^\d+$/.test(b);
  if (aNumber && bNumber) return Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);
  if (aNumber !== bNumber) return aNumber ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A sum of VPs or IMPs without floating-point dust: 13.45 + 6.55 is 20, not 20.000000000000004. */
export function roundTotal(total: number): number {
  const scaled = total * 1e9;
  // A total too large to scale (1e308 VPs) has no dust to remove: scaled it would be Infinity.
  if (!Number.isFinite(scaled)) return total;
  return Math.round(scaled) / 1e9 + 0;
}

/**
 * Every team's record from the table of played matches, in team-number order, with the teams of
 * `entries` that have not played yet. Each match must appear from both sides: a row of A against
 * B needs a row of B against A (a typo in a team's name shows here, not as a phantom team).
 */
export function recordEvent(
  matches: readonly PlayedMatch[],
  entries: readonly TeamId[] = []
): TeamRecord[] {
  const records = new Map<TeamId, TeamRecord>();
  const recordOf = (team: TeamId): TeamRecord => {
    let record = records.get(team);
    if (record === undefined) {
      record = { team, played: 0, byes: 0, vps: 0, impsFor: 0, impsAgainst: 0, against: new Map() };
      records.set(team, record);
    }
    return record;
  };
  entries.forEach(recordOf);
  matches.forEach((match, index) => {
    checkRow(match, index + 1);
    const record = recordOf(match.team);
    record.vps += match.vps;
    if (match.opponent === undefined) {
      record.byes++;
      return;
    }
    record.played++;
    record.impsFor += match.impsFor ?? 0;
    record.impsAgainst += match.impsAgainst ?? 0;
    const meetings = record.against.get(match.opponent) ?? {
      count: 0,
      vps: 0,
      impsFor: 0,
      impsAgainst: 0,
    };
    meetings.count++;
    meetings.vps += match.vps;
    meetings.impsFor += match.impsFor ?? 0;
    meetings.impsAgainst += match.impsAgainst ?? 0;
    record.against.set(match.opponent, meetings);
  });
  checkBothSides(matches, records);
  for (const record of records.values()) {
    // Each row is finite, but 1e308 VPs twice add up to Infinity: no standing to show.
    if (!Number.isFinite(record.vps + record.impsFor + record.impsAgainst)) {
      throw new BridgeInputError(
        "vps",
        record.vps,
        TEAMS_FORMS.vps,
        TEAMS_PROBLEMS.totalTooLarge(record.team)
      );
    }
    record.vps = roundTotal(record.vps);
    record.impsFor = roundTotal(record.impsFor);
    record.impsAgainst = roundTotal(record.impsAgainst);
    for (const meetings of record.against.values()) {
      meetings.vps = roundTotal(meetings.vps);
      meetings.impsFor = roundTotal(meetings.impsFor);
      meetings.impsAgainst = roundTotal(meetings.impsAgainst);
    }
  }
  return [...records.values()].sort((a, b) => compareTeamNumbers(a.team, b.team));
}

function checkRow(match: PlayedMatch, row: number): void {
  if (match.team.length === 0) {
    throw new BridgeInputError(
      "teams",
      match.team,
      TEAMS_FORMS.team,
      TEAMS_PROBLEMS.blankTeam(row)
    );
  }
  if (match.opponent === match.team) {
    throw new BridgeInputError(
      "opponents",
      match.opponent,
      TEAMS_FORMS.opponents,
      TEAMS_PROBLEMS.playsItself(row)
    );
  }
  if (!Number.isFinite(match.vps) || match.vps < 0) {
    throw new BridgeInputError(
      "vps",
      match.vps,
      TEAMS_FORMS.vps,
      TEAMS_PROBLEMS.badValue(row, match.vps)
    );
  }
  for (const imps of [match.impsFor, match.impsAgainst]) {
    if (imps !== undefined && (!Number.isFinite(imps) || imps < 0)) {
      throw new BridgeInputError(
        "imps",
        imps,
        TEAMS_FORMS.imps,
        TEAMS_PROBLEMS.badValue(row, imps)
      );
    }
  }
}

/** The first row whose match has more rows from its side than from the opponents'. */
function checkBothSides(
  matches: readonly PlayedMatch[],
  records: ReadonlyMap<TeamId, TeamRecord>
): void {
  const count = (team: TeamId, opponent: TeamId): number =>
    records.get(team)?.against.get(opponent)?.count ?? 0;
  matches.forEach((match, index) => {
    const { team, opponent } = match;
    if (opponent !== undefined && count(team, opponent) > count(opponent, team)) {
      throw new BridgeInputError(
        "opponents",
        opponent,
        TEAMS_FORMS.opponents,
        TEAMS_PROBLEMS.missingOtherRow(index + 1, team, opponent)
      );
    }
  });
}

/** The tie-breaks on IMPs need them on every row of a match (a bye's are not needed). */
export function requireImps(matches: readonly PlayedMatch[], tieBreak: string): void {
  matches.forEach((match, index) => {
    if (match.opponent === undefined) return;
    if (match.impsFor === undefined || match.impsAgainst === undefined) {
      throw new BridgeInputError(
        "imps",
        match.impsFor ?? match.impsAgainst,
        TEAMS_FORMS.imps,
        TEAMS_PROBLEMS.impsMissing(index + 1, tieBreak)
      );
    }
  });
}
