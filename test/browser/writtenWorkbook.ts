/*
 * What the pane wrote into the fake workbook (./fakeOffice.ts), read back for a test: each
 * sheet's written ranges, and the same as a plan's sheets so that a real formula engine
 * (test/support/formulaEngine.ts evaluatePlan) can compute every formula the pane wrote.
 */
import type { Page } from "playwright-core";
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";

export interface Written {
  readonly name: string;
  readonly ranges: { address: string; values?: unknown[][]; formulas?: unknown[][] }[];
}

type FakeWindow = {
  __fake: {
    book: { sheets: { name: string; ranges: Map<string, Record<string, unknown>> }[] };
  };
};

/** What the pane wrote into the fake workbook, sheet by sheet. */
export function writtenSheets(page: Page): Promise<Written[]> {
  return page.evaluate(() =>
    (window as unknown as FakeWindow).__fake.book.sheets.map((sheet) => ({
      name: sheet.name,
      ranges: [...sheet.ranges.entries()].map(([address, record]) => ({
        address,
        values: record.values as unknown[][] | undefined,
        formulas: record.formulas as unknown[][] | undefined,
      })),
    }))
  );
}

/** A sheet of cells alone, for a formula engine: no header, widths, formats, lists or highlights. */
export function blankSheetPlan(name: string, blocks: readonly CellBlock[]): SheetPlan {
  return {
    role: "results",
    name,
    blocks,
    headerAddresses: [],
    headerRows: 0,
    columnWidths: [],
    numberFormats: [],
    validations: [],
    highlights: [],
  };
}

/** The written sheets as a plan's sheets: each written range a block at its corner. */
export function asPlan(sheets: readonly Written[]): SessionPlan {
  const sheetPlan = (sheet: Written): SheetPlan =>
    blankSheetPlan(
      sheet.name,
      sheet.ranges.flatMap((range): CellBlock[] => {
        const address = range.address.split(":")[0] as string;
        if (range.formulas) return [{ address, formulas: range.formulas as string[][] }];
        if (range.values) return [{ address, values: range.values as (string | number)[][] }];
        return [];
      })
    );
  return { sheets: sheets.map(sheetPlan), names: [], activate: "" };
}
