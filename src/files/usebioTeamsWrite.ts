/*
 * A teams event as USEBIO 1.2: EVENT_TYPE TEAMS (a match, a round robin) or SWISS_TEAMS, the
 * standard's BOARD_SCORING_METHOD IMPS and MATCH_SCORING_METHOD VPS, PARTICIPANTS with a TEAM
 * per entry (TEAM_ID, TEAM_NAME, PLACE, TOTAL_SCORE in VPs, its PLAYERs), then a MATCH per match
 * of each round (ROUND_NUMBER, TABLE_NUMBER, TEAM and OPPOSING_TEAM by TEAM_ID, TEAM_IMPS and
 * OPPOSING_TEAM_IMPS, TEAM_SCORE and OPPOSING_TEAM_SCORE in VPs, the players' SEATING, a BOARD per
 * board with the home team's IMPS and each room's TRAVELLER_LINE with the DIRECTION the home
 * team sat), a bye as a MATCH without OPPOSING_TEAM, and the HANDSET. The element names the
 * public material shows (docs/FILE-FORMATS.md, "USEBIO teams") are used as shown; the others
 * (TEAM_IMPS, SEATING, ROOM) are ours, and say so there. Pure.
 * @example writeUsebioTeams(event) // '<?xml version="1.0"?>\n<!DOCTYPE USEBIO ...'
 */
import type { Line } from "./usebioWrite";
import { USEBIO_PROGRAM_NAME, handSetLines, leaf, usebioDate } from "./usebioWrite";
import type { Player } from "./session";
import { formatDecimal, formatLineScore } from "./session";
import type { MatchBoard, TeamEntry, TeamsBye, TeamsEventFile, TeamsMatch } from "./teamsEvent";

/** EVENT_TYPE of each kind: the standard's TEAMS and SWISS_TEAMS. */
export const USEBIO_TEAMS_EVENT_TYPES = {
  match: "TEAMS",
  roundRobin: "TEAMS",
  swiss: "SWISS_TEAMS",
};

const deeper = (lines: readonly Line[], by: number): Line[] =>
  lines.map(([depth, text]): Line => [depth + by, text]);

const decimal = (value: number | undefined) =>
  value === undefined ? undefined : formatDecimal(value);

function playerLines(player: Player): Line[] {
  return [
    [0, "<PLAYER>"],
    leaf(1, "PLAYER_NAME", player.name),
    leaf(1, "NATIONAL_ID_NUMBER", player.nationalId ?? ""),
    leaf(1, "CLUB_ID_NUMBER", player.clubId ?? ""),
    [0, "</PLAYER>"],
  ];
}

function teamLines(team: TeamEntry): Line[] {
  return [
    [0, "<TEAM>"],
    leaf(1, "TEAM_ID", team.team),
    leaf(1, "TEAM_NAME", team.name),
    // A place alone, "3" for a tie too, as our pairs files write it (MyABF reads PLACE with int()).
    ...(team.place ? [leaf(1, "PLACE", team.place.place)] : []),
    ...(team.vps === undefined ? [] : [leaf(1, "TOTAL_SCORE", team.vps.toFixed(2))]),
    ...team.players.flatMap((player) => deeper(playerLines(player), 1)),
    [0, "</TEAM>"],
  ];
}

function boardLines(board: MatchBoard): Line[] {
  const present = (name: string, value: string | number | undefined): Line[] =>
    value === undefined ? [] : [leaf(2, name, value)];
  return [
    [0, "<BOARD>"],
    leaf(1, "BOARD_NUMBER", board.board),
    leaf(1, "IMPS", formatDecimal(board.imps)),
    ...(board.rooms ?? []).flatMap((room): Line[] => [
      [1, "<TRAVELLER_LINE>"],
      leaf(2, "ROOM", room.room === "open" ? "OPEN" : "CLOSED"),
      // The home team sits North-South in the open room, East-West in the closed.
      leaf(2, "DIRECTION", room.room === "open" ? "NS" : "EW"),
      ...present("CONTRACT", room.contract),
      ...present("PLAYED_BY", room.declarer),
      ...present("LEAD", room.lead),
      ...present("TRICKS", room.tricks),
      ...present(
        "SCORE",
        room.score.kind === "notPlayed" ? undefined : formatLineScore(room.score)
      ),
      [1, "</TRAVELLER_LINE>"],
    ]),
    [0, "</BOARD>"],
  ];
}

