/*
 * Reads a session's sheets through the Excel API (their computed values, so what is saved is
 * what the sheets show) and writes them as USEBIO 1.2 or PBN with src/files' writers, or as the
 * players' results page (src/files/resultsPage.ts, a chunk of its own). Loaded as
 * its own chunk (./publishChunk.ts) when the user first saves: a pane that never publishes never
 * loads the writers. Reading never writes to the workbook.
 */
import { writePbn } from "../files/pbnWrite";
import { USEBIO_PROGRAM_NAME, writeUsebio } from "../files/usebioWrite";
import { writeUsebioTeams } from "../files/usebioTeamsWrite";
import type { Language } from "../messages/language";
import { publishProblem } from "../messages/publishProblems";
import { publishOutcomeMessages } from "../messages/publishOutcome";
import { parseCell } from "../session/a1";
import { masterPointsColumnIn } from "../session/rankingHandicaps";
import { PublishError } from "../session/publish/publishError";
import type { Rows } from "../session/publish/cells";
import type { HandRecordsChoice } from "../session/publish/handRecordsChoice";
import { chooseHandRecords } from "../session/publish/handRecordsChoice";
import type { PublishOptions } from "../session/publish/sessionFromSheets";
import { sessionFromSheets } from "../session/publish/sessionFromSheets";
import type { SessionSheets } from "../session/publish/sessionSheets";
import { findSessions, sessionLanguage } from "../session/publish/sessionSheets";
import { cleanSheetName } from "../session/sheetNames";
import { membersSheetIn } from "../session/members";
import { loadResultsPage } from "./resultsPageChunk";
import { cellAt } from "../session/publish/cells";
import {
  roundSheetsOf,
  standingsSheetOf,
  teamsEventFromSheets,
  teamsMatchFromSheet,
} from "../session/publish/teamsEventFromSheets";
import type { TeamsSheets } from "../session/publish/teamsSheets";
import { findTeamsEvents, isTeamsMatchSheet } from "../session/publish/teamsSheets";

/** What the pane lists to publish: a pairs session, or a teams event or match. */
export type PublishTarget = SessionSheets | TeamsSheets;

/** The Excel API objects read here; Excel's own fit them (ExcelApi 1.4), as does the tests' fake. */
export interface UsedRangeApi {
  readonly isNullObject: boolean;
  readonly address: string;
  readonly values: unknown[][];
  readonly formulas: unknown[][];
  load(properties: string): unknown;
}

export interface PublishContextApi {
  readonly workbook: {
    readonly worksheets: {
      readonly items: readonly { readonly name: string }[];
      load(properties: "items/name"): unknown;
      getItem(name: string): { getUsedRangeOrNullObject(valuesOnly?: boolean): UsedRangeApi };
    };
  };
  sync(): Promise<unknown>;
}

export type PublishFormat = "usebio" | "pbn" | "page";

export interface PublishedFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly text: string;
  readonly boards: number;
  readonly pairs: number;
  /** A teams event's teams and matches. */
  readonly teams?: number;
  readonly matches?: number;
  /** What the file carries of the hand records: the sheet read, deals, tricks and par. */
  readonly handRecords: HandRecordsChoice;
}

/** What the pane says before saving a file that lacks what a reader of it expects. */
export interface PublishWarning {
  readonly boards: number;
  /** No sheet holds the session's deals. */
  readonly missing: boolean;
  /** Boards whose solver or par cells are still computing. */
  readonly busy: readonly number[];
}

export type PublishOutcome =
  | { readonly kind: "file"; readonly file: PublishedFile }
  | { readonly kind: "warning"; readonly warning: PublishWarning };

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
  return file.teams === undefined
    ? messages.holds({ boards: file.boards, ...file.handRecords })
    : messages.savedTeams(file.fileName, file.teams, file.matches ?? 0);
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

