/*
 * What the browser tests of the results pages (./resultsPage.test.ts for pairs,
 * ./teamsResultsPage.test.ts for teams) share: the pane's written sheets computed by a real
 * formula engine standing in for Excel (test/support/formulaEngine.ts, HyperFormula with the
 * BRIDGE functions), BRIDGE.DDROW, which Excel computes asynchronously and HyperFormula cannot
 * await, called as Excel would call it and its answer put in its cell; then the saved page
 * opened with JavaScript off at 360 px (a phone: nothing scrolls sideways) and 1024 px, printed
 * to A4 PDF, and checked by axe-core (no serious or critical issue).
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Page } from "playwright-core";
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";
import { parseCell } from "../../src/session/a1";
import { HAND_RECORD_COLUMNS, HAND_RECORD_ROWS } from "../../src/session/handRecords";
import { customFunctions } from "../fuzz/customFunctions";
import { evaluatePlan } from "../support/formulaEngine";
import { ROOT } from "../support/manifest";
import { withIndirectWrittenOut } from "../support/swissEvent";
import type { PaneBrowser } from "./paneBrowser";
import { blankSheetPlan, writtenSheets as writtenRanges } from "./writtenWorkbook";

export const IMAGES = path.join(ROOT, "docs", "images");
const AXE = path.join(ROOT, "node_modules", "axe-core", "axe.min.js");
/** A page to e-mail: the Howell's 27 boards and 12 pairs measured 148 KB when written. */
const MAX_PAGE_BYTES = 400 * 1024;

export type Grid = unknown[][];
export type Computed = Record<string, Grid>;
export type WrittenSheet = { name: string; ranges: [string, Grid][] };

/** What the pane wrote, sheet by sheet: each range's formulas, else its values. */
export async function writtenSheets(page: Page): Promise<WrittenSheet[]> {
  return (await writtenRanges(page)).map((sheet) => ({
    name: sheet.name,
    ranges: sheet.ranges.flatMap(({ address, formulas, values }): [string, Grid][] => {
      const cells = formulas ?? values;
      return cells ? [[address, cells]] : [];
    }),
  }));
}

function cellOf(sheet: WrittenSheet, address: string): unknown {
  const { column, row } = parseCell(address.replace(/\$/g, ""));
  for (const [at, cells] of sheet.ranges) {
    const start = parseCell(at.split(":")[0] as string);
    const value = cells[row - start.row]?.[column - start.column];
    if (value !== undefined && row >= start.row && column >= start.column) return value;
  }
  return undefined;
}

const DDROW = customFunctions().find((fn) => fn.id === "DDROW");
/** BRIDGE.DDROW's answers by deal: the sample's deals are solved once for both languages. */
const solved = new Map<string, number[][]>();

/**
 * The written sheets as a plan the formula engine computes, each BRIDGE.DDROW replaced by its
 * answer: the add-in's own function called as Excel calls it (its deal cell as a 1x1 range).
 */
async function solvedPlan(sheets: readonly WrittenSheet[]): Promise<SessionPlan> {
  if (!DDROW) throw new Error("no BRIDGE.DDROW");
  const plans: SheetPlan[] = [];
  for (const sheet of sheets) {
    const blocks: CellBlock[] = [];
    for (const [address, cells] of sheet.ranges) {
      const start = address.split(":")[0] as string;
      const ddrow = /^=BRIDGE\.DDROW\((\$?[A-Z]+\$?\d+)\)$/.exec(String(cells[0]?.[0]));
      if (!ddrow) {
        const isFormula = cells.some((row) => row.some((c) => String(c).startsWith("=")));
        blocks.push(
          isFormula
            ? { address: start, formulas: cells as string[][] }
            : { address: start, values: cells as (string | number)[][] }
        );
        continue;
      }
      const deal = String(cellOf(sheet, ddrow[1] as string));
      let answer = solved.get(deal);
      if (!answer) {
        const args = Array.from({ length: DDROW.parameterCount }, (_, i) =>
          i === 0 ? [[deal]] : null
        );
        answer = (await DDROW.call(...args)) as number[][];
        solved.set(deal, answer);
      }
      blocks.push({ address: start, values: answer });
    }
    plans.push(blankSheetPlan(sheet.name, blocks));
  }
  return { sheets: plans, names: [], activate: "" };
}

/** Every sheet's computed values from A1, as the Excel API shows them ("" for a blank). */
export async function computeWorkbook(page: Page): Promise<Computed> {
  const sheets = await writtenSheets(page);
  // A teams event's sheets read one another through INDIRECT, which HyperFormula lacks.
  const workbook = evaluatePlan(withIndirectWrittenOut(await solvedPlan(sheets)));
  const computed: Computed = {};
  for (const sheet of sheets) {
    if (sheet.ranges.length === 0) continue;
    const rows = Math.max(
      ...sheet.ranges.map(([at, cells]) => parseCell(at.split(":")[0] as string).row + cells.length)
    );
    computed[sheet.name] = workbook
      .values(sheet.name, `A1:Z${rows + 60}`)
      .map((row) =>
        row.map((cell) =>
          cell === null ? "" : typeof cell === "object" && "value" in cell ? cell.value : cell
        )
      );
  }
  workbook.destroy();
  return computed;
}

