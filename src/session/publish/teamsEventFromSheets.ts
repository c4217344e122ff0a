/*
 * A teams event as src/files writes it (TeamsEventFile), from the computed values of the pane's
 * sheets as the Excel API reads them: a round robin or a Swiss teams event (../teamsEvent.ts:
 * the entries sheet's names and settings, each round sheet's matches with their boards' IMPs,
 * both teams' IMPs and VPs, the bye's VPs from the round's played block, the Standings sheet's
 * places and VPs from BRIDGE.STANDINGS), or a two-room match (../teamsMatch.ts: each board's
 * rooms, IMPs, both teams' IMPs and VPs); the teams' players and each match's seating where the
 * sheets give them (../teamsPlayers.ts, ../teamsLineUp.ts). What is published is what the sheets
 * show: nothing is scored again here. Pure.
 */
import { PASSED_OUT, readContractCell } from "../../core/contract";
import { tricksFromResult } from "../../core/result";
import { parseSeat } from "../../core/seatWords";
import type { Seat } from "../../core/board";
import type { Place } from "../../files/session";
import type {
  MatchBoard,
  RoomLine,
  TeamEntry,
  TeamsBye,
  TeamsEventFile,
  TeamsMatch,
} from "../../files/teamsEvent";
import { nationalIdsOf } from "../members";
import { MATCH_COLUMNS } from "../teamsMatch";
import {
  ENTRY_FIRST_ROW,
  MATCH_FIRST_ROW,
  SETTINGS_ADDRESS,
  lineUpColumn,
  matchTables,
  roundPlayedRow,
} from "../teamsEventLayout";
import { readMatchLineUp, readRoundLineUp } from "../teamsLineUp";
import type { PlayerBook } from "../teamsPlayers";
import { playersOfTeam, readPlayerBook } from "../teamsPlayers";
import { readEventSettings } from "../teamsNextRound";
import type { Cell, Rows } from "./cells";
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

const dateOf = (title: string, today: string) => /(\d{4}-\d{2}-\d{2})/.exec(title)?.[1] ?? today;

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

/** A two-room match sheet (../teamsMatch.ts) as an event of one match between its two teams. */
export function teamsMatchFromSheet(
  title: string,
  rows: Rows,
  options: TeamsPublishOptions
): TeamsEventFile | undefined {
  const C = MATCH_COLUMNS;
  const summary = (row: number, column: number) => cellAt(rows, row, column);
  // O1:Q1 are the summary's header: its title, then the two teams' labels.
  const [homeName, awayName] = [textOf(summary(1, 16)), textOf(summary(1, 17))];
  // The summary's IMPs are the match's net IMPs for each team; a file gives each team's won.
  const net = numberOf(summary(2, 16));
  const [homeVps, awayVps] = [numberOf(summary(3, 16)), numberOf(summary(3, 17))];
  if (net === undefined) return undefined;
  const boards: MatchBoard[] = [];
  for (let row = 3; row <= rows.length; row += 1) {
    const board = numberOf(cellAt(rows, row, C.board));
    const imps = numberOf(cellAt(rows, row, C.imps));
    if (board === undefined || imps === undefined) continue;
    const room = (which: "open" | "closed"): RoomLine[] => {
      const first = which === "open" ? C.openContract : C.closedContract;
      const line = roomLine(which, (offset) => cellAt(rows, row, first + offset));
      return line ? [line] : [];
    };
    boards.push({ board, imps, rooms: [...room("open"), ...room("closed")] });
  }
  const won = (sign: 1 | -1) =>
    boards.reduce((total, board) => total + Math.max(0, sign * board.imps), 0);
  const [homeImps, awayImps] = [won(1), won(-1)];
  const place = (mine: number, theirs: number): Place =>
    mine === theirs ? { place: 1, tied: true } : { place: mine > theirs ? 1 : 2, tied: false };
  const vps = (value: number | undefined) => (value === undefined ? {} : { vps: value });
  const [home, away] = [homeVps ?? net, awayVps ?? -net];
  const lineUp = readMatchLineUp(rows, nationalIdsOf(options.members ?? []));
  return {
    kind: "match",
    version: "1.2",
    club: { name: options.clubName ?? "", id: options.clubId ?? "" },
    title,
    date: dateOf(title, options.today),
    programName: options.programName,
    programVersion: options.programVersion,
    boardsPerMatch: boards.length,
    teams: [
      {
        team: 1,
        name: homeName || "1",
        players: lineUp.players[0],
        place: place(home, away),
        ...vps(homeVps),
      },
      {
        team: 2,
        name: awayName || "2",
        players: lineUp.players[1],
        place: place(away, home),
        ...vps(awayVps),
      },
    ],
    matches: [
      {
        round: 1,
        table: 1,
        home: 1,
        away: 2,
        homeImps,
        awayImps,
        ...(homeVps === undefined ? {} : { homeVps }),
        ...(awayVps === undefined ? {} : { awayVps }),
        boards,
        ...(lineUp.seating.length > 0 ? { seating: lineUp.seating } : {}),
      },
    ],
    byes: [],
    handRecords: [],
  };
}

/** A room's contract, declarer, result and NS score (offsets 0-3 from its contract's column). */
function roomLine(room: "open" | "closed", at: (offset: number) => Cell): RoomLine | undefined {
  const nsScore = numberOf(at(3));
  if (nsScore === undefined) return undefined;
  const score = { kind: "score", nsScore } as const;
  let reading: ReturnType<typeof readContractCell>;
  try {
    reading = readContractCell(textOf(at(0)));
  } catch {
    return { room, score };
  }
  if (reading.contract === PASSED_OUT) return { room, contract: "PASS", score };
  const contract = reading.contract;
  let declarer: Seat | undefined;
  let tricks: number | undefined;
  try {
    declarer = parseSeat(textOf(at(1)));
    const result = at(2);
    tricks =
      reading.relative !== undefined
        ? tricksFromResult(
            reading.relative === 0 ? "=" : `${reading.relative > 0 ? "+" : ""}${reading.relative}`,
            contract
          )
        : tricksFromResult(typeof result === "number" ? result : textOf(result), contract);
  } catch {
    // A declarer or result the sheet scored but this reading cannot place: the score stands.
  }
  return {
    room,
    contract: `${contract.level}${contract.strain}${"X".repeat(contract.doubling)}`,
    ...(declarer ? { declarer } : {}),
    ...(tricks === undefined ? {} : { tricks }),
    score,
  };
}
