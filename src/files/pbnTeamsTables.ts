/*
 * The tables of a teams PBN (./pbnTeamsWrite.ts): the standings' [TotalScoreTable] (TeamId,
 * TeamName, Rank, TotalScoreVP, Names) as the teams, and our [MatchTable] as the matches and
 * byes, each match with the IMPs of the boards no game carries. Used by ./pbnTeamsRead.ts.
 */
import { FILE_FORMS } from "../messages/files";
import type { FileForm } from "../messages/files";
import { failAt } from "./fileError";
import type { PbnTag } from "./pbnScan";
import { readTable } from "./pbnTables";
import { boardNumberOf } from "./pbnValues";
import type { Player } from "./session";
import { parsePlace } from "./session";
import type { MatchSeating, RoomLine, TeamEntry, TeamsBye, TeamsMatch } from "./teamsEvent";
import { withoutBlanks } from "./values";

export interface MatchBuilder {
  match: TeamsMatch;
  /** Whether the file's [MatchTable] gave the match's IMPs. */
  tabled: boolean;
  boards: Map<number, { imps?: number; rooms: RoomLine[] }>;
  seating: MatchSeating[];
}

export function numberIn(tag: PbnTag, line: number, value: string, form: FileForm): number {
  const whole = form === "team" || form === "tableNumber" || form === "board";
  const pattern = whole ? /^\d+$/ : /^[-+]?\d+(\.\d+)?$/;
  const number = Number(value);
  if (!pattern.test(value) || (whole && number < 1))
    return failAt(line, (words, language) =>
      words.badTagValue(tag.name, value, FILE_FORMS[language][form])
    );
  return number;
}

export const optional = (tag: PbnTag, line: number, value: string | undefined, form: FileForm) =>
  value === undefined ? undefined : numberIn(tag, line, value, form);

/** "Ann Smith - Bob Jones", as our TotalScoreTable writes a team's players. */
const playersOf = (names: string | undefined): Player[] =>
  (names ?? "")
    .split(/\s+-\s+/)
    .filter((name) => name.trim() !== "")
    .map((name) => ({ name: name.trim() }));

export function teamsOf(table: PbnTag | undefined): TeamEntry[] {
  if (!table) return [];
  return readTable(table, []).rows.map(({ line, values }, index) => {
    const rank = values.Rank;
    const place = rank === undefined ? undefined : parsePlace(rank);
    if (rank !== undefined && place === undefined)
      failAt(line, (words, language) =>
        words.badTagValue(table.name, rank, FILE_FORMS[language].place)
      );
    return withoutBlanks({
      team: optional(table, line, values.TeamId, "team") ?? index + 1,
      name: values.TeamName ?? values.TeamId ?? String(index + 1),
      players: playersOf(values.Names),
      place,
      vps: optional(table, line, values.TotalScoreVP, "number"),
    });
  });
}

/** "1:3,2:-5": boards the match table carries, each with the home team's IMPs. */
function boardImpsOf(tag: PbnTag, line: number, text: string | undefined) {
  return (text ?? "")
    .split(",")
    .filter((part) => part !== "")
    .map((part) => {
      const [board, imps] = part.split(":");
      const number = boardNumberOf(board ?? "");
      if (number === undefined || imps === undefined)
        return failAt(line, (words, language) =>
          words.badTagValue(tag.name, part, FILE_FORMS[language].board)
        );
      return { board: number, imps: numberIn(tag, line, imps, "number") };
    });
}

export function matchTableOf(table: PbnTag | undefined): {
  matches: MatchBuilder[];
  byes: TeamsBye[];
} {
  const matches: MatchBuilder[] = [];
  const byes: TeamsBye[] = [];
  if (!table) return { matches, byes };
  for (const { line, values } of readTable(table, ["Round", "TeamId_Home"]).rows) {
    const at = (name: string, form: FileForm) => optional(table, line, values[name], form);
    const round = at("Round", "tableNumber") ?? 1;
    const home =
      at("TeamId_Home", "team") ??
      failAt(line, (words, language) =>
        words.badTagValue(table.name, "-", FILE_FORMS[language].team)
      );
    const away = at("TeamId_Visit", "team");
    if (away === undefined) {
      byes.push({ round, team: home, vps: at("VP_Home", "number") ?? 0 });
      continue;
    }
    const match: TeamsMatch = withoutBlanks({
      round,
      table: at("Table", "tableNumber"),
      home,
      away,
      homeImps: at("IMP_Home", "number") ?? 0,
      awayImps: at("IMP_Visit", "number") ?? 0,
      homeVps: at("VP_Home", "number"),
      awayVps: at("VP_Visit", "number"),
      boards: [],
    });
    const boards = new Map(
      boardImpsOf(table, line, values.BoardIMPs).map((b) => [b.board, { imps: b.imps, rooms: [] }])
    );
    matches.push({ match, tabled: true, boards, seating: [] });
  }
  return { matches, byes };
}
