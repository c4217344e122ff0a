/*
 * Who sat where in a teams match (issue 49), only where the scorer typed it (or a file gave it):
 * a round sheet's line-up columns (./teamsEventLayout.ts lineUpColumn: two players per seat, a
 * name or a member number each) and a two-room match sheet's line-up block
 * (./teamsMatchLineUp.ts: a name and a member number per player). The home team sits
 * North-South in the open room and East-West in the closed (./teamsMatch.ts), so a seat names
 * its team; its players are never guessed. Read back as the file model's MatchSeating. Pure.
 */
import type { Player } from "../files/session";
import type { MatchSeating, TeamsMatch } from "../files/teamsEvent";
import type { TeamsPlayersLabels } from "../messages/teamsPlayers";
import { MATCH_LINE_UP, PLAYERS_PER_SEAT } from "./teamsMatchLineUp";
import type { Rows } from "./publish/cells";
import { cellAt, textOf } from "./publish/cells";
import type { PlayerBook } from "./teamsPlayers";
import { playerOfTyped, seatPlayer } from "./teamsPlayers";

/** The four seats of a match, in the line-up's order, and which side sits there. */
export const LINE_UP_SEATS = [
  { room: "open", direction: "NS", side: "home" },
  { room: "open", direction: "EW", side: "away" },
  { room: "closed", direction: "NS", side: "away" },
  { room: "closed", direction: "EW", side: "home" },
] as const;

export const LINE_UP_COLUMNS = LINE_UP_SEATS.length * PLAYERS_PER_SEAT;

/** A match's line-up as cells: per seat of LINE_UP_SEATS, its players' names or numbers. */
export type LineUpCells = readonly (readonly string[])[];

/** A round sheet's line-up headers: "Open NS 1", "Open NS 2", "Open EW 1"... */
export function lineUpHeaders(labels: TeamsPlayersLabels): string[] {
  return LINE_UP_SEATS.flatMap((seat) =>
    Array.from({ length: PLAYERS_PER_SEAT }, (_, i) =>
      labels.seat(seat.room, seat.direction, i + 1)
    )
  );
}

/** A line-up's row of cells, blank where no player is given. */
export function lineUpRow(lineUp: LineUpCells): string[] {
  return LINE_UP_SEATS.flatMap((_, seat) =>
    Array.from({ length: PLAYERS_PER_SEAT }, (_, i) => lineUp[seat]?.[i] ?? "")
  );
}

/**
 * A file's match seating as a round sheet's line-up cells: each seat's players (their name, or
 * their national number without one) where the seating's team is the one the seat's side names;
 * undefined when the file gives no seat that fits.
 */
export function lineUpOfSeating(match: TeamsMatch): LineUpCells | undefined {
  const seating = match.seating ?? [];
  const cells = LINE_UP_SEATS.map((seat) => {
    const team = seat.side === "home" ? match.home : match.away;
    const found = seating.find(
      (each) => each.team === team && each.room === seat.room && each.direction === seat.direction
    );
    return (found?.players ?? [])
      .slice(0, PLAYERS_PER_SEAT)
      .map((player) => (player.name !== "" ? player.name : (player.nationalId ?? "")));
  });
  return cells.some((players) => players.some((text) => text !== "")) ? cells : undefined;
}

/** The seating of a match whose seats' players are `players` (per seat of LINE_UP_SEATS). */
function seatingOf(
  home: number,
  away: number,
  players: readonly (readonly (Player | undefined)[])[]
): MatchSeating[] {
  return LINE_UP_SEATS.flatMap((seat, index): MatchSeating[] => {
    const sat = (players[index] ?? []).filter((player): player is Player => player !== undefined);
    if (sat.length === 0) return [];
    const team = seat.side === "home" ? home : away;
    return [{ team, room: seat.room, direction: seat.direction, players: sat }];
  });
}

/** The seating a round sheet's row shows in its line-up columns from `first`. */
export function readRoundLineUp(
  rows: Rows,
  row: number,
  first: number,
  match: { readonly home: number; readonly away: number },
  book: PlayerBook
): MatchSeating[] {
  const players = LINE_UP_SEATS.map((seat, index) => {
    const team = seat.side === "home" ? match.home : match.away;
    return Array.from({ length: PLAYERS_PER_SEAT }, (_, i) =>
      seatPlayer(textOf(cellAt(rows, row, first + index * PLAYERS_PER_SEAT + i)), team, book)
    );
  });
  return seatingOf(match.home, match.away, players);
}

/**
 * The seating and each team's players a match sheet's line-up block shows (its values from A1):
 * team 1 the home team, team 2 the visitors; a row with no name is no player.
 */
export function readMatchLineUp(
  rows: Rows,
  nationalIds: ReadonlyMap<string, string>
): { seating: MatchSeating[]; players: [Player[], Player[]] } {
  const { row, column } = MATCH_LINE_UP;
  const player = (down: number, offset: number) =>
    playerOfTyped(
      textOf(cellAt(rows, row + down, column + offset)),
      textOf(cellAt(rows, row + down, column + offset + 1)),
      nationalIds
    );
  // Per seat of LINE_UP_SEATS: open NS home (P:Q), open EW visitors (R:S), closed NS visitors,
  // closed EW home.
  const seats = LINE_UP_SEATS.map((seat) => {
    const first = 1 + (seat.room === "open" ? 0 : PLAYERS_PER_SEAT);
    const offset = seat.side === "home" ? 1 : 3;
    return Array.from({ length: PLAYERS_PER_SEAT }, (_, i) => player(first + i, offset));
  });
  const seating = seatingOf(1, 2, seats);
  const distinct = (team: number): Player[] => {
    const seen = new Set<string>();
    return seating
      .filter((seat) => seat.team === team)
      .flatMap((seat) => seat.players)
      .filter((each) => {
        const key = `${each.name}|${each.nationalId ?? ""}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  };
  return { seating, players: [distinct(1), distinct(2)] };
}
