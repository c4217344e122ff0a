/*
 * What publishing reads and gives (./publishFile.ts, ./publishTeamsFile.ts): the Excel API
 * objects it reads (ExcelApi 1.4), each sheet's values and formulas placed from A1, read in one
 * sync, and the file or warning it hands the pane. Reading never writes to the workbook.
 */
import { parseCell } from "../session/a1";
import type { Rows } from "../session/publish/cells";
import type { HandRecordsChoice } from "../session/publish/handRecordsChoice";

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

/** Each format's file: its extension and its MIME type. */
const FILE_TYPES: Readonly<Record<PublishFormat, { extension: string; mimeType: string }>> = {
  usebio: { extension: "xml", mimeType: "application/xml" },
  pbn: { extension: "pbn", mimeType: "text/plain" },
  page: { extension: "html", mimeType: "text/html" },
};

/** What a saved file holds besides its name and text: what it counts, its hand records. */
type FileContents = Omit<PublishedFile, "fileName" | "mimeType" | "text">;

/** The outcome of saving `text` as `base` in `format`: base.xml, base.pbn or base.html. */
export function savedFile(
  format: PublishFormat,
  base: string,
  text: string,
  contents: FileContents
): PublishOutcome {
  const { extension, mimeType } = FILE_TYPES[format];
  return { kind: "file", file: { fileName: `${base}.${extension}`, mimeType, text, ...contents } };
}

export interface SheetRead {
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
export async function readSheets(
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
