/*
 * The results page the pane saves ("Save the results page" in "Publish the results"), in headless
 * Chromium with a fake Excel (./fakeOffice.ts): from the sample session the pane builds (in English
 * and in French), and from the Compscore3 Howell session of test/fixtures/usebio (abftech/cobalt,
 * GPL-3.0) opened with "Open a results file". The sheets the pane wrote are computed by a real
 * formula engine standing in for Excel (HyperFormula with the BRIDGE functions,
 * test/support/formulaEngine.ts); BRIDGE.DDROW, which Excel computes asynchronously and
 * HyperFormula cannot await, is called here as Excel would call it and its answer put in its
 * cell, so the Hand records sheet's makeable contracts and par are the functions' own.
 *
 * The saved page is then opened with JavaScript off at 360 px (a phone: nothing scrolls
 * sideways) and 1024 px, printed to A4 PDF, checked by axe-core (no serious or critical issue),
 * and read back: every place, total, percentage, score, points, makeable level and par on it is
 * the computed sheets' value (read here from the sheets' cells, not through the pane's reader).
 * Saves the screenshots docs/guide/files.md shows. `npm run build` first.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";
import { HAND_RECORD_COLUMNS, HAND_RECORD_ROWS } from "../../src/session/handRecords";
import { RESULT_COLUMNS } from "../../src/session/pairsSession";
import { parseCell } from "../../src/session/a1";
import { customFunctions } from "../fuzz/customFunctions";
import { evaluatePlan } from "../support/formulaEngine";
import { ROOT } from "../support/manifest";
import { routeAddin } from "./addinPage";
import { usePaneBrowser } from "./paneBrowser";
import { fakeOfficeScript } from "./fakeOffice";

jest.setTimeout(300_000);

const IMAGES = path.join(ROOT, "docs", "images");
const HOWELL = fs.readFileSync(path.join(ROOT, "test/fixtures/usebio/mp_pairs_howell.xml"), "utf8");
const AXE = path.join(ROOT, "node_modules", "axe-core", "axe.min.js");
/** A page to e-mail: the Howell's 27 boards and 12 pairs measured 148 KB when written. */
const MAX_PAGE_BYTES = 400 * 1024;

const chromium = usePaneBrowser();

type Grid = unknown[][];
type Computed = Record<string, Grid>;
type WrittenSheet = { name: string; ranges: [string, Grid][] };

async function openPane(displayLanguage: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.browser.newContext({
    viewport: { width: 320, height: 900 },
    acceptDownloads: true,
  });
  await routeAddin(context, chromium.addinBase);
  await context.addInitScript(
    fakeOfficeScript({ displayLanguage, sheets: ["Sheet1"], supported: true })
  );
  const page = await context.newPage();
  await page.goto(chromium.paneUrl, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(
    () => !(document.getElementById("build") as HTMLButtonElement).disabled
  );
  return { context, page };
}

/** What the pane wrote, sheet by sheet: each range's formulas, else its values. */
function writtenSheets(page: Page): Promise<WrittenSheet[]> {
  return page.evaluate(() => {
    type Record = { values?: unknown[][]; formulas?: unknown[][] };
    const book = (
      window as unknown as {
        __fake: { book: { sheets: { name: string; ranges: Map<string, Record> }[] } };
      }
    ).__fake.book;
    return book.sheets.map((sheet) => ({
      name: sheet.name,
      ranges: [...sheet.ranges.entries()]
        .filter(([, range]) => range.formulas ?? range.values)
        .map(([address, range]) => [address, (range.formulas ?? range.values) as unknown[][]]),
    }));
  });
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
    plans.push({
      role: "results",
      name: sheet.name,
      blocks,
      headerAddresses: [],
      headerRows: 0,
      columnWidths: [],
      numberFormats: [],
      validations: [],
      highlights: [],
    } as unknown as SheetPlan);
  }
  return { sheets: plans, names: [], activate: "" };
}