/** A teams event or match as USEBIO, from its sheets' computed values. */
async function publishTeams(
  context: PublishContextApi,
  target: TeamsSheets,
  format: PublishFormat,
  options: PublishOptions
): Promise<PublishOutcome> {
  const sheet = target.match ?? target.entries ?? target.base;
  if (format === "pbn") throw new PublishError({ kind: "teamsPbn", sheet });
  if (format === "page") throw new PublishError({ kind: "teamsPage", sheet });
  const teamsOptions = { ...options, programName: USEBIO_PROGRAM_NAME };
  let event: ReturnType<typeof teamsMatchFromSheet>;
  if (target.match) {
    const read = await readSheets(context, [target.match]);
    event = teamsMatchFromSheet(target.base, read.get(target.match)?.values ?? [], teamsOptions);
  } else {
    const entries = (await readSheets(context, [sheet])).get(sheet)?.values ?? [];
    const worksheets = context.workbook.worksheets;
    worksheets.load("items/name");
    await context.sync();
    const present = new Set(worksheets.items.map((item) => item.name));
    const standings = standingsSheetOf(entries);
    const rounds = roundSheetsOf(entries).filter((name) => present.has(name));
    const read = await readSheets(context, [
      ...(standings && present.has(standings) ? [standings] : []),
      ...rounds,
    ]);
    event = teamsEventFromSheets(
      {
        title: target.base,
        entries,
        standings: (standings && read.get(standings)?.values) || [],
        rounds: new Map(rounds.map((name) => [name, read.get(name)?.values ?? []])),
      },
      teamsOptions
    );
  }
  if (!event || event.matches.length === 0) throw new PublishError({ kind: "noMatches", sheet });
  const base = cleanSheetName(target.base) || "teams";
  return {
    kind: "file",
    file: {
      fileName: `${base}.xml`,
      mimeType: "application/xml",
      text: writeUsebioTeams(event),
      boards: new Set(event.matches.flatMap((match) => match.boards.map((b) => b.board))).size,
      pairs: 0,
      teams: event.teams.length,
      matches: event.matches.length,
      handRecords: { records: [], deals: 0, solved: 0, busy: [] },
    },
  };
}

interface SheetRead {
  readonly values: Rows;
  readonly formulas: Rows;
}

/** A used range's cells placed from A1 (a used range may start lower or further right). */
export function fromA1(address: string, cells: readonly (readonly unknown[])[]): unknown[][] {
  const range = address.slice(address.lastIndexOf("!") + 1);
  const { column, row } = parseCell(range.split(":")[0] ?? "A1");
  const pad = (): unknown[] => Array.from({ length: column - 1 }, () => "");
  return [
    ...Array.from({ length: row - 1 }, () => []),
    ...cells.map((line) => [...pad(), ...line]),
  ];
}

/** The values and formulas of each named sheet, in one sync. */
async function readSheets(
  context: PublishContextApi,
  names: readonly string[]
): Promise<Map<string, SheetRead>> {
  const ranges = names.map((name) => {
    const used = context.workbook.worksheets.getItem(name).getUsedRangeOrNullObject();
    used.load("address, values, formulas");
    return [name, used] as const;
  });
  await context.sync();
  return new Map(
    ranges.map(([name, used]) => [
      name,
      used.isNullObject
        ? { values: [], formulas: [] }
        : {
            values: fromA1(used.address, used.values),
            formulas: fromA1(used.address, used.formulas),
          },
    ])
  );
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
    return {
      kind: "file",
      file: {
        fileName: `${base}.html`,
        mimeType: "text/html",
        text: writeResultsPage(published, sessionLanguage(sheets)),
        ...counts,
      },
    };
  }
  if (format === "usebio")
    return {
      kind: "file",
      file: {
        fileName: `${base}.xml`,
        mimeType: "application/xml",
        text: writeUsebio(published),
        ...counts,
      },
    };
  return {
    kind: "file",
    file: {
      fileName: `${base}.pbn`,
      mimeType: "text/plain",
      text: writePbn(published.handRecords, {
        event: published.event.title ?? base,
        results: published,
      }),
      ...counts,
    },
  };
}