function matchLines(match: TeamsMatch): Line[] {
  return [
    [0, "<MATCH>"],
    leaf(1, "ROUND_NUMBER", match.round),
    ...(match.table === undefined ? [] : [leaf(1, "TABLE_NUMBER", match.table)]),
    leaf(1, "TEAM", match.home),
    leaf(1, "OPPOSING_TEAM", match.away),
    leaf(1, "TEAM_IMPS", formatDecimal(match.homeImps)),
    leaf(1, "OPPOSING_TEAM_IMPS", formatDecimal(match.awayImps)),
    ...(match.homeVps === undefined ? [] : [leaf(1, "TEAM_SCORE", decimal(match.homeVps))]),
    ...(match.awayVps === undefined
      ? []
      : [leaf(1, "OPPOSING_TEAM_SCORE", decimal(match.awayVps))]),
    ...(match.seating ?? []).flatMap((seat): Line[] => [
      [1, "<SEATING>"],
      leaf(2, "TEAM", seat.team),
      leaf(2, "ROOM", seat.room === "open" ? "OPEN" : "CLOSED"),
      leaf(2, "DIRECTION", seat.direction),
      ...seat.players.flatMap((player) => deeper(playerLines(player), 2)),
      [1, "</SEATING>"],
    ]),
    ...match.boards.flatMap((board) => deeper(boardLines(board), 1)),
    [0, "</MATCH>"],
  ];
}

function byeLines(bye: TeamsBye): Line[] {
  return [
    [0, "<MATCH>"],
    leaf(1, "ROUND_NUMBER", bye.round),
    leaf(1, "TEAM", bye.team),
    leaf(1, "TEAM_SCORE", decimal(bye.vps)),
    [0, "</MATCH>"],
  ];
}

export function writeUsebioTeams(event: TeamsEventFile): string {
  const eventType = USEBIO_TEAMS_EVENT_TYPES[event.kind];
  const rounds = [...new Set([...event.matches, ...event.byes].map((match) => match.round))];
  const byRound = rounds
    .sort((a, b) => a - b)
    .flatMap((round) => [
      ...event.matches.filter((match) => match.round === round).flatMap(matchLines),
      ...event.byes.filter((bye) => bye.round === round).flatMap(byeLines),
    ]);
  const lines: Line[] = [
    [0, '<?xml version="1.0"?>'],
    [0, '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">'],
    [0, '<USEBIO Version="1.2">'],
    [0, "<CLUB>"],
    leaf(1, "CLUB_NAME", event.club.name ?? ""),
    leaf(1, "CLUB_ID_NUMBER", event.club.id ?? ""),
    [0, "</CLUB>"],
    [0, `<EVENT EVENT_TYPE="${eventType}">`],
    leaf(1, "EVENT_IDENTIFIER", event.title),
    leaf(1, "EVENT_DESCRIPTION", event.title),
    leaf(1, "PROGRAM_NAME", event.programName ?? USEBIO_PROGRAM_NAME),
    leaf(1, "PROGRAM_VERSION", event.programVersion ?? ""),
    leaf(1, "WINNER_TYPE", 1),
    leaf(1, "DATE", usebioDate(event.date) ?? ""),
    leaf(1, "SESSION_COUNT", 1),
    leaf(1, "BOARD_SCORING_METHOD", "IMPS"),
    leaf(1, "MATCH_SCORING_METHOD", "VPS"),
    ...(event.boardsPerMatch === undefined
      ? []
      : [leaf(1, "BOARDS_PER_MATCH", event.boardsPerMatch)]),
    [1, `<PARTICIPANTS EVENT_TYPE="${eventType}">`],
    ...deeper(event.teams.flatMap(teamLines), 2),
    [1, "</PARTICIPANTS>"],
    ...deeper(byRound, 1),
    [0, "</EVENT>"],
    ...handSetLines(event.handRecords),
    [0, "</USEBIO>"],
  ];
  return lines.map(([depth, text]) => `${"  ".repeat(depth)}${text}`).join("\n") + "\n";
}
