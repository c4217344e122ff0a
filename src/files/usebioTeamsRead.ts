/*
 * Reads a USEBIO teams event (EVENT_TYPE TEAMS or SWISS_TEAMS, or an event whose PARTICIPANTS
 * are TEAMs): the teams with their players, places and total VPs, each MATCH (round, table, both
 * teams, IMPs, VPs, the players' seating, each board's IMPs and rooms), a MATCH without an
 * opposing team as a bye, and the HANDSET; what ./usebioTeamsWrite.ts writes, and leniently what
 * other writers may (a team named instead of numbered, fields as attributes, TEAM_NUMBER for
 * TEAM_ID). A value that would give a wrong number throws a FileFormatError naming its line.
 * @example readUsebioTeams(writeUsebioTeams(event)).matches // the event's matches
 */
import { failAt } from "./fileError";
import type { Player } from "./session";
import { parseAdjustedScore, parseLead, parsePlace } from "./session";
import type {
  MatchBoard,
  MatchSeating,
  RoomLine,
  TeamEntry,
  TeamsBye,
  TeamsEventFile,
  TeamsEventKind,
  TeamsMatch,
} from "./teamsEvent";
import { readEventHeader } from "./usebioHeader";
import { readHandSet } from "./usebioHandSet";
import { contractField, fieldText, numberField, seatField, wholeNumberField } from "./usebioValues";
import { withoutBlanks } from "./values";
import type { XmlElement } from "./xml";
import { childElements, childText, descendantElements, parseXml } from "./xml";

const TEAMS_EVENT_TYPES = new Set(["TEAMS", "SWISS_TEAMS", "TEAMS_OF_FOUR", "SWISS_TEAM"]);

function eventTypeOf(event: XmlElement): string {
  return (event.attributes.EVENT_TYPE ?? fieldText(event, "EVENT_TYPE") ?? "").trim().toUpperCase();
}

/** Whether a USEBIO file's event is a teams event: its type says so, or its entries are TEAMs. */
export function isUsebioTeams(text: string): boolean {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch {
    return false;
  }
  const event = childElements(root, "EVENT")[0];
  if (root.name !== "USEBIO" || !event) return false;
  return TEAMS_EVENT_TYPES.has(eventTypeOf(event)) || teamElements(event).length > 0;
}

function teamElements(event: XmlElement): XmlElement[] {
  return descendantElements(event, "PARTICIPANTS", "HANDSET").flatMap((participants) =>
    childElements(participants, "TEAM")
  );
}

function readPlayer(player: XmlElement): Player {
  return {
    name: fieldText(player, "PLAYER_NAME") ?? "",
    ...withoutBlanks({
      nationalId: fieldText(player, "NATIONAL_ID_NUMBER"),
      clubId: fieldText(player, "CLUB_ID_NUMBER"),
    }),
  };
}

const playersOf = (element: XmlElement): Player[] =>
  childElements(element, "PLAYER")
    .map(readPlayer)
    .filter((player) => player.name !== "" || Object.keys(player).length > 1);

function readTeam(team: XmlElement, index: number): TeamEntry {
  const number =
    wholeNumberField(team, "TEAM_ID", 1, Number.MAX_SAFE_INTEGER, "board") ??
    wholeNumberField(team, "TEAM_NUMBER", 1, Number.MAX_SAFE_INTEGER, "board") ??
    index + 1;
  const placeText = fieldText(team, "PLACE");
  const place = placeText ? parsePlace(placeText) : undefined;
  return {
    team: number,
    name: fieldText(team, "TEAM_NAME") ?? `${number}`,
    players: playersOf(team),
    ...withoutBlanks({ place, vps: numberField(team, "TOTAL_SCORE") }),
  };
}

/** A MATCH's team reference: its TEAM_ID, or its name. */
function teamReference(
  match: XmlElement,
  name: string,
  teams: readonly TeamEntry[]
): number | undefined {
  const text = fieldText(match, name);
  if (text === undefined || text === "") return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const named = teams.find((team) => team.name.toUpperCase() === text.toUpperCase());
  return (
    named?.team ??
    failAt(childElements(match, name)[0]?.line ?? match.line, (words) =>
      words.missingElement("PARTICIPANTS", `TEAM ${text}`)
    )
  );
}

function roomOf(element: XmlElement): "open" | "closed" | undefined {
  const room = fieldText(element, "ROOM")?.toUpperCase();
  if (room === "OPEN" || room === "O") return "open";
  if (room === "CLOSED" || room === "C") return "closed";
  return undefined;
}

function readRoom(line: XmlElement, index: number): RoomLine {
  const direction = fieldText(line, "DIRECTION")?.toUpperCase();
  const room = roomOf(line) ?? (direction === "EW" || index === 1 ? "closed" : "open");
  const scoreText = fieldText(line, "SCORE") ?? "";
  const adjusted = parseAdjustedScore(scoreText);
  const nsScore = numberField(line, "SCORE");
  const tricks = wholeNumberField(line, "TRICKS", 0, 13, "tricks");
  const lead = parseLead(fieldText(line, "LEAD") ?? "");
  return {
    room,
    ...withoutBlanks({
      contract: contractField(line, "CONTRACT"),
      declarer: seatField(line, "PLAYED_BY"),
      tricks,
      lead,
    }),
    score: adjusted ?? (nsScore === undefined ? { kind: "notPlayed" } : { kind: "score", nsScore }),
  };
}

