/*
 * A teams event's standings as its Standings sheet shows them (BRIDGE.STANDINGS's spill from
 * B1, its columns found by their header's words in either language): each team's place and
 * VPs, and its matches played and IMPs won and lost. Pure: the sheet's values come in as data.
 */
import type { Place } from "../../files/session";
import { parsePlace } from "../../files/session";
import type { TeamTotals } from "../../files/teamsEvent";
import { TEAMS_HEADER } from "../../messages/functions/teamsTable";
import type { Rows } from "./cells";
import { cellAt, numberOf, textOf } from "./cells";

/** The column (from 1) of BRIDGE.STANDINGS's spill whose header is `key`'s, in either language. */
function standingsColumns(rows: Rows): (key: string) => number | undefined {
  const header = (rows[0] ?? []).map((cell) => textOf(cell));
  return (key) => {
    const words = new Set(Object.values(TEAMS_HEADER).map((each) => each[key]));
    const found = header.findIndex((text) => words.has(text));
    return found < 0 ? undefined : found + 1;
  };
}

/** Each team's matches played and IMPs won and lost, as the Standings sheet shows them. */
export function teamTotalsFromStandings(rows: Rows): Map<number, TeamTotals> {
  const column = standingsColumns(rows);
  const team = column("team");
  const read = new Map<number, TeamTotals>();
  if (team === undefined) return read;
  const at = (row: number, key: string) => {
    const found = column(key);
    return found === undefined ? undefined : numberOf(cellAt(rows, row, found));
  };
  for (let row = 2; row <= rows.length; row += 1) {
    const number = numberOf(cellAt(rows, row, team));
    if (number === undefined) continue;
    const [played, impsFor, impsAgainst] = ["played", "impsFor", "impsAgainst"].map((key) =>
      at(row, key)
    );
    read.set(number, {
      ...(played === undefined ? {} : { played }),
      ...(impsFor === undefined ? {} : { impsFor }),
      ...(impsAgainst === undefined ? {} : { impsAgainst }),
    });
  }
  return read;
}

/** Each team's place and VPs from BRIDGE.STANDINGS's spill (from B1), by its header's words. */
export function standingsOf(rows: Rows): Map<number, { place?: Place; vps?: number }> {
  const column = standingsColumns(rows);
  const [place, team, vps] = [column("place"), column("team"), column("totalVps")];
  const read = new Map<number, { place?: Place; vps?: number }>();
  if (place === undefined || team === undefined || vps === undefined) return read;
  for (let row = 2; row <= rows.length; row += 1) {
    const number = numberOf(cellAt(rows, row, team));
    if (number === undefined) continue;
    const placed = parsePlace(textOf(cellAt(rows, row, place)));
    const total = numberOf(cellAt(rows, row, vps));
    read.set(number, {
      ...(placed ? { place: placed } : {}),
      ...(total === undefined ? {} : { vps: total }),
    });
  }
  return read;
}
