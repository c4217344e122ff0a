/*
 * The Season sheet in the open workbook (issue 49): the sessions found by their sheets' names
 * (src/session/publish/sessionSheets.ts) and their sizes read from their used ranges, then a new
 * Season sheet planned over them (src/session/season.ts, written by ./writePlan.ts's applyPlan),
 * or the sessions a Season sheet lacks added below its last one, into empty cells only
 * (fillEmptyCells). Loaded as a chunk of its own (./seasonChunk.ts).
 */
import type { Language } from "../messages/language";
import { seasonMessages } from "../messages/season";
import { membersTexts } from "../messages/members";
import { membersSheetIn, planMembersSheet } from "../session/members";
import { findSessions } from "../session/publish/sessionSheets";
import type { SessionPlan } from "../session/plan";
import type { SeasonSession, SeasonSettings } from "../session/season";
import {
  BASIS_CELL,
  SEASON_TABLE,
  blockRange,
  isSeasonSheet,
  planSeasonSheet,
  readSeasonSheet,
  seasonBasisOf,
  sessionBlocks,
  sessionsToAdd,
} from "../session/season";
import { parseCell } from "../session/a1";
import type { UsedRangeApi } from "./publishFile";
import { fromA1 } from "./publishFile";
import type { WorkbookContextApi } from "./excelApi";
import type { WorkbookState } from "./writePlan";
import { fillEmptyCells } from "./fillEmptyCells";

/** The Excel API read here beside the writer's: used ranges (ExcelApi 1.4). */
interface UsedRangesApi {
  readonly workbook: {
    readonly worksheets: {
      getItem(name: string): { getUsedRangeOrNullObject(valuesOnly?: boolean): UsedRangeApi };
    };
  };
  sync(): Promise<unknown>;
}

/**
 * Something the pane says instead of writing: no session, no Season sheet, no room. Known by its
 * name in the pane's own script, which does not carry this chunk.
 */
export class SeasonProblem extends Error {
  override readonly name = "SeasonProblem";
}

interface WorkbookSeason {
  readonly sessions: SeasonSession[];
  /** The last Season sheet of the workbook, with its formulas from A1. */
  readonly season?: { readonly name: string; readonly formulas: unknown[][] };
}

/** The sessions of the workbook and its Season sheet, read in one sync. */
async function readSeason(
  context: UsedRangesApi,
  sheets: readonly string[]
): Promise<WorkbookSeason> {
  const found = findSessions(sheets);
  const ofSessions = new Set(
    found.flatMap((session) => [
      session.results,
      session.ranking,
      session.boards,
      session.pairs,
      ...session.handRecords,
    ])
  );
  // A session's Ranking and Pairs for their sizes; every other sheet may be a Season sheet.
  const wanted = [
    ...found.flatMap((session) => [session.ranking, ...(session.pairs ? [session.pairs] : [])]),
    ...sheets.filter((name) => !ofSessions.has(name)),
  ];
  const used = wanted.map((name) => {
    const range = context.workbook.worksheets.getItem(name).getUsedRangeOrNullObject();
    range.load("address, formulas");
    return [name, range] as const;
  });
  await context.sync();
  const formulas = new Map(
    used.map(([name, range]) => [
      name,
      range.isNullObject ? [] : fromA1(range.address, range.formulas),
    ])
  );
  const rowsUnderHeader = (name: string | undefined) =>
    Math.max((formulas.get(name ?? "")?.length ?? 1) - 1, 0);
  const sessions = found.map((session) => ({
    base: session.base,
    ranking: session.ranking,
    ...(session.pairs ? { pairs: session.pairs } : {}),
    rankingRows: rowsUnderHeader(session.ranking),
    pairsRows: rowsUnderHeader(session.pairs),
  }));
  const seasons = sheets.filter((name) => isSeasonSheet(formulas.get(name) ?? []));
  const last = seasons[seasons.length - 1];
  return {
    sessions,
    ...(last ? { season: { name: last, formulas: formulas.get(last) ?? [] } } : {}),
  };
}

/**
 * The writer's context as the reader of used ranges it also is: Excel's RequestContext (and the
 * tests' fake) is both; the writer's interface (./excelApi.ts) names only what writing needs.
 */
function usedRanges(context: WorkbookContextApi): UsedRangesApi {
  return context as unknown as UsedRangesApi;
}

/** A new Members sheet, unless the workbook has one (which the lookups use as it is). */
export function planMembers(state: WorkbookState, language: Language): SessionPlan {
  const existing = membersSheetIn(state.sheets);
  if (existing !== undefined) throw new SeasonProblem(membersTexts(language).exists(existing));
  return planMembersSheet(language);
}

/** A new Season sheet over every session of the workbook. */
export async function planSeason(
  context: WorkbookContextApi,
  state: WorkbookState,
  settings: SeasonSettings,
  language: Language
): Promise<SessionPlan> {
  const { sessions } = await readSeason(usedRanges(context), state.sheets);
  if (sessions.length === 0) throw new SeasonProblem(seasonMessages(language).noSessions);
  return planSeasonSheet(sessions, settings, { language, existingSheets: state.sheets });
}

/**
 * The sessions the workbook's Season sheet lacks, added below its last session as one block of
 * formulas, written only if every cell of it is empty. Returns what the pane says.
 */
export async function addSessionsToSeason(
  context: WorkbookContextApi,
  state: WorkbookState,
  language: Language
): Promise<string> {
  const texts = seasonMessages(language);
  const { sessions, season } = await readSeason(usedRanges(context), state.sheets);
  if (!season) throw new SeasonProblem(texts.noSeasonSheet);
  const contents = readSeasonSheet(season.formulas);
  const added = sessionsToAdd(sessions, contents);
  if (added.length === 0) return texts.nothingToAdd(season.name);
  const { row, column } = parseCell(BASIS_CELL);
  const by = seasonBasisOf(season.formulas[row - 1]?.[column - 1]);
  const blocks = sessionBlocks(added, contents.nextRow, by);
  const formulas = blocks.flatMap((block) => block.formulas);
  const lastRow = contents.nextRow + formulas.length - 1;
  if (lastRow > SEASON_TABLE.last)
    throw new SeasonProblem(texts.full(season.name, SEASON_TABLE.last));
  const address = blockRange(contents.nextRow, formulas.length);
  const report = await fillEmptyCells(context, season.name, [
    { address, values: formulas, asFormulas: true },
  ]);
  if (report.taken.length > 0) throw new SeasonProblem(texts.taken(season.name, address));
  return texts.added(
    season.name,
    added.map((session) => session.base)
  );
}
