import { STANDINGS_ARGUMENTS } from "../../messages/functions/teamsStandings";
import { TEAMS_HEADER } from "../../messages/functions/teamsTable";
import { parseTieBreak, rankStandings, type Standing, type TieBreak } from "../../core/teams";
import { boardCall, readSetting } from "../boardCall";
import type { CellOutput } from "../cells";
import { messageLanguage } from "../displayLanguage";
import { readEventTable, type EventTable } from "./teamsTable";

/** BRIDGE.STANDINGS: its arguments and descriptions are declared in src/messages/functions/teamsStandings.ts. */
export const standings = eventTableFunction((table, tieBreak) => {
  const ranked = rankStandings(table.matches, { tieBreak, entries: table.entries });
  if (ranked.length === 0) return [[""]];
  return laidOut(ranked, table, tieBreak);
});

/**
 * A function of an event's table (teams, opponents, vps, [imps], [tiebreak]) as Excel calls it:
 * one #VALUE! for bad input, since every answer depends on the whole table.
 */
export function eventTableFunction(
  answer: (table: EventTable, tieBreak: TieBreak) => CellOutput[][]
): (
  teams: any[][],
  opponents: any[][],
  vps: any[][],
  imps?: any[][],
  tiebreak?: any[][]
) => any[][] {
  return (teams, opponents, vps, imps, tiebreak) =>
    boardCall(() => {
      const tieBreak = readTieBreak(tiebreak);
      return answer(readEventTable(teams, opponents, vps, imps), tieBreak);
    });
}

/** The tie-break setting: "none" when left out or blank. */
function readTieBreak(tiebreak: unknown): TieBreak {
  const declared = STANDINGS_ARGUMENTS.tiebreak;
  const text = readSetting(declared, tiebreak);
  return text === undefined ? "none" : parseTieBreak(text, declared.name.en);
}

/** A column of the spilled table: its header's key (TEAMS_HEADER) and each team's cell. */
type Column = readonly [string, (standing: Standing) => CellOutput];

/** A header row, then a row per team: byes only when a team had one, IMPs when given. */
function laidOut(
  ranked: readonly Standing[],
  table: EventTable,
  tieBreak: TieBreak
): CellOutput[][] {
  const header = TEAMS_HEADER[messageLanguage()];
  const columns: Column[] = [
    // A place alone is a number, as BRIDGE.RANKING's; a shared one the text "3=".
    ["place", (s) => (s.place === String(s.rank) ? s.rank : s.place)],
    ["team", (s) => table.shown(s.team)],
    ["played", (s) => s.played],
  ];
  if (ranked.some((standing) => standing.byes > 0)) columns.push(["byes", (s) => s.byes]);
  columns.push(["totalVps", (s) => s.vps]);
  if (table.withImps)
    columns.push(["impsFor", (s) => s.impsFor], ["impsAgainst", (s) => s.impsAgainst]);
  if (tieBreak !== "none") columns.push([tieBreak, (s) => s.tieBreak ?? ""]);
  return [
    columns.map(([name]) => header[name] ?? name),
    ...ranked.map((standing) => columns.map(([, cell]) => cell(standing))),
  ];
}
