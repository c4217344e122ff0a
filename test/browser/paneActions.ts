/*
 * What the pane's browser tests of files do as a user would, shared: open the built pane with a
 * fake Excel (./fakeOffice.ts), find a section by its heading, save a file through the
 * download it starts, put computed values where Excel would show them, and list the sheets.
 */
import * as fs from "fs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { routeAddin } from "./addinPage";
import type { FakeOfficeOptions } from "./fakeOffice";
import { fakeOfficeScript } from "./fakeOffice";
import type { PaneBrowser } from "./paneBrowser";

export interface OpenPane {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The page's uncaught errors, but office.js's own redefinition of Office.context. */
  readonly errors: () => string[];
}

/** The pane in a new context (downloads accepted), once its Build button is enabled. */
export async function openPane(
  chromium: PaneBrowser,
  options: Partial<FakeOfficeOptions> & { readonly width?: number } = {}
): Promise<OpenPane> {
  const context = await chromium.browser.newContext({
    viewport: { width: options.width ?? 320, height: 900 },
    acceptDownloads: true,
  });
  await routeAddin(context, chromium.addinBase);
  await context.addInitScript(
    fakeOfficeScript({ displayLanguage: "en-US", sheets: ["Sheet1"], supported: true, ...options })
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.goto(chromium.paneUrl, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => {
    const button = document.getElementById("build") as HTMLButtonElement | null;
    return button !== null && !button.disabled;
  });
  return {
    context,
    page,
    errors: () => errors.filter((error) => !/Cannot redefine property: context/.test(error)),
  };
}

/** A section of the pane by its heading, as a user finds it. */
export const section = (page: Page, heading: string): Locator =>
  page.locator("section", { has: page.getByRole("heading", { name: heading }) });

/** Clicks a button that saves a file; the file's suggested name and its text. */
export async function saveDownload(
  page: Page,
  button: Locator | string
): Promise<{ name: string; text: string }> {
  const click = typeof button === "string" ? page.click(button) : button.click();
  const [download] = await Promise.all([page.waitForEvent("download"), click]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, "utf8") };
}

/** What Excel would show in these sheets once computed, values from A1 (the fake computes nothing). */
export async function showComputed(page: Page, sheets: Record<string, unknown[][]>): Promise<void> {
  await page.evaluate((values) => {
    const book = (window as unknown as { __fake: { book: { computed: Record<string, unknown> } } })
      .__fake.book;
    book.computed = { ...book.computed, ...values };
  }, sheets);
}

type Written = { values?: unknown[][]; formulas?: unknown[][] };
type Book = { sheets: { name: string; ranges: Map<string, Written> }[] };

/** The workbook's sheets' names, in order. */
export const sheetsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    (window as unknown as { __fake: { book: Book } }).__fake.book.sheets.map((s) => s.name)
  );

/** A block the pane wrote at this address (as one write gave it), or undefined. */
export const rangeOf = (page: Page, sheet: string, address: string): Promise<Written | undefined> =>
  page.evaluate(
    ([sheetName, at]) => {
      const book = (window as unknown as { __fake: { book: Book } }).__fake.book;
      const range = book.sheets.find((s) => s.name === sheetName)?.ranges.get(at);
      return range ? { values: range.values, formulas: range.formulas } : undefined;
    },
    [sheet, address] as const
  );

/**
 * A sheet as written, from A1, with each formula the pane wrote replaced by what `shown` says
 * Excel shows for it (a formula `shown` does not know stays as its text).
 */
export function writtenSheet(
  page: Page,
  sheet: string,
  shown: { readonly pattern: string; readonly value: unknown }
): Promise<unknown[][]> {
  return page.evaluate(
    ([name, pattern, value]) => {
      const book = (window as unknown as { __fake: { book: Book } }).__fake.book;
      const grid: unknown[][] = [];
      const found = new RegExp(pattern, "i");
      for (const [address, written] of book.sheets.find((s) => s.name === name)?.ranges ?? []) {
        const match = /^([A-Z]+)(\d+)/.exec(address);
        if (!match) continue;
        let column = 0;
        for (const letter of match[1] ?? "") column = column * 26 + letter.charCodeAt(0) - 64;
        const cells = written.formulas ?? written.values ?? [];
        cells.forEach((line, r) =>
          line.forEach((cell, c) => {
            const target = (grid[Number(match[2]) - 1 + r] ??= []);
            target[column - 1 + c] = typeof cell === "string" && found.test(cell) ? value : cell;
          })
        );
      }
      // Sparse: the rows no block writes are holes.
      const rows: (unknown[] | undefined)[] = grid;
      const width = Math.max(1, ...Array.from(rows, (line) => (line ?? []).length));
      return Array.from(rows, (line) => Array.from({ length: width }, (_, c) => line?.[c] ?? ""));
    },
    [sheet, shown.pattern, shown.value] as const
  );
}