/** Every sheet's computed values from A1, as the Excel API shows them ("" for a blank). */
async function computeWorkbook(page: Page): Promise<Computed> {
  const sheets = await writtenSheets(page);
  const workbook = evaluatePlan(await solvedPlan(sheets));
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

async function setComputed(page: Page, computed: Computed): Promise<void> {
  await page.evaluate((values) => {
    (window as unknown as { __fake: { book: { computed: unknown } } }).__fake.book.computed =
      values;
  }, computed);
}

async function savePage(page: Page): Promise<{ name: string; html: string }> {
  await page.waitForFunction(
    () => !(document.getElementById("save-page") as HTMLButtonElement).disabled
  );
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save-page")]);
  return {
    name: download.suggestedFilename(),
    html: fs.readFileSync(await download.path(), "utf8"),
  };
}

// ---- What the page shows ------------------------------------------------------------------------

interface Shown {
  readonly lang: string;
  readonly ranking: string[][];
  readonly boards: {
    board: number;
    lines: string[][];
    makeable: string[][];
    par: string | undefined;
  }[];
  readonly cards: { id: string; rows: string[][] }[];
}

function readPage(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const texts = (row: Element) =>
      Array.from(row.querySelectorAll("td")).map((cell) => cell.textContent.trim());
    return {
      lang: document.documentElement.lang,
      ranking: Array.from(document.querySelectorAll("#ranking tbody tr")).map(texts),
      boards: Array.from(document.querySelectorAll("section.board")).map((section) => ({
        board: Number(section.id.slice(1)),
        lines: Array.from(section.querySelectorAll("table.traveller tbody tr")).map(texts),
        makeable: Array.from(section.querySelectorAll(".dd tbody tr")).map(texts),
        par: section.querySelector(".par")?.textContent ?? undefined,
      })),
      cards: Array.from(document.querySelectorAll("section.card")).map((section) => ({
        id: section.id,
        rows: Array.from(section.querySelectorAll("tbody tr")).map(texts),
      })),
    };
  });
}

/** A number as the page shows it ("57,89" in French), read back; NaN when it is not one. */
const numberShown = (text: string): number => (text === "" ? NaN : Number(text.replace(",", ".")));
const rounded = (value: unknown, decimals = 2): number =>
  typeof value === "number" ? Number(value.toFixed(decimals)) : NaN;

/** The computed sheets of the session named `base` (English or French sheet names). */
function sessionSheets(computed: Computed, base: string) {
  const find = (...names: string[]) => names.map((name) => computed[name]).find(Boolean) ?? [];
  return {
    results: find(base),
    ranking: find(`${base} Ranking`, `${base} Classement`),
    handRecords: find(`${base} Hand records`, `${base} Diagrammes`),
  };
}

/** The Results sheet's scored lines, board by board in board order, each in its row's order. */
function resultLines(results: Grid): Map<number, unknown[][]> {
  const C = RESULT_COLUMNS;
  const byBoard = new Map<number, unknown[][]>();
  for (const row of results.slice(1)) {
    const board = row[C.board - 1];
    const score = row[C.nsScore - 1];
    if (typeof board !== "number" || score === "" || score === undefined) continue;
    byBoard.set(board, [...(byBoard.get(board) ?? []), row]);
  }
  return new Map([...byBoard.entries()].sort(([a], [b]) => a - b));
}

