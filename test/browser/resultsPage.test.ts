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
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { RESULT_COLUMNS } from "../../src/session/pairsResultsSheet";
import { ROOT } from "../support/manifest";
import { routeAddin } from "./addinPage";
import { usePaneBrowser } from "./paneBrowser";
import { fakeOfficeScript } from "./fakeOffice";
import type { Computed, Grid } from "./resultsPageLook";
import {
  IMAGES,
  computeWorkbook,
  handRecordCells,
  expectLooksRight,
  expectSelfContained,
  lookAt,
  numberShown,
  rounded,
  setComputed,
} from "./resultsPageLook";

jest.setTimeout(300_000);

const HOWELL = fs.readFileSync(path.join(ROOT, "test/fixtures/usebio/mp_pairs_howell.xml"), "utf8");

const chromium = usePaneBrowser();

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
    const looked = await lookAt(chromium, html, readPage, {
      prefix: "results-page",
      views: { top: "header", board: "section.board", card: "section.card" },
      desktop: "board",
      print: "section.board",
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
    const looked = await lookAt(chromium, html, readPage, undefined);
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
    const looked = await lookAt(chromium, html, readPage, {
      prefix: "results-page-usebio",
      views: { board: "section.board" },
      desktop: "board",
    });
    expectLooksRight(looked);
    expect(looked.shown.boards).toHaveLength(27);
    expect(looked.shown.cards).toHaveLength(12);
    // Players' names from the Pairs sheet, each pair's card linked from the ranking.
    expect(looked.shown.ranking[0]?.[2]).toMatch(/^Player \d+ & Player \d+$/);
    expectNumbersOfSheets(looked.shown, computed, base);
  });
});