export async function setComputed(page: Page, computed: Computed): Promise<void> {
  await page.evaluate((values) => {
    (window as unknown as { __fake: { book: { computed: unknown } } }).__fake.book.computed =
      values;
  }, computed);
}

export interface Looked<Shown> {
  readonly overflow: { width: number; scrollWidth: number; clientWidth: number }[];
  readonly pdfPages: number;
  readonly serious: string[];
  readonly shown: Shown;
}

/**
 * Screenshots for the guide: their names' prefix, each view's name and the element it scrolls
 * to, the view the desktop width shows too, and whether a print preview scrolled to `print`.
 */
export interface Shots {
  readonly prefix: string;
  readonly views: Readonly<Record<string, string>>;
  readonly desktop?: string;
  readonly print?: string;
}

/** Opens the page with JavaScript off at each width, prints it to A4, runs axe-core in it. */
export async function lookAt<Shown>(
  chromium: PaneBrowser,
  html: string,
  read: (page: Page) => Promise<Shown>,
  shots: Shots | undefined
): Promise<Looked<Shown>> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "results-page-")), "page.html");
  fs.writeFileSync(file, html);
  const overflow: Looked<Shown>["overflow"] = [];
  const noScript = await chromium.browser.newContext({ javaScriptEnabled: false });
  // No request leaves the page: a self-contained file.
  const requests: string[] = [];
  noScript.on("request", (request) => {
    if (!request.url().startsWith("file:")) requests.push(request.url());
  });
  const page = await noScript.newPage();
  await page.goto(`file://${file}`);
  let shown: Shown | undefined;
  for (const width of [360, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    const sizes = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    overflow.push({ width, ...sizes });
    shown ??= await read(page);
    // The phone shows each view; the desktop, the one view its width changes most.
    const views = Object.entries(shots?.views ?? {});
    for (const [view, selector] of views.filter(([v]) => width === 360 || v === shots?.desktop)) {
      await page.evaluate((at) => document.querySelector(at)?.scrollIntoView(), selector);
      await page.screenshot({ path: path.join(IMAGES, `${shots?.prefix}-${view}-${width}.png`) });
    }
  }
  if (shots?.print !== undefined) {
    // A4's width at 96 dpi less 12 mm margins, as the print style sheet lays it out.
    await page.setViewportSize({ width: 703, height: 1032 });
    await page.emulateMedia({ media: "print" });
    await page.evaluate((at) => document.querySelector(at)?.scrollIntoView(), shots.print);
    await page.screenshot({ path: path.join(IMAGES, `${shots.prefix}-print.png`) });
    await page.emulateMedia({ media: null });
  }
  const pdf = await page.pdf({ format: "A4", printBackground: true });
  const pdfPages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  await noScript.close();
  expect(requests).toEqual([]);

  const withScript = await chromium.browser.newContext({ viewport: { width: 360, height: 800 } });
  const axePage = await withScript.newPage();
  await axePage.goto(`file://${file}`);
  await axePage.addScriptTag({ path: AXE });
  const violations = await axePage.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  await withScript.close();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`);
  console.log(
    `results page ${Math.round(html.length / 1024)} KB, ${pdfPages} A4 pages; axe: ${
      violations.map((v) => `${v.id} ${v.impact}`).join(", ") || "no violation"
    }`
  );
  return { overflow, pdfPages, serious, shown: shown as Shown };
}

export function expectSelfContained(html: string): void {
  expect(html.length).toBeLessThan(MAX_PAGE_BYTES);
  expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|url\(/i);
  expect(html).not.toMatch(/https?:\/\//);
}

export function expectLooksRight<Shown>(looked: Looked<Shown>): void {
  for (const { width, scrollWidth, clientWidth } of looked.overflow)
    expect({ width, scrollWidth: Math.min(scrollWidth, clientWidth) }).toEqual({
      width,
      scrollWidth,
    });
  expect(looked.pdfPages).toBeGreaterThan(1);
  expect(looked.serious).toEqual([]);
}

/** A number as the page shows it ("57,89" in French), read back; NaN when it is not one. */
export const numberShown = (text: string): number =>
  text === "" ? NaN : Number(text.replace(",", "."));
export const rounded = (value: unknown, decimals = 2): number =>
  typeof value === "number" ? Number(value.toFixed(decimals)) : NaN;

/** Each board's makeable levels (N E S W by C D H S NT, "" for none) and par, from its block. */
export function handRecordCells(sheet: Grid): Map<number, { makeable: unknown[][]; par: unknown }> {
  const C = HAND_RECORD_COLUMNS;
  const R = HAND_RECORD_ROWS;
  const found = new Map<number, { makeable: unknown[][]; par: unknown }>();
  sheet.forEach((row, index) => {
    const board = row[C.firstHand - 1];
    if (!/^(Board|Donne)$/.test(String(row[C.label - 1])) || typeof board !== "number") return;
    const first = index + R.firstSuit;
    found.set(board, {
      makeable: [0, 1, 2, 3].map((seat) =>
        [0, 1, 2, 3, 4].map((strain) => sheet[first + seat]?.[C.firstMakeable - 1 + strain])
      ),
      par: sheet[first]?.[C.par - 1],
    });
  });
  return found;
}
