/*
 * A two-room match sheet (../teamsMatch.ts) as src/files writes a teams event (TeamsEventFile):
 * one match between its two teams, each board's IMPs and each room's contract, declarer, result
 * and North-South score, both teams' IMPs and VPs from the sheet's summary, and the players and
 * seating of its line-up (../teamsMatchLineUp.ts). What is published is what the sheet shows:
 * nothing is scored again here. Pure.
 */
import { PASSED_OUT, readContractCell } from "../../core/contract";
import { tricksFromResult } from "../../core/result";
import { parseSeat } from "../../core/seatWords";
import type { Seat } from "../../core/board";
import type { Place } from "../../files/session";
import type { MatchBoard, RoomLine, TeamsEventFile } from "../../files/teamsEvent";
import { nationalIdsOf } from "../members";
import { MATCH_COLUMNS } from "../teamsMatch";
import { readMatchLineUp } from "../teamsLineUp";
import type { Cell, Rows } from "./cells";
import { cellAt, numberOf, textOf } from "./cells";
import type { TeamsPublishOptions } from "./teamsEventFromSheets";
import { dateOf } from "./teamsEventFromSheets";

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
