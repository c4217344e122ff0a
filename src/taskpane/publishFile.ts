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
import { isHandRecordsSheet, readHandRecordsSheet } from "../session/publish/handRecordsFromSheet";
import type { PublishOptions } from "../session/publish/sessionFromSheets";
import { sessionFromSheets } from "../session/publish/sessionFromSheets";
import type { SessionSheets } from "../session/publish/sessionSheets";
import { findSessions } from "../session/publish/sessionSheets";
import { cleanSheetName } from "../session/sheetNames";
import { membersSheetIn } from "../session/members";

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
}

/** A PublishError's message in the pane's language; undefined for any other error. */
export function publishErrorMessage(error: unknown, language: Language): string | undefined {
  return error instanceof PublishError ? publishProblem(error.problem, language) : undefined;
}

export async function listSessions(context: PublishContextApi): Promise<SessionSheets[]> {
  return findSessions(await sheetNames(context));
}

async function sheetNames(context: PublishContextApi): Promise<string[]> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  await context.sync();
  return sheets.items.map((sheet) => sheet.name);
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

export async function publishSession(
  context: PublishContextApi,
  sheets: SessionSheets,
  format: PublishFormat,
  options: PublishOptions
): Promise<PublishedFile> {
  const members = membersSheetIn(await sheetNames(context));
  const names = [
    sheets.results,
    sheets.ranking,
    ...(sheets.pairs ? [sheets.pairs] : []),
    ...(members ? [members] : []),
  ];
  const read = await readSheets(context, [...names, ...sheets.handRecords]);
  const values = (name: string): Rows => read.get(name)?.values ?? [];
  const handSheet = sheets.handRecords.find((name) => isHandRecordsSheet(values(name)));
  const session = sessionFromSheets(
    {
      sheets,
      results: values(sheets.results),
      pointsFormula: textOfCell(read.get(sheets.results)?.formulas[1]?.[10]),
      ranking: values(sheets.ranking),
      ...(sheets.pairs ? { pairs: values(sheets.pairs) } : {}),
      ...(members ? { members: values(members) } : {}),
      handRecords: handSheet ? readHandRecordsSheet(values(handSheet)) : [],
    },
    options
  );
  const base = cleanSheetName(sheets.base) || "session";
  const counts = { boards: session.boards.length, pairs: session.pairs.length };
  if (format === "usebio")
    return {
      fileName: `${base}.xml`,
      mimeType: "application/xml",
      text: writeUsebio(session),
      ...counts,
    };
  return {
    fileName: `${base}.pbn`,
    mimeType: "text/plain",
    text: writePbn(session.handRecords, { event: session.event.title ?? base, results: session }),
    ...counts,
  };
}
