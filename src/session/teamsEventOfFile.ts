/*
 * A teams event read from a results file (src/files/teamsEvent.ts: a USEBIO teams event) as the
 * sheets the pane builds for a round robin or a Swiss (./teamsEvent.ts): its teams by number and
 * name, its rounds as the file played them, each match's result typed where a scorer types it
 * (each board's IMPs when the file gives them all, else the match's IMPs), on the WBF scale;
 * its teams' players in the Players block (the national number as member number) and each
 * match's seating in its round's line-up (./teamsPlayers.ts, ./teamsLineUp.ts), so publishing
 * the sheets gives them back; a Swiss's next round is drawn by the Draw button as usual. Pure.
 */
import type { Player } from "../files/session";
import type { TeamsEventFile, TeamsMatch } from "../files/teamsEvent";
import type { Language } from "../messages/language";
import type { SessionPlan } from "./plan";
import type { PlayedRound } from "./teamsEvent";
import { planTeamsEvent } from "./teamsEvent";
import { lineUpOfSeating } from "./teamsLineUp";
import type { TypedPlayer } from "./teamsPlayers";
import { typedPlayerOf } from "./teamsPlayers";
import type { RoundMatch } from "./teamsRound";

export interface TeamsFilePlanOptions {
  readonly language: Language;
  readonly existingSheets: readonly string[];
  /** yyyy-mm-dd, for the event's name when the file has none. */
  readonly date: string;
}

/** The most boards a match of the file shows, or its BOARDS_PER_MATCH. */
function boardsPerMatch(file: TeamsEventFile): number {
  const most = Math.max(0, ...file.matches.map((match) => match.boards.length));
  return file.boardsPerMatch ?? (most > 0 ? most : 1);
}

function roundMatch(match: TeamsMatch, boards: number): RoundMatch {
  const byBoard = match.boards.length === boards && boards > 0;
  const lineUp = lineUpOfSeating(match);
  return {
    ...(lineUp ? { lineUp } : {}),
    home: match.home,
    away: match.away,
    result: byBoard
      ? { boards: match.boards.map((board) => board.imps) }
      : { homeImps: match.homeImps, awayImps: match.awayImps },
  };
}

/**
 * A team's players as the Players block lists them: the file's, then any its seating names that
 * the team's list lacks, so that every seat's player is found there again.
 */
function teamPlayers(file: TeamsEventFile, team: number): TypedPlayer[] {
  const listed: Player[] = [...(file.teams.find((each) => each.team === team)?.players ?? [])];
  const key = (player: Player) => `${player.name}|${player.nationalId ?? ""}`;
  const known = new Set(listed.map(key));
  for (const seat of file.matches.flatMap((match) => match.seating ?? []))
    for (const player of seat.team === team ? seat.players : [])
      if (!known.has(key(player))) {
        known.add(key(player));
        listed.push(player);
      }
  return listed.map(typedPlayerOf);
}

/** Whether a file's event is one the pane's event sheets hold: teams numbered 1..n. */
export function isPlannableTeamsEvent(file: TeamsEventFile): boolean {
  const numbers = file.teams.map((team) => team.team).sort((a, b) => a - b);
  return file.kind !== "match" && numbers.every((team, index) => team === index + 1);
}

export function planTeamsEventOfFile(
  file: TeamsEventFile,
  options: TeamsFilePlanOptions
): SessionPlan {
  const boards = boardsPerMatch(file);
  const rounds = Math.max(1, ...[...file.matches, ...file.byes].map((match) => match.round));
  const played: PlayedRound[] = Array.from({ length: rounds }, (_, i) => ({
    round: i + 1,
    matches: file.matches
      .filter((match) => match.round === i + 1)
      .map((match) => roundMatch(match, boards)),
    bye: file.byes.find((bye) => bye.round === i + 1)?.team,
  }));
  const teams = [...file.teams].sort((a, b) => a.team - b.team);
  return planTeamsEvent({
    kind: file.kind === "swiss" ? "swiss-teams" : "teams-rr",
    entries: teams.length,
    rounds,
    boardsPerMatch: boards,
    vpTable: undefined,
    names: teams.map((team) => team.name),
    players: teams.map((team) => teamPlayers(file, team.team)),
    name: file.title,
    date: file.date ?? options.date,
    language: options.language,
    existingSheets: options.existingSheets,
    played,
  });
}