function readBoard(board: XmlElement): MatchBoard {
  const number = wholeNumberField(board, "BOARD_NUMBER", 1, Number.MAX_SAFE_INTEGER, "board");
  if (number === undefined)
    return failAt(board.line, (words) => words.missingElement("BOARD", "BOARD_NUMBER"));
  const rooms = childElements(board, "TRAVELLER_LINE").map(readRoom);
  return {
    board: number,
    imps: numberField(board, "IMPS") ?? 0,
    ...(rooms.length > 0 ? { rooms } : {}),
  };
}

function readSeating(seating: XmlElement, teams: readonly TeamEntry[]): MatchSeating | undefined {
  const team = teamReference(seating, "TEAM", teams);
  const room = roomOf(seating);
  const direction = fieldText(seating, "DIRECTION")?.toUpperCase();
  if (team === undefined || !room || (direction !== "NS" && direction !== "EW")) return undefined;
  return { team, room, direction, players: playersOf(seating) };
}

type MatchOrBye = { readonly match: TeamsMatch } | { readonly bye: TeamsBye };

function readMatch(match: XmlElement, teams: readonly TeamEntry[]): MatchOrBye {
  const round = wholeNumberField(match, "ROUND_NUMBER", 1, Number.MAX_SAFE_INTEGER, "board") ?? 1;
  const home = teamReference(match, "TEAM", teams);
  if (home === undefined)
    return failAt(match.line, (words) => words.missingElement("MATCH", "TEAM"));
  const away = teamReference(match, "OPPOSING_TEAM", teams);
  const homeVps = numberField(match, "TEAM_SCORE");
  if (away === undefined) return { bye: { round, team: home, vps: homeVps ?? 0 } };
  const boards = childElements(match, "BOARD").map(readBoard);
  const sum = (sign: 1 | -1) =>
    boards.reduce((total, board) => total + Math.max(0, sign * board.imps), 0);
  const seating = childElements(match, "SEATING")
    .map((each) => readSeating(each, teams))
    .filter((each): each is MatchSeating => each !== undefined);
  return {
    match: {
      round,
      home,
      away,
      homeImps: numberField(match, "TEAM_IMPS") ?? sum(1),
      awayImps: numberField(match, "OPPOSING_TEAM_IMPS") ?? sum(-1),
      boards,
      ...withoutBlanks({
        table: wholeNumberField(match, "TABLE_NUMBER", 1, Number.MAX_SAFE_INTEGER, "board"),
        homeVps,
        awayVps: numberField(match, "OPPOSING_TEAM_SCORE"),
      }),
      ...(seating.length > 0 ? { seating } : {}),
    },
  };
}

function kindOf(eventType: string, teams: number, matches: readonly TeamsMatch[]): TeamsEventKind {
  if (eventType.startsWith("SWISS")) return "swiss";
  return teams === 2 && matches.length <= 1 ? "match" : "roundRobin";
}

export function readUsebioTeams(text: string): TeamsEventFile {
  const root = parseXml(text);
  if (root.name !== "USEBIO") return failAt(root.line, (words) => words.notUsebio(root.name));
  const event = childElements(root, "EVENT")[0];
  if (!event) return failAt(root.line, (words) => words.missingElement("USEBIO", "EVENT"));
  const club = childElements(root, "CLUB")[0] ?? childElements(event, "CLUB")[0];
  const header = readEventHeader(event);
  const teams = teamElements(event).map(readTeam);
  if (teams.length === 0)
    return failAt(event.line, (words) => words.missingElement("PARTICIPANTS", "TEAM"));
  const read = descendantElements(event, "MATCH", "HANDSET").map((match) =>
    readMatch(match, teams)
  );
  const matches = read.flatMap((each) => ("match" in each ? [each.match] : []));
  const byes = read.flatMap((each) => ("bye" in each ? [each.bye] : []));
  return {
    kind: kindOf(eventTypeOf(event), teams.length, matches),
    version: root.attributes.Version ?? root.attributes.VERSION ?? "",
    club: club
      ? withoutBlanks({ name: childText(club, "CLUB_NAME"), id: childText(club, "CLUB_ID_NUMBER") })
      : {},
    title: header.title ?? header.description ?? header.identifier ?? "",
    ...withoutBlanks({
      date: header.date,
      programName: header.programName,
      programVersion: header.programVersion,
      boardsPerMatch: numberField(event, "BOARDS_PER_MATCH"),
    }),
    teams,
    matches,
    byes,
    handRecords: descendantElements(root, "HANDSET").flatMap(readHandSet),
  };
}
