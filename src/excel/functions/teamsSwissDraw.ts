import { TEAMS_HEADER } from "../../messages/functions/teamsTable";
import { drawSwissRound } from "../../core/teams";
import type { CellOutput } from "../cells";
import { messageLanguage } from "../displayLanguage";
import { eventTableFunction } from "./teamsStandings";

/** BRIDGE.SWISSDRAW: its arguments and descriptions are declared in src/messages/functions/teamsSwissDraw.ts. */
export const swissdraw = eventTableFunction((table, tieBreak) => {
  const draw = drawSwissRound(table.matches, { tieBreak, entries: table.entries });
  if (draw.tables.length === 0 && draw.bye === undefined) return [[""]];
  const header = TEAMS_HEADER[messageLanguage()];
  const rows: CellOutput[][] = [[header.table, header.home, header.away] as CellOutput[]];
  for (const drawn of draw.tables) {
    rows.push([drawn.table, table.shown(drawn.home), table.shown(drawn.away)]);
  }
  if (draw.bye !== undefined) rows.push([header.bye as string, table.shown(draw.bye), ""]);
  return rows;
});
