/*
 * Reads a session's sheets through the Excel API (their computed values, so what is saved is
 * what the sheets show) and writes them as USEBIO 1.2 or PBN with src/files' writers. Loaded as
 * its own chunk (./publishChunk.ts) when the user first saves: a pane that never publishes never
 * loads the writers. Reading never writes to the workbook.
 */
import { writePbn } from "../files/pbnWrite";
import { writeUsebio } from "../files/usebioWrite";
import type { Language } from "../messages/language";
import { publishProblem } from "../messages/publishProblems";
import { parseCell } from "../session/a1";
import { PublishError } from "../session/publish/publishError";
import type { Rows } from "../session/publish/cells";
import type { HandRecordsChoice } from "../session/publish/handRecordsChoice";
import { chooseHandRecords } from "../session/publish/handRecordsChoice";
import type { PublishOptions } from "../session/publish/sessionFromSheets";
import { sessionFromSheets } from "../session/publish/sessionFromSheets";
import type { SessionSheets } from "../session/publish/sessionSheets";
import { findSessions } from "../session/publish/sessionSheets";
import { cleanSheetName } from "../session/sheetNames";

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

export type PublishFormat = "usebio" | "pbn";

export interface PublishedFile {
  readonly fileName: string;
  readonly mimeType: string;
  readonly text: string;
  readonly boards: number;
  readonly pairs: number;
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

export async function listSessions(context: PublishContextApi): Promise<SessionSheets[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  return findSessions(sheets.items.map((sheet) => sheet.name));
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
  sheets: SessionSheets,
  format: PublishFormat,
  options: PublishOptions & { readonly confirmed?: boolean }
): Promise<PublishOutcome> {
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
  const session = sessionFromSheets(
    {
      sheets,
      results: values(sheets.results),
      pointsFormula: textOfCell(read.get(sheets.results)?.formulas[1]?.[10]),
      ranking: values(sheets.ranking),
      ...(sheets.pairs ? { pairs: values(sheets.pairs) } : {}),
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
