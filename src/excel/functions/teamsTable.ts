import { TEAMS_TABLE_ARGUMENTS } from "../../messages/functions/teamsTable";
import { ERROR_TEXTS } from "../../messages/errors";
import { BridgeInputError } from "../../core/errors";
import type { PlayedMatch, TeamId } from "../../core/teams";
import type { CellArgument, ValueOfKind } from "../arguments";
import { boundedText, readArgument } from "../arguments";
import type { CellOutput } from "../cells";
import { isExcelError, readCell } from "../cells";
import { messageLanguage } from "../displayLanguage";
import { OMITTED, type LiftedCell } from "../lift";
import { passOn } from "../errors";
import { refuseTooManyCells, rowsOf, valueIn, widthOf } from "../range";

/** An event's table as the teams core reads it, and each team as the sheet first shows it. */
export interface EventTable {
  readonly matches: PlayedMatch[];
  /** Teams of rows not played yet (VPs blank): entered, with no match. */
  readonly entries: TeamId[];
  readonly shown: (team: TeamId) => CellOutput;
  /** Whether the IMP columns were given. */
  readonly withImps: boolean;
}

/**
 * Reads the columns of an event's table row by row (the teams column's rows; a shorter column
 * ends in blanks). A row blank throughout is skipped; a row whose VPs are blank is a match not
 * played yet: its teams are entered, the row is not a match. Error values are passed on.
 */
export function readEventTable(
  teams: unknown,
  opponents: unknown,
  vps: unknown,
  imps: unknown
): EventTable {
  // A range too large or text too long in any argument is reported as such, naming it, before
  // any row is read (as RANKING does).
  const args = TEAMS_TABLE_ARGUMENTS;
  for (const [value, argument] of [
    [teams, args.teams],
    [opponents, args.opponents],
    [vps, args.vps],
    [imps, args.imps],
  ] as const) {
    if (value === null || value === undefined) continue;
    const rows = rowsOf(value);
    refuseTooManyCells(rows.length * widthOf(rows), argument.name.en);
    const single = Array.isArray(value) ? undefined : readCell(value);
    if (typeof single === "string") boundedText(single, argument.name.en, argument.accepts);
  }
  const teamRows = rowsOf(teams);
  const opponentRows = rowsOf(opponents);
  const vpsRows = rowsOf(vps);
  const impRows = imps === null || imps === undefined ? undefined : rowsOf(imps);
  const shownTeams = new Map<TeamId, CellOutput>();
  const matches: PlayedMatch[] = [];
  const entries: TeamId[] = [];
  const texts = ERROR_TEXTS[messageLanguage()];
  teamRows.forEach((_, index) => {
    const cellOf = (rows: readonly unknown[] | undefined, column: number): LiftedCell => {
      if (rows === undefined) return OMITTED;
      const cell = readCell(valueIn(rows[index], column));
      if (isExcelError(cell)) throw passOn(cell);
      return cell;
    };
    // A bad cell is named by its argument and row: "vps, row 3".
    const read = <K extends "team" | "number">(
      declaration: CellArgument<K>,
      cell: LiftedCell
    ): ValueOfKind[K] => {
      try {
        return readArgument(declaration, cell);
      } catch (error) {
        if (!(error instanceof BridgeInputError)) throw error;
        throw error.forArgument(
          `${declaration.name.en}, ${texts.lineOfTable(index + 1, undefined)}`
        );
      }
    };
    const teamIn = (declaration: CellArgument<"team">, cell: LiftedCell): TeamId | undefined => {
      const value = read(declaration, cell);
      if (value === undefined) return undefined;
      const team = String(value);
      if (!shownTeams.has(team)) shownTeams.set(team, value);
      return team;
    };
    const impCells: LiftedCell[] = [cellOf(impRows, 0), cellOf(impRows, 1)];
    const team = teamIn(args.teams, cellOf(teamRows, 0));
    const opponent = teamIn(args.opponents, cellOf(opponentRows, 0));
    const won = read(args.vps, cellOf(vpsRows, 0));
    const [impsFor, impsAgainst] = impCells.map((cell) => read(args.imps, cell));
    if (won === undefined) {
      for (const entered of [team, opponent]) if (entered !== undefined) entries.push(entered);
      return;
    }
    // A blank team on a played row is the core's to refuse ("row 3 has no team").
    matches.push({
      team: team ?? "",
      vps: won,
      ...(opponent === undefined ? {} : { opponent }),
      ...(impsFor === undefined ? {} : { impsFor }),
      ...(impsAgainst === undefined ? {} : { impsAgainst }),
    });
  });
  return {
    matches,
    entries,
    shown: (team) => shownTeams.get(team) ?? team,
    withImps: impRows !== undefined,
  };
}
