import { LADDER_ARGUMENTS } from "../../messages/functions/ladder";
import { LADDER_FORMS, LADDER_HEADER, LADDER_NOTES, LADDER_PROBLEMS } from "../../messages/ladder";
import { ERROR_TEXTS } from "../../messages/errors";
import type { ArgumentDeclaration } from "../../messages/declarations";
import { BridgeInputError } from "../../core/errors";
import type { LadderBasis, LadderEntry, LadderStanding } from "../../core/ladder";
import { LADDER_BASES, rankLadder } from "../../core/ladder";
import type { CellArgument } from "../arguments";
import { boundedText, readArgument } from "../arguments";
import { boardCall, readSetting } from "../boardCall";
import type { CellOutput } from "../cells";
import { isExcelError, readCell } from "../cells";
import { messageLanguage } from "../displayLanguage";
import { passOn } from "../errors";
import type { LiftedCell } from "../lift";
import { refuseTooManyCells, rowsOf, valueIn, widthOf } from "../range";

/** BRIDGE.LADDER: its arguments and descriptions are declared in src/messages/functions/ladder.ts. */
export function ladder(
  players: any[][],
  results: any[][],
  sessions: any[][],
  best?: any[][],
  minimum?: any[][],
  drop?: any[][],
  by?: any[][]
): any[][] {
  return boardCall(() => {
    const declared = LADDER_ARGUMENTS;
    const basis = readSetting(declared.by, by, LADDER_BASES);
    const rules = {
      basis,
      best: sessionCount(declared.best, best, 1),
      minimum: sessionCount(declared.minimum, minimum, 0),
      drop: sessionCount(declared.drop, drop, 0),
    };
    const entries = readSeasonTable(players, results, sessions);
    if (entries.length === 0) return [[""]];
    return laidOut(rankLadder(entries, rules), basis, rules.minimum ?? 1);
  });
}

/** A count of sessions: a whole number from `least` up, or undefined when left out or blank. */
function sessionCount(
  declaration: CellArgument<"number">,
  setting: unknown,
  least: number
): number | undefined {
  const count = readSetting(declaration, setting);
  if (count === undefined || (Number.isInteger(count) && count >= least)) return count;
  const forms = declaration.accepts;
  throw new BridgeInputError(declaration.name.en, count, forms, LADDER_PROBLEMS.notWhole(count));
}

/** A header row, then a row per player: ranked ones with their place, then the rest unplaced. */
function laidOut(
  standings: readonly LadderStanding[],
  basis: LadderBasis,
  minimum: number
): CellOutput[][] {
  const language = messageLanguage();
  const header = LADDER_HEADER[language];
  const rows: CellOutput[][] = [[...header.columns, header.score[basis], header.note]];
  for (const standing of standings) {
    const { place, levelWith, played, counted } = standing;
    const shownPlace = place === undefined ? "" : levelWith > 0 ? `${place}=` : place;
    const note =
      place === undefined
        ? LADDER_NOTES.belowMinimum(played, minimum)[language]
        : levelWith > 0
          ? LADDER_NOTES.level(levelWith)[language]
          : "";
    rows.push([shownPlace, standing.player, played, counted, standing.score, note]);
  }
  return rows;
}

/**
 * Reads the season's table row by row (the longest argument's rows; a shorter one ends in
 * blanks). A row with no result, or no player, is skipped: not played, or nobody to credit.
 * Error values are passed on; a bad cell is named by its argument and row ("results, row 3").
 */
function readSeasonTable(players: unknown, results: unknown, sessions: unknown): LadderEntry[] {
  const declared = LADDER_ARGUMENTS;
  const ranges = [
    [players, declared.players],
    [results, declared.results],
    [sessions, declared.sessions],
  ] as const;
  for (const [value, argument] of ranges) {
    const rows = rowsOf(value);
    refuseTooManyCells(rows.length * widthOf(rows), argument.name.en);
    const single = Array.isArray(value) ? undefined : readCell(value);
    if (typeof single === "string") boundedText(single, argument.name.en, argument.accepts);
  }
  const playerRows = rowsOf(players);
  const resultRows = rowsOf(results);
  const sessionRows = rowsOf(sessions);
  const width = widthOf(playerRows);
  const count = Math.max(playerRows.length, resultRows.length, sessionRows.length);
  const texts = ERROR_TEXTS[messageLanguage()];
  const entries: LadderEntry[] = [];
  for (let index = 0; index < count; index++) {
    const row = index + 1;
    const read = <K extends "number" | "numberOrText">(
      declaration: CellArgument<K> & ArgumentDeclaration,
      rows: readonly unknown[],
      column: number
    ) => {
      const cell: LiftedCell = readCell(valueIn(rows[index], column));
      if (isExcelError(cell)) throw passOn(cell);
      try {
        return readArgument(declaration, cell);
      } catch (error) {
        if (!(error instanceof BridgeInputError)) throw error;
        throw error.forArgument(`${declaration.name.en}, ${texts.lineOfTable(row, undefined)}`);
      }
    };
    const result = read(declared.results, resultRows, 0);
    const names = Array.from({ length: width }, (_, column) =>
      read(declared.players, playerRows, column)
    ).filter((name) => name !== undefined);
    if (result === undefined || names.length === 0) continue;
    const session = read(declared.sessions, sessionRows, 0);
    if (session === undefined) {
      const problem = LADDER_PROBLEMS.noSession(row);
      throw new BridgeInputError(
        declared.sessions.name.en,
        undefined,
        LADDER_FORMS.sessions,
        problem
      );
    }
    for (const player of names) entries.push({ player, session, result, row });
  }
  return entries;
}
