/*
 * Reads a session's sheets through the Excel API (their computed values, so what is saved is
 * what the sheets show) and writes them as USEBIO 1.2 or PBN with src/files' writers, or as the
 * players' results page (src/files/resultsPage.ts, a chunk of its own). Loaded as
 * its own chunk (./publishChunk.ts) when the user first saves: a pane that never publishes never
 * loads the writers. Reading never writes to the workbook.
 */
import { writePbn } from "../files/pbnWrite";
import { writeUsebio } from "../files/usebioWrite";
import type { Language } from "../messages/language";
import { publishProblem } from "../messages/publishProblems";
import { publishOutcomeMessages } from "../messages/publishOutcome";
import { masterPointsColumnIn } from "../session/rankingHandicaps";
import { PublishError } from "../session/publish/publishError";
import type { Rows } from "../session/publish/cells";
import { chooseHandRecords } from "../session/publish/handRecordsChoice";
import type { PublishOptions } from "../session/publish/sessionFromSheets";
import { sessionFromSheets } from "../session/publish/sessionFromSheets";
import type { SessionSheets } from "../session/publish/sessionSheets";
import { findSessions, sessionLanguage } from "../session/publish/sessionSheets";
import { cleanSheetName } from "../session/sheetNames";
import { membersSheetIn } from "../session/members";
import { loadResultsPage } from "./resultsPageChunk";
import type { TeamsSheets } from "../session/publish/teamsSheets";
import { cellAt } from "../session/publish/cells";
import { findTeamsEvents, isTeamsMatchSheet } from "../session/publish/teamsSheets";
import type {
  PublishContextApi,
  PublishFormat,
  PublishOutcome,
  PublishWarning,
  PublishedFile,
} from "./publishSheets";
import { readSheets, savedFile } from "./publishSheets";
import { publishTeams } from "./publishTeamsFile";

export type {
  PublishContextApi,
  PublishFormat,
  PublishOutcome,
  PublishWarning,
  PublishedFile,
  UsedRangeApi,
} from "./publishSheets";
export { fromA1 } from "./publishSheets";

/** What the pane lists to publish: a pairs session, or a teams event or match. */
export type PublishTarget = SessionSheets | TeamsSheets;

/** A PublishError's message in the pane's language; undefined for any other error. */
export function publishErrorMessage(error: unknown, language: Language): string | undefined {
  return error instanceof PublishError ? publishProblem(error.problem, language) : undefined;
}

/**
 * The pairs sessions and teams events of the workbook, by their sheets' names, and its two-room
 * match sheets, by their header (the sheets no session or event claims are read for it).
 */
/** The warning before saving, in the pane's language. */
export function warningMessage(warning: PublishWarning, language: Language): string {
  const messages = publishOutcomeMessages(language);
  return warning.missing ? messages.warnMissing(warning.boards) : messages.warnBusy(warning.busy);
}

/** What a saved file holds, in the pane's language, after `saved` (the pairs' saved message). */
export function holdsMessage(file: PublishedFile, language: Language): string {
  const messages = publishOutcomeMessages(language);
  if (file.teams === undefined) return messages.holds({ boards: file.boards, ...file.handRecords });
  const matches = file.matches ?? 0;
  const held = { teams: file.teams, matches, boards: file.boards, ...file.handRecords };
  if (file.mimeType === "text/html") return messages.savedTeamsPage(file.fileName, held);
  return file.fileName.endsWith(".pbn")
    ? messages.savedTeamsPbn(file.fileName, held)
    : messages.savedTeams(file.fileName, file.teams, matches);
}

export async function listSessions(context: PublishContextApi): Promise<PublishTarget[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  const names = sheets.items.map((sheet) => sheet.name);
  const sessions = findSessions(names);
  const events = findTeamsEvents(names);
  const claimed = new Set(
    sessions.flatMap((session) => [
      session.results,
      session.ranking,
      ...(session.boards ? [session.boards] : []),
      ...(session.pairs ? [session.pairs] : []),
      ...session.handRecords,
    ])
  );
  const eventBases = events.map((event) => `${event.base} `);
  const others = names.filter(
    (name) => !claimed.has(name) && !eventBases.some((base) => name.startsWith(base))
  );
  const read = await readSheets(context, others);
  const matches = others.filter((name) => {
    const rows = read.get(name)?.values ?? [];
    return isTeamsMatchSheet(cellAt(rows, 2, 1), cellAt(rows, 1, 15), cellAt(rows, 2, 15));
  });
  return [
    ...sessions,
    ...events,
    ...matches.map((name): TeamsSheets => ({ kind: "teams", base: name, match: name })),
  ];
}

function textOfCell(cell: unknown): string {
  return typeof cell === "string" ? cell : "";
}

/**
 * The session's file, or first a warning when its hand records are missing or still computing
 * (unless `confirmed`: the user has seen the warning and saves anyway).
 */
export async function publishSession(
  context: PublishContextApi,
  target: PublishTarget,
  format: PublishFormat,
  options: PublishOptions & { readonly confirmed?: boolean }
): Promise<PublishOutcome> {
  if ("kind" in target) return publishTeams(context, target, format, options);
  const sheets = target;
  const worksheets = context.workbook.worksheets;
  worksheets.load("items/name");
  await context.sync();
  const names = [sheets.results, sheets.ranking, ...(sheets.pairs ? [sheets.pairs] : [])];
  const own = new Set([...names, ...(sheets.boards ? [sheets.boards] : [])]);
  const others = worksheets.items
    .map((sheet) => sheet.name)
    .filter((name) => !own.has(name) && !sheets.handRecords.includes(name));
  const read = await readSheets(context, [...names, ...sheets.handRecords, ...others]);
  const values = (name: string): Rows => read.get(name)?.values ?? [];
  const sheetValues = (name: string) => ({ name, values: values(name) });
  // The Members sheet, among the others read, gives the players' national numbers.
  const members = membersSheetIn(others);
  const masterPointsColumn = masterPointsColumnIn(read.get(sheets.ranking)?.formulas[0] ?? []);
  const session = sessionFromSheets(
    {
      sheets,
      results: values(sheets.results),
      pointsFormula: textOfCell(read.get(sheets.results)?.formulas[1]?.[10]),
      ranking: values(sheets.ranking),
      masterPointsFormula: textOfCell(
        read.get(sheets.ranking)?.formulas[0]?.[masterPointsColumn - 1]
      ),
      masterPointsColumn,
      ...(sheets.pairs ? { pairs: values(sheets.pairs) } : {}),
      ...(members ? { members: values(members) } : {}),
      handRecords: [],
    },
    options
  );
  const boards = session.boards.map((board) => board.board);
  const handRecords = chooseHandRecords(
    boards,
    sheets.handRecords.map(sheetValues),
    others.map(sheetValues)
  );
  const missing = handRecords.deals === 0;
  if (!options.confirmed && (missing || handRecords.busy.length > 0))
    return {
      kind: "warning",
      warning: { boards: boards.length, missing, busy: handRecords.busy },
    };
  const published = { ...session, handRecords: handRecords.records };
  const base = cleanSheetName(sheets.base) || "session";
  const counts = { boards: session.boards.length, pairs: session.pairs.length, handRecords };
  if (format === "page") {
    const { writeResultsPage } = await loadResultsPage();
    return savedFile(format, base, writeResultsPage(published, sessionLanguage(sheets)), counts);
  }
  const text =
    format === "usebio"
      ? writeUsebio(published)
      : writePbn(published.handRecords, {
          event: published.event.title ?? base,
          results: published,
        });
  return savedFile(format, base, text, counts);
}