/** Each board's makeable levels (N E S W by C D H S NT, "" for none) and par, from its block. */
function handRecordCells(sheet: Grid): Map<number, { makeable: unknown[][]; par: unknown }> {
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

/** Every number of the page against the computed sheets' cells. */
function expectNumbersOfSheets(shown: Shown, computed: Computed, base: string): void {
  const sheets = sessionSheets(computed, base);
  // The ranking: place, pair, total and percentage of every pair, in any order.
  const rankingRows = sheets.ranking
    .slice(1)
    .filter((row) => row[1] !== "" && row[1] !== undefined)
    .map((row) => [String(row[0]), String(row[1]), rounded(row[3]), rounded(row[4])].join("|"));
  expect(rankingRows.length).toBeGreaterThan(0);
  expect(
    shown.ranking
      .map((row) =>
        [row[0], row[1], numberShown(row[3] ?? ""), numberShown(row[4] ?? "")].join("|")
      )
      .sort()
  ).toEqual(rankingRows.sort());

  // Each traveller: pairs, the NS score and both sides' points of every line.
  const C = RESULT_COLUMNS;
  const lines = resultLines(sheets.results);
  expect(shown.boards.map((board) => board.board)).toEqual([...lines.keys()]);
  const asNumber = (text: string) => (text === "" ? "" : numberShown(text));
  const cellNumber = (value: unknown) => (typeof value === "number" ? rounded(value) : "");
  for (const board of shown.boards) {
    const rows = lines.get(board.board) ?? [];
    expect(
      board.lines.map((line) => [
        line[0],
        line[1],
        asNumber(line[6] ?? ""),
        asNumber(line[7] ?? ""),
        asNumber(line[8] ?? ""),
      ])
    ).toEqual(
      rows.map((row) => [
        String(row[C.ns - 1]),
        String(row[C.ew - 1]),
        cellNumber(row[C.nsScore - 1]),
        cellNumber(row[C.nsPoints - 1]),
        cellNumber(row[C.ewPoints - 1]),
      ])
    );
  }

  // Makeable levels and par: the Hand records sheet's cells.
  const records = handRecordCells(sheets.handRecords);
  expect(records.size).toBeGreaterThan(0);
  for (const board of shown.boards) {
    const record = records.get(board.board);
    if (!record) continue;
    // The page's rows are N S E W and its columns NT ♠ ♥ ♦ ♣; the sheet's N E S W by C D H S NT.
    const level = (value: unknown) => (typeof value === "number" ? String(value) : "–");
    const sheetRows = [0, 2, 1, 3].map((seat) =>
      [4, 3, 2, 1, 0].map((strain) => level(record.makeable[seat]?.[strain]))
    );
    expect(board.makeable).toEqual(sheetRows);
    expect(typeof record.par).toBe("number");
    expect(numberShown(board.par ?? "")).toBe(record.par);
  }

  // Each score card: every line of the pair, its points those of its side on the traveller.
  const cardLines = shown.cards.reduce((sum, card) => sum + card.rows.length, 0);
  const allLines = [...lines.values()].reduce((sum, rows) => sum + rows.length, 0);
  expect(cardLines).toBe(2 * allLines);
  const points = new Set(
    [...lines.values()]
      .flat()
      .flatMap((row) => [cellNumber(row[C.nsPoints - 1]), cellNumber(row[C.ewPoints - 1])])
  );
  for (const card of shown.cards)
    for (const row of card.rows) {
      const shownPoints = row[row.length - 3] ?? "";
      expect(points.has(numberShown(shownPoints))).toBe(true);
    }
}

// ---- The page in a browser ----------------------------------------------------------------------

interface Looked {
  readonly overflow: { width: number; scrollWidth: number; clientWidth: number }[];
  readonly pdfPages: number;
  readonly serious: string[];
  readonly shown: Shown;
}

/** Screenshots for the guide: their names' prefix, and which views. */
interface Shots {
  readonly prefix: string;
  readonly views: readonly ("top" | "board" | "card")[];
  readonly print: boolean;
}

const VIEWS = {
  top: "header",
  board: "section.board",
  card: "section.card",
} as const;

/** Opens the page with JavaScript off at each width, prints it to A4, runs axe-core in it. */
async function lookAt(html: string, shots: Shots | undefined): Promise<Looked> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "results-page-")), "page.html");
  fs.writeFileSync(file, html);
  const overflow: Looked["overflow"] = [];
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
    shown ??= await readPage(page);
    // The phone shows each view; the desktop, the board (the one view its width changes).
    for (const view of (shots?.views ?? []).filter((v) => width === 360 || v === "board")) {
      await page.evaluate(
        (selector) => document.querySelector(selector)?.scrollIntoView(),
        VIEWS[view]
      );
      await page.screenshot({ path: path.join(IMAGES, `${shots?.prefix}-${view}-${width}.png`) });
    }
  }
  if (shots?.print) {
    // A4's width at 96 dpi less 12 mm margins, as the print style sheet lays it out.
    await page.setViewportSize({ width: 703, height: 1032 });
    await page.emulateMedia({ media: "print" });
    await page.evaluate(() => document.querySelector("section.board")?.scrollIntoView());
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

function expectSelfContained(html: string): void {
  expect(html.length).toBeLessThan(MAX_PAGE_BYTES);
  expect(html).not.toMatch(/<script|<link|<img|<iframe|src=|url\(/i);
  expect(html).not.toMatch(/https?:\/\//);
}

function expectLooksRight(looked: Looked): void {
  for (const { width, scrollWidth, clientWidth } of looked.overflow)
    expect({ width, scrollWidth: Math.min(scrollWidth, clientWidth) }).toEqual({
      width,
      scrollWidth,
    });
  expect(looked.pdfPages).toBeGreaterThan(1);
  expect(looked.serious).toEqual([]);
}

async function buildSample(page: Page): Promise<string> {
  await page.click("#build-sample");
  await page.waitForSelector("#report:not([hidden])");
  await page.waitForFunction(
    () => (document.getElementById("publish-session") as HTMLSelectElement).options.length > 0
  );
  return page.locator("#publish-session").inputValue();
}

describe("the results page", () => {
  it("of the sample session: every number the sheets', no sideways scroll at 360 px, prints on A4, no serious accessibility issue", async () => {
    const { context, page } = await openPane("en-US");
    const base = await buildSample(page);
    const computed = await computeWorkbook(page);
    await setComputed(page, computed);
    const { name, html } = await savePage(page);
    expect(name).toBe(`${base}.html`);
    expect(await page.locator("#publish-status").innerText()).toMatch(
      /^Saved Session .*\.html: 21 boards, 14 pairs\./
    );
    await page.evaluate(() => document.getElementById("publish-title")?.scrollIntoView());
    await page.screenshot({ path: path.join(IMAGES, "taskpane-publish-page.png") });
    await context.close();
    expectSelfContained(html);
    const looked = await lookAt(html, {
      prefix: "results-page",
      views: ["top", "board", "card"],
      print: true,
    });
    expectLooksRight(looked);
    expect(looked.shown.lang).toBe("en");
    expect(looked.shown.boards).toHaveLength(21);
    expect(looked.shown.cards).toHaveLength(14);
    expectNumbersOfSheets(looked.shown, computed, base);
  });

  it("of the sample session built in French is in French", async () => {
    const { context, page } = await openPane("fr-FR");
    const base = await buildSample(page);
    const computed = await computeWorkbook(page);
    await setComputed(page, computed);
    const { html } = await savePage(page);
    await context.close();
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toContain(">Classement</h2>");
    expect(html).toContain("Feuille de route");
    const looked = await lookAt(html, undefined);
    expectLooksRight(looked);
    expectNumbersOfSheets(looked.shown, computed, base);
  });

  it("of a Compscore session opened from its USEBIO file", async () => {
    const { context, page } = await openPane("en-US");
    await page.setInputFiles("#results-file", {
      name: "mp_pairs_howell.xml",
      mimeType: "text/xml",
      buffer: Buffer.from(HOWELL, "utf8"),
    });
    await page.waitForFunction(
      () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
    );
    await page.click("#build-results");
    await page.waitForSelector("#report:not([hidden])");
    await page.click("#publish-session");
    await page.waitForFunction(
      () => (document.getElementById("publish-session") as HTMLSelectElement).options.length > 0
    );
    const base = await page.locator("#publish-session").inputValue();
    expect(base).toBe("2022-07-27");
    const computed = await computeWorkbook(page);
    await setComputed(page, computed);
    const { html } = await savePage(page);
    await context.close();
    expectSelfContained(html);
    const looked = await lookAt(html, {
      prefix: "results-page-usebio",
      views: ["board"],
      print: false,
    });
    expectLooksRight(looked);
    expect(looked.shown.boards).toHaveLength(27);
    expect(looked.shown.cards).toHaveLength(12);
    // Players' names from the Pairs sheet, each pair's card linked from the ranking.
    expect(looked.shown.ranking[0]?.[2]).toMatch(/^Player \d+ & Player \d+$/);
    expectNumbersOfSheets(looked.shown, computed, base);
  });
});
