/*
 * The fake workbook a pane's browser test built, typed into and computed: cells typed through
 * Excel's API as a scorer's typing reaches the workbook, and the sheets read back and computed by
 * a real formula engine (../support/formulaEngine.ts, HyperFormula with every BRIDGE function;
 * ./writtenWorkbook.ts reads them), since the fake Excel computes nothing.
 */
import type { Page } from "playwright-core";
import type { EvaluatedWorkbook } from "../support/formulaEngine";
import { evaluatePlan } from "../support/formulaEngine";
import { asPlan, writtenSheets } from "./writtenWorkbook";

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
  // In the order written: a later write over the same cells wins.
  const sheets = (await writtenSheets(page)).filter((sheet) => sheet.name.startsWith(base));
  return evaluatePlan(asPlan(sheets));
}
