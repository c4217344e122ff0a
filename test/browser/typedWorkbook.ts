/*
 * The fake workbook a pane's browser test built, typed into and computed: cells typed through
 * Excel's API as a scorer's typing reaches the workbook, and the sheets read back and computed by
 * a real formula engine (../support/formulaEngine.ts, HyperFormula with every BRIDGE function),
 * since the fake Excel computes nothing.
 */
import type { Page } from "playwright-core";
import type { EvaluatedWorkbook } from "../support/formulaEngine";
import { evaluatePlan } from "../support/formulaEngine";
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";

type Typed = string | number;

/** Types `rows` into sheet `sheet` from `address` (its top-left cell, "F2"), in one write. */
export async function typeCells(
  page: Page,
  sheet: string,
  address: string,
  rows: readonly (readonly Typed[])[]
): Promise<void> {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(`not a cell: ${address}`);
  const letters = match[1] ?? "";
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  let lastLetters = "";
  for (let rest = column + (rows[0]?.length ?? 1) - 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    lastLetters = String.fromCharCode(65 + ((rest - 1) % 26)) + lastLetters;
  const range = `${address}:${lastLetters}${Number(match[2]) + rows.length - 1}`;
  await page.evaluate(
    async ([name, where, cells]) => {
      type Context = {
        workbook: {
          worksheets: { getItem(n: string): { getRange(a: string): { values: unknown } } };
        };
        sync(): Promise<void>;
      };
      const excel = (
        window as unknown as { Excel: { run(b: (c: Context) => Promise<void>): Promise<void> } }
      ).Excel;
      await excel.run(async (context) => {
        context.workbook.worksheets.getItem(name).getRange(where).values = cells;
        await context.sync();
      });
    },
    [sheet, range, rows.map((row) => [...row])] as const
  );
}

/** The sheets whose names start with `base`, as written and typed, computed. */
export async function computedSheets(page: Page, base: string): Promise<EvaluatedWorkbook> {
  const sheets = await page.evaluate((prefix) => {
    type Written = { values?: unknown[][]; formulas?: unknown[][] };
    const book = (
      window as unknown as {
        __fake: { book: { sheets: { name: string; ranges: Map<string, Written> }[] } };
      }
    ).__fake.book;
    return book.sheets
      .filter((sheet) => sheet.name.startsWith(prefix))
      .map((sheet) => ({
        name: sheet.name,
        // In the order written: a later write over the same cells wins.
        blocks: [...sheet.ranges].flatMap(([address, written]): object[] => {
          const topLeft = address.split(":")[0] ?? address;
          if (written.formulas) return [{ address: topLeft, formulas: written.formulas }];
          if (written.values) return [{ address: topLeft, values: written.values }];
          return [];
        }),
      }));
  }, base);
  const plan = {
    sheets: sheets.map((sheet) => ({ name: sheet.name, blocks: sheet.blocks as CellBlock[] })),
    names: [],
    activate: base,
  } as unknown as SessionPlan & { sheets: SheetPlan[] };
  return evaluatePlan(plan);
}
