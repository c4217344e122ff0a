/*
 * A teams event as src/files writes it (TeamsEventFile), from the computed values of the pane's
 * sheets as the Excel API reads them: a round robin or a Swiss teams event (../teamsEvent.ts:
 * the entries sheet's names and settings, each round sheet's matches with their boards' IMPs,
 * both teams' IMPs and VPs, the bye's VPs from the round's played block, the Standings sheet's
 * places and VPs from BRIDGE.STANDINGS; a two-room match's sheet: ./teamsMatchFromSheet.ts); the
 * teams' players and each match's seating where the sheets give them (../teamsPlayers.ts,
 * ../teamsLineUp.ts). What is published is what the sheets show: nothing is scored again here.
 * Pure.
 */
import type {
  MatchBoard,
  TeamEntry,
  TeamsBye,
  TeamsEventFile,
  TeamsMatch,
} from "../../files/teamsEvent";
import {
  ENTRY_FIRST_ROW,
  MATCH_FIRST_ROW,
  SETTINGS_ADDRESS,
  lineUpColumn,
  matchTables,
  roundPlayedRow,
} from "../teamsEventLayout";
import { readRoundLineUp } from "../teamsLineUp";
import type { PlayerBook } from "../teamsPlayers";
import { playersOfTeam, readPlayerBook } from "../teamsPlayers";
import { readEventSettings } from "../teamsNextRound";
import type { Rows } from "./cells";
import { cellAt, numberOf, textOf } from "./cells";
import { standingsOf } from "./teamsStandingsRead";

export interface TeamsEventValues {
  /** The event's name: its entries sheet's, without " Teams". */
  readonly title: string;
  /** The entries sheet's values from A1. */
  readonly entries: Rows;
  /** The Standings sheet's values from A1. */
  readonly standings: Rows;
  /** Each round sheet's values from A1, by the sheet's name. */
  readonly rounds: ReadonlyMap<string, Rows>;
}

export interface TeamsPublishOptions {
  readonly clubName?: string;
  readonly clubId?: string;
  /** yyyy-mm-dd; the event's name's date when it has one, else this. */
  readonly today: string;
  readonly programName: string;
  readonly programVersion: string;
  /** The Members sheet's values from A1, when the workbook has one (../members.ts). */
  readonly members?: Rows;
}

const SETTINGS_COLUMN = 11;

/** The settings block's values (label, value per row) from the entries sheet's values. */
function settingsOf(entries: Rows): Rows {
  const rows = Number(/\d+$/.exec(SETTINGS_ADDRESS)?.[0] ?? 0) - 1;
  return Array.from({ length: rows }, (_, i) => [
    cellAt(entries, 2 + i, SETTINGS_COLUMN),
    cellAt(entries, 2 + i, SETTINGS_COLUMN + 1),
  ]);
}

/** Whether an entries sheet's values are a teams event's (its settings block reads). */
export function isTeamsEntriesSheet(entries: Rows): boolean {
  const settings = readEventSettings(settingsOf(entries));
  return settings !== undefined && settings.kind !== "swiss-pairs";
}

/** The round sheets' names an entries sheet's settings list. */
export function roundSheetsOf(entries: Rows): readonly string[] {
  return readEventSettings(settingsOf(entries))?.roundSheets ?? [];
}

export function standingsSheetOf(entries: Rows): string | undefined {
  return readEventSettings(settingsOf(entries))?.standingsSheet;
}

/** The event's date: a yyyy-mm-dd in its title (the pane names sessions by date), else today. */
export const dateOf = (title: string, today: string) =>
  /(\d{4}-\d{2}-\d{2})/.exec(title)?.[1] ?? today;

export function teamsEventFromSheets(
  values: TeamsEventValues,
  options: TeamsPublishOptions
): TeamsEventFile | undefined {
  const settings = readEventSettings(settingsOf(values.entries));
  if (!settings || settings.kind === "swiss-pairs") return undefined;
  const { entries, boardsPerMatch: boards } = settings;
  const ranked = standingsOf(values.standings);
  const book = readPlayerBook(values.entries, entries, options.members ?? []);
  const teams: TeamEntry[] = Array.from({ length: entries }, (_, i) => {
    const row = ENTRY_FIRST_ROW + i;
    const team = numberOf(cellAt(values.entries, row, 1)) ?? i + 1;
    const standing = ranked.get(team);
    return {
      team,
      name: textOf(cellAt(values.entries, row, 2)) || String(team),
      players: playersOfTeam(book, team),
      ...(standing?.place ? { place: standing.place } : {}),
      ...(standing?.vps === undefined ? {} : { vps: standing.vps }),
    };
  });
  const matches: TeamsMatch[] = [];
  const byes: TeamsBye[] = [];
  settings.roundSheets.forEach((sheet, index) => {
    const rows = values.rounds.get(sheet);
    if (!rows) return;
    const round = roundOf(rows, { round: index + 1, entries, boards, book });
    matches.push(...round.matches);
    byes.push(...round.byes);
  });
  return {
    kind: settings.kind === "teams-rr" ? "roundRobin" : "swiss",
    version: "1.2",
    club: { name: options.clubName ?? "", id: options.clubId ?? "" },
    title: values.title,
    date: dateOf(values.title, options.today),
    programName: options.programName,
    programVersion: options.programVersion,
    boardsPerMatch: boards,
    teams,
    matches,
    byes,
    handRecords: [],
  };
}

/** A round sheet's matches with a result (../teamsRound.ts's columns) and its bye. */
function roundOf(
  rows: Rows,
  event: { round: number; entries: number; boards: number; book: PlayerBook }
): { matches: TeamsMatch[]; byes: TeamsBye[] } {
  const { round, entries, boards } = event;
  const column = {
    firstBoard: 6,
    homeImps: 8 + boards,
    awayImps: 9 + boards,
    homeVps: 10 + boards,
    awayVps: 11 + boards,
  };
  const matches: TeamsMatch[] = [];
  for (let index = 0; index < matchTables(entries); index += 1) {
    const row = MATCH_FIRST_ROW + index;
    const at = (c: number) => numberOf(cellAt(rows, row, c));
    const [home, away, homeImps, awayImps] = [2, 4, column.homeImps, column.awayImps].map(at);
    const [homeVps, awayVps] = [column.homeVps, column.awayVps].map(at);
    if (home === undefined || away === undefined) continue;
    if (homeImps === undefined || awayImps === undefined || homeVps === undefined) continue;
    const boardImps: MatchBoard[] = [];
    for (let b = 0; b < boards; b += 1) {
      const imps = at(column.firstBoard + b);
      if (imps !== undefined) boardImps.push({ board: b + 1, imps });
    }
    const seating = readRoundLineUp(rows, row, lineUpColumn(boards), { home, away }, event.book);
    matches.push({
      round,
      table: at(1) ?? index + 1,
      home,
      away,
      homeImps,
      awayImps,
      homeVps,
      ...(awayVps === undefined ? {} : { awayVps }),
      boards: boardImps,
      ...(seating.length > 0 ? { seating } : {}),
    });
  }
  const byes: TeamsBye[] = [];
  const played = roundPlayedRow(entries);
  for (let row = played; row < played + entries; row += 1) {
    const team = numberOf(cellAt(rows, row, 1));
    const vps = numberOf(cellAt(rows, row, 3));
    if (team !== undefined && textOf(cellAt(rows, row, 2)) === "" && vps !== undefined)
      byes.push({ round, team, vps });
  }
  return { matches, byes };
}
