/*
 * A teams event from PBN (./pbnTeamsWrite.ts's files, and games in the form of PBN 2.1's own
 * teams example, EYTC 1998): each game with a [Room] is one room's play of a board in
 * the match of its [Round] between [HomeTeam] and [VisitTeam]; the home team sits North-South in
 * the open room, so the players seated give each match's seating. A board's IMPs are the
 * [ScoreIMP] the file publishes for the home team, else Law 78B's for the two rooms' scores
 * (open room's North-South score less the closed room's); a board played in one room only and
 * without [ScoreIMP] carries no IMPs and is left out. The teams are the [TotalScoreTable]'s
 * (TeamId, TeamName, Rank, TotalScoreVP, Names), else the games' team names in order of first
 * appearance; the matches and byes are our [MatchTable]'s, else the games', each match's IMPs the
 * sum of its boards'; the boards per match our [BoardsPerMatch]'s. The kind is our [TeamsEvent]'s,
 * else a single match of two teams, a round robin where every two teams met once, else a Swiss.
 * Numbers are read as published; a value out of its form throws a FileFormatError naming the line.
 * @example readPbnTeams(text).matches[0] // { round: 1, table: 7, home: 1, away: 2, ... }
 */
import type { Seat } from "../core/board";
import { impsForDifference } from "../core/imps";
import { FILE_FORMS } from "../messages/files";
import { failAt } from "./fileError";
import { readBoardDeal } from "./pbnDeal";
import { tagsByName } from "./pbnEventBuilder";
import type { PbnTag } from "./pbnScan";
import { scanPbn } from "./pbnScan";
import { readTableResult } from "./pbnTableGame";
import { PBN_TEAMS_KINDS } from "./pbnTeamsWrite";
import { matchTableOf, optional, teamsOf } from "./pbnTeamsTables";
import { boardNumberOf, readDealer, readVulnerable, sidesOf, valueOf } from "./pbnValues";
import type { HandRecord } from "./session";
import type {
  MatchBoard,
  MatchSeating,
  RoomLine,
  TeamsEventFile,
  TeamsEventKind,
  TeamsMatch,
} from "./teamsEvent";
import { withoutBlanks } from "./values";

type Tags = ReadonlyMap<string, PbnTag>;

/** The room's line, and the home team's IMPs on the board when the game publishes them. */
function roomOf(tags: Tags, line: number, board: number, room: "open" | "closed") {
  const vulnerable = tags.get("Vulnerable");
  const vulnerability = vulnerable && valueOf(vulnerable) ? readVulnerable(vulnerable) : board;
  const result = readTableResult(tags, line, vulnerability);
  const imps = sidesOf(valueOf(tags.get("ScoreIMP")) ?? "");
  const homeImps = room === "open" ? (imps.ns ?? invert(imps.ew)) : (imps.ew ?? invert(imps.ns));
  const roomLine: RoomLine =
    result === undefined || result === "left out"
      ? { room, score: { kind: "notPlayed" } }
      : withoutBlanks({
          room,
          contract: result.contract,
          declarer: result.contract === "PASS" ? undefined : result.declarer,
          tricks: result.tricks,
          score: result.score,
        });
  return { roomLine, homeImps };
}

const invert = (value: number | undefined) =>
  value === undefined ? undefined : value === 0 ? 0 : -value;

function seatingOf(tags: Tags, room: "open" | "closed", match: TeamsMatch): MatchSeating[] {
  const pair = (first: Seat, second: Seat) =>
    [first, second].flatMap((seat) => {
      const name = valueOf(tags.get({ N: "North", E: "East", S: "South", W: "West" }[seat]));
      return name === undefined ? [] : [{ name }];
    });
  const ns = { team: room === "open" ? match.home : match.away, direction: "NS" as const };
  const ew = { team: room === "open" ? match.away : match.home, direction: "EW" as const };
  return [
    { ...ns, room, players: pair("N", "S") },
    { ...ew, room, players: pair("E", "W") },
  ].filter((seat) => seat.players.length > 0);
}

function kindOf(tag: string | undefined, teams: number, matches: readonly TeamsMatch[]) {
  const named = Object.entries(PBN_TEAMS_KINDS).find(([, value]) => value === tag)?.[0];
  if (named) return named as TeamsEventKind;
  if (teams === 2 && matches.length === 1) return "match";
  const pairs = new Set(matches.map((m) => [m.home, m.away].sort((a, b) => a - b).join("-")));
  return pairs.size === matches.length && pairs.size === (teams * (teams - 1)) / 2
    ? "roundRobin"
    : "swiss";
}

function handRecordOf(tags: Tags, board: number, line: number): HandRecord | undefined {
  const dealTag = tags.get("Deal");
  const deal =
    dealTag && valueOf(dealTag) ? readBoardDeal(dealTag.value, dealTag.line).deal : undefined;
  if (!deal) return undefined;
  const dealer = tags.get("Dealer");
  const vulnerable = tags.get("Vulnerable");
  return withoutBlanks({
    board,
    dealer: dealer && valueOf(dealer) ? readDealer(dealer) : undefined,
    vulnerability: vulnerable && valueOf(vulnerable) ? readVulnerable(vulnerable) : undefined,
    deal,
    line,
  });
}

export function readPbnTeams(text: string): TeamsEventFile {
  const all = scanPbn(text).map((game) => ({ line: game.line, tags: tagsByName(game) }));
  const first = all[0]?.tags;
  const title = valueOf(first?.get("Event")) ?? "";
  const games = all.filter((game) => (valueOf(game.tags.get("Event")) ?? title) === title);
  const find = (name: string, has?: string) =>
    games
      .map((game) => game.tags.get(name))
      .find((tag) => tag !== undefined && (has === undefined || tag.value.includes(has)));
  const teams = teamsOf(find("TotalScoreTable", "Team"));
  const { matches, byes } = matchTableOf(find("MatchTable"));
  const records = new Map<number, HandRecord>();
  const teamNamed = (name: string): number => {
    const known = teams.find((team) => team.name === name);
    if (known) return known.team;
    const team = Math.max(0, ...teams.map((entry) => entry.team)) + 1;
    teams.push({ team, name, players: [] });
    return team;
  };
  for (const { line, tags } of games) {
    const roomText = valueOf(tags.get("Room"));
    const homeName = valueOf(tags.get("HomeTeam"));
    const visitName = valueOf(tags.get("VisitTeam"));
    const boardTag = tags.get("Board");
    // Without its [Room] a game is no room's play that this reader can place (the standard
    // leaves [Room] out of a game as it may: endplay's sample, a single room's record).
    if (!boardTag || roomText === undefined) continue;
    const board = boardNumberOf(boardTag.value);
    if (board === undefined)
      failAt(boardTag.line, (words, language) =>
        words.badTagValue("Board", boardTag.value, FILE_FORMS[language].board)
      );
    const room = /^o/i.test(roomText) ? "open" : /^c/i.test(roomText) ? "closed" : "";
    if (room === "")
      failAt(line, (words, language) =>
        words.badTagValue("Room", roomText, FILE_FORMS[language].room)
      );
    const roundTag = tags.get("Round");
    const tableTag = tags.get("Table");
    const round = optional(roundTag as PbnTag, line, valueOf(roundTag), "tableNumber") ?? 1;
    const table = optional(tableTag as PbnTag, line, valueOf(tableTag), "tableNumber");
    const [home, away] = [homeName ?? "", visitName ?? ""].map(teamNamed) as [number, number];
    let builder = matches.find(
      ({ match }) => match.round === round && match.home === home && match.away === away
    );
    if (!builder) {
      const match = withoutBlanks({
        round,
        table,
        home,
        away,
        homeImps: 0,
        awayImps: 0,
        boards: [],
      });
      builder = { match, tabled: false, boards: new Map(), seating: [] };
      matches.push(builder);
    }
    const { roomLine, homeImps } = roomOf(tags, line, board, room);
    const played = builder.boards.get(board) ?? { rooms: [] };
    played.rooms.push(roomLine);
    if (played.imps === undefined && homeImps !== undefined) played.imps = homeImps;
    builder.boards.set(board, played);
    for (const seat of seatingOf(tags, room, builder.match)) {
      const same = (s: MatchSeating) => s.room === seat.room && s.direction === seat.direction;
      if (!builder.seating.some(same)) builder.seating.push(seat);
    }
    const record = records.has(board) ? undefined : handRecordOf(tags, board, line);
    if (record) records.set(board, record);
  }
  const built = matches.map(({ match, tabled, boards, seating }) => {
    const scored: MatchBoard[] = [...boards.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([board, { imps, rooms }]) => {
        const ordered = [...rooms].sort((a, b) =>
          a.room === b.room ? 0 : a.room === "open" ? -1 : 1
        );
        const [open, closed] = ordered;
        const both =
          open?.score.kind === "score" &&
          closed?.score.kind === "score" &&
          open.room !== closed.room
            ? impsForDifference(open.score.nsScore - closed.score.nsScore)
            : undefined;
        const value = imps ?? both;
        if (value === undefined) return [];
        return [
          rooms.length === 0 ? { board, imps: value } : { board, imps: value, rooms: ordered },
        ];
      });
    const won = (sign: 1 | -1) => scored.reduce((sum, b) => sum + Math.max(0, sign * b.imps), 0);
    return {
      ...match,
      ...(tabled ? {} : { homeImps: won(1), awayImps: won(-1) }),
      boards: scored,
      ...(seating.length > 0 ? { seating } : {}),
    };
  });
  const seated = (team: number) =>
    built
      .flatMap((match) => match.seating ?? [])
      .filter((seat) => seat.team === team)
      .flatMap((seat) => seat.players);
  const entries = teams.map((team) => {
    if (team.players.length > 0) return team;
    const names = [...new Set(seated(team.team).map((player) => player.name))];
    return { ...team, players: names.map((name) => ({ name })) };
  });
  const date = /^(\d{4})\.(\d{2})\.(\d{2})$/.exec(valueOf(first?.get("Date")) ?? "");
  const perMatch = first?.get("BoardsPerMatch");
  const boardsPerMatch = optional(
    perMatch as PbnTag,
    perMatch?.line ?? 0,
    valueOf(perMatch),
    "board"
  );
  return {
    kind: kindOf(valueOf(first?.get("TeamsEvent")), entries.length, built),
    version: /^%\s*PBN\s+(\d+\.\d+)/.exec(text.replace(/^\uFEFF/, ""))?.[1] ?? "",
    club: {},
    title,
    ...(date ? { date: `${date[1]}-${date[2]}-${date[3]}` } : {}),
    ...(boardsPerMatch === undefined ? {} : { boardsPerMatch }),
    teams: entries,
    matches: built,
    byes,
    handRecords: [...records.values()].sort((a, b) => a.board - b.board),
  };
}
