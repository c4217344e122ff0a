/*
 * A whole Swiss teams event built in the built task pane (headless Chromium, 320 px, the fake
 * Excel of ./fakeOffice.ts): 12 teams, 6 rounds of 8-board matches. After each round the test
 * types the results into the fake workbook as a scorer would, computes every formula the pane
 * wrote in a real formula engine (test/support/formulaEngine.ts: HyperFormula with the BRIDGE
 * functions), lets the fake Excel show the standings sheet's draw and results count as computed,
 * and presses Draw the next round. Each round's draw and the final standings must equal an
 * independent computation (test/support/swissEvent.ts). Saves docs/guide/teams.md's screenshots
 * of the form and of a draw (docs/images/).
 */
import * as fs from "fs";
import * as path from "path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { blockAddress } from "../../src/session/a1";
import type { CellBlock } from "../../src/session/plan";
import { RESULTS_COUNT_CELL, drawAddress } from "../../src/session/teamsEventLayout";
import { evaluatePlan } from "../support/formulaEngine";
import { DIST, ROOT, customFunctionsUrls, readManifest } from "../support/manifest";
import type { MatchResult } from "../support/swissEvent";
import {
  independentDraw,
  independentStandings,
  standingsRows,
  plannedMatches,
  typeRound,
  withIndirectWrittenOut,
} from "../support/swissEvent";
import { readPbnTeams } from "../../src/files/pbnTeamsRead";
import { readUsebioTeams } from "../../src/files/usebioTeamsRead";
import { launchChromium, routeAddin } from "./addinPage";
import { saveDownload, section, showComputed } from "./paneActions";
import { fakeOfficeScript } from "./fakeOffice";
import { asPlan, writtenSheets } from "./writtenWorkbook";

jest.setTimeout(180_000);

const IMAGES = path.join(ROOT, "docs", "images");
const TEAMS = 12;
const ROUNDS = 6;
const EVENT = "Club Swiss";

type FakeWindow = {
  __fake: {
    book: {
      sheets: { name: string; ranges: Map<string, Record<string, unknown>> }[];
      shown: Map<string, unknown[][]>;
    };
  };
};

/** Types a round's results into the round's sheet, as the scorer does. */
async function typeInto(page: Page, sheet: string, blocks: readonly CellBlock[]): Promise<void> {
  const records = blocks.map((block) => {
    const values = "values" in block ? block.values : [];
    return {
      address: blockAddress(block.address, values.length, Math.max(...values.map((r) => r.length))),
      values,
    };
  });
  await page.evaluate(
    ({ sheet, records }) => {
      const book = (window as unknown as FakeWindow).__fake.book;
      const found = book.sheets.find((s) => s.name === sheet)!;
      for (const record of records)
        found.ranges.set(record.address, { values: record.values, conditionalFormats: [] });
    },
    { sheet, records }
  );
}

interface Computed {
  /** The standings sheet's names and STANDINGS: A1:H13. */
  readonly standings: unknown[][];
  /** A sheet's range as computed, for the pictures. */
  readonly pictures: Record<string, unknown[][]>;
}

/** Computes the workbook and lets the fake Excel show the draw and the results count. */
async function computeAndShow(page: Page, round: number): Promise<Computed> {
  const book = evaluatePlan(withIndirectWrittenOut(asPlan(await writtenSheets(page))));
  const standings = `${EVENT} Standings`;
  const shown = {
    [`${standings}!${drawAddress(TEAMS)}`]: book.values(standings, drawAddress(TEAMS)),
    [`${standings}!${RESULTS_COUNT_CELL}`]: book.values(standings, RESULTS_COUNT_CELL),
  };
  const table = book.values(standings, "A1:H13");
  const pictures = {
    standings: book.values(standings, "A1:M13"),
    round: book.values(`${EVENT} R${round}`, "A1:S7"),
  };
  book.destroy();
  await page.evaluate((entries) => {
    const book = (window as unknown as FakeWindow).__fake.book;
    for (const [key, values] of Object.entries(entries)) book.shown.set(key, values);
  }, shown);
  return { standings: table, pictures };
}

/** A computed range as a sheet looks: a grid of cells, the header row shaded. */
function gridHtml(title: string, rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) =>
    value === null || value === undefined
      ? ""
      : typeof value === "number"
        ? String(value)
        : typeof value === "string"
          ? value.replace(/&/g, "&amp;").replace(/</g, "&lt;")
          : JSON.stringify(value);
  const body = rows
    .map(
      (row, r) =>
        `<tr>${row.map((v) => `<${r === 0 ? "th" : "td"}>${cell(v)}</${r === 0 ? "th" : "td"}>`).join("")}</tr>`
    )
    .join("");
  return `<h3>${title}</h3><table>${body}</table>`;
}

const GRID_STYLE =
  "body{font:12px 'Segoe UI',Arial,sans-serif;margin:8px}h3{font-size:13px;margin:6px 0}" +
  "table{border-collapse:collapse}td,th{border:1px solid #d4d4d4;padding:2px 6px;white-space:nowrap;height:18px}" +
  "th{background:#f3f2f1;font-weight:600}td{text-align:right}";

async function report(page: Page, previous: string): Promise<string> {
  await page.waitForFunction((before) => {
    const element = document.getElementById("report");
    return element && !element.hidden && element.innerText !== before;
  }, previous);
  return page.locator("#report").innerText();
}

describe("a Swiss teams event of 12 teams and 6 rounds built in the pane", () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const results: MatchResult[] = [];

  beforeAll(async () => {
    const points = customFunctionsUrls(readManifest(path.join(DIST, "manifest.xml")));
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 320, height: 900 },
      acceptDownloads: true,
    });
    await routeAddin(context, new URL(".", points.page).href);
    await context.addInitScript(
      fakeOfficeScript({ displayLanguage: "en-US", sheets: ["Sheet1"], supported: true })
    );
    page = await context.newPage();
    await page.goto(points.page, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(
      () => !(document.getElementById("build") as HTMLButtonElement).disabled
    );
  }, 60_000);

  afterAll(async () => {
    await (context as BrowserContext | undefined)?.close();
    await (browser as Browser | undefined)?.close();
  });

  it("shows the event's fields, with only what a Swiss needs", async () => {
    await page.selectOption("#event", "swiss-teams");
    expect(await page.locator("#movement").isVisible()).toBe(false);
    expect(await page.locator("#first-board").isVisible()).toBe(false);
    expect(await page.locator("#vp-table").isVisible()).toBe(false);
    await page.fill("#entries", String(TEAMS));
    await page.fill("#event-rounds", String(ROUNDS));
    await page.fill("#match-boards", "8");
    await page.fill("#entry-names", "Allen\nBaker");
    await page.fill("#session-name", EVENT);
    expect(await page.locator("#summary").innerText()).toBe(
      "12 entries, 6 rounds of 8-board matches: round 1 now, each next round drawn from the standings with the Draw button below."
    );
    await page.selectOption("#vp-scale", "table");
    expect(await page.locator("#vp-table").isVisible()).toBe(true);
    await page.selectOption("#vp-scale", "WBF");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320
    );
    await page.evaluate(() => document.getElementById("new-session-title")?.scrollIntoView());
    await page.screenshot({ path: path.join(IMAGES, "taskpane-swiss-event.png") });
  });

  it("builds the Teams, Standings and round 1 sheets, and draws rounds 2-6 as the independent search", async () => {
    await page.click("#build");
    let said = await report(page, "");
    expect(said).toMatch(new RegExp(`^Built: ${EVENT} Teams, ${EVENT} Standings, ${EVENT} R1\\.`));
    let sheets = await writtenSheets(page);
    expect(sheets.map((sheet) => sheet.name)).toEqual([
      "Sheet1",
      `${EVENT} Teams`,
      `${EVENT} Standings`,
      `${EVENT} R1`,
    ]);
    for (let round = 1; round <= ROUNDS; round++) {
      const roundSheet = asPlan(sheets).sheets.find((s) => s.name === `${EVENT} R${round}`)!;
      const matches = plannedMatches(roundSheet);
      if (round > 1) expect(matches).toEqual(independentDraw(TEAMS, results));
      const played = typeRound(round, matches);
      await typeInto(page, roundSheet.name, played.blocks);
      results.push(...played.results);
      await computeAndShow(page, round);
      if (round === ROUNDS) break;
      await page.click("#draw-round");
      said = await report(page, said);
      expect(said).toMatch(new RegExp(`^Built: ${EVENT} R${round + 1}\\.`));
      if (round === 2) {
        await page.evaluate(() => document.getElementById("draw-title")?.scrollIntoView());
        await page.screenshot({ path: path.join(IMAGES, "taskpane-swiss-draw.png") });
      }
      sheets = await writtenSheets(page);
    }
    expect(sheets).toHaveLength(3 + ROUNDS);
  });

  it("ranks the teams after 6 rounds as the independent computation", async () => {
    const { standings: table, pictures } = await computeAndShow(page, ROUNDS);
    const picture = await context.newPage();
    await picture.setViewportSize({ width: 1100, height: 560 });
    await picture.setContent(
      `<style>${GRID_STYLE}</style>` +
        gridHtml(`${EVENT} R${ROUNDS} (results typed, VPs computed)`, pictures.round!) +
        gridHtml(`${EVENT} Standings (STANDINGS and the next SWISSDRAW)`, pictures.standings!)
    );
    await picture.screenshot({ path: path.join(IMAGES, "swiss-event-sheets.png"), fullPage: true });
    await picture.close();
    const expected = independentStandings(TEAMS, results);
    expect(table.slice(1)).toEqual(standingsRows(expected, ["Allen", "Baker"], ROUNDS));
  });

  it("saves the event as USEBIO (SWISS_TEAMS) and as PBN whose places and VPs are the Standings sheet's", async () => {
    const book = evaluatePlan(withIndirectWrittenOut(asPlan(await writtenSheets(page))));
    const excel = (rows: unknown[][]) =>
      rows.map((row) =>
        row.map((cell) =>
          cell === null ? "" : typeof cell === "object" && "value" in cell ? cell.value : cell
        )
      );
    const rounds = Array.from({ length: ROUNDS }, (_, i) => `${EVENT} R${i + 1}`);
    const computed = {
      [`${EVENT} Teams`]: excel(book.values(`${EVENT} Teams`, "A1:L90")),
      [`${EVENT} Standings`]: excel(book.values(`${EVENT} Standings`, "A1:M13")),
      ...Object.fromEntries(rounds.map((name) => [name, excel(book.values(name, "A1:S30"))])),
    };
    book.destroy();
    await showComputed(page, computed);
    const publish = section(page, "Publish the results");
    await publish.getByLabel("Session").focus();
    await page.waitForFunction(
      (name) =>
        Array.from((document.getElementById("publish-session") as HTMLSelectElement).options).some(
          (option) => option.value === name
        ),
      EVENT
    );
    await publish.getByLabel("Session").selectOption(EVENT);
    const { name, text } = await saveDownload(
      page,
      publish.getByRole("button", { name: "Save as USEBIO" })
    );
    expect(name).toBe(`${EVENT}.xml`);
    const read = readUsebioTeams(text);
    expect(read.kind).toBe("swiss");
    expect(read.matches).toHaveLength((TEAMS / 2) * ROUNDS);
    const expected = independentStandings(TEAMS, results);
    const shown = standingsRows(expected, ["Allen", "Baker"], ROUNDS).map((row) => [
      row[1],
      row[2],
      row[4],
    ]);
    const fromFile = [...read.teams]
      .sort((a, b) => a.place!.place - b.place!.place || a.team - b.team)
      .map((team) => [
        team.place!.tied ? `${team.place!.place}=` : team.place!.place,
        team.team,
        team.vps,
      ]);
    expect(fromFile).toEqual(shown);
    expect(await page.locator("#publish-status").innerText()).toBe(
      `Saved ${EVENT}.xml: 12 teams, 36 matches with their IMPs and VPs. Look in your Downloads folder.`
    );

    // Saved as PBN: the same teams, places, VPs and matches, read back by our teams PBN reader.
    const pbn = await saveDownload(page, publish.getByRole("button", { name: "Save as PBN" }));
    expect(pbn.name).toBe(`${EVENT}.pbn`);
    const fromPbn = readPbnTeams(pbn.text);
    expect(fromPbn.kind).toBe("swiss");
    expect(fromPbn.teams).toEqual(read.teams);
    expect(fromPbn.matches).toEqual(read.matches);
    expect(fromPbn.byes).toEqual(read.byes);
    expect(await page.locator("#publish-status").innerText()).toBe(
      `Saved ${EVENT}.pbn: 12 teams, 36 matches with their IMPs and VPs. Look in your Downloads folder.`
    );
  });

  it("says all rounds are drawn, and writes nothing, when pressed after the last", async () => {
    const before = (await writtenSheets(page)).length;
    const previous = await page.locator("#report").innerText();
    await page.click("#draw-round");
    expect(await report(page, previous)).toBe("All 6 rounds are drawn: nothing was written.");
    expect(await writtenSheets(page)).toHaveLength(before);
  });

  it("saved the screenshots the guide shows", () => {
    for (const image of [
      "taskpane-swiss-event.png",
      "taskpane-swiss-draw.png",
      "swiss-event-sheets.png",
    ])
      expect(fs.statSync(path.join(IMAGES, image)).size).toBeGreaterThan(1000);
  });
});

describe("teams events in the pane, in French and with a bad VP table", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await (browser as Browser | undefined)?.close();
  });

  async function open(displayLanguage: string): Promise<{ context: BrowserContext; page: Page }> {
    const points = customFunctionsUrls(readManifest(path.join(DIST, "manifest.xml")));
    const context = await browser.newContext({ viewport: { width: 320, height: 900 } });
    await routeAddin(context, new URL(".", points.page).href);
    await context.addInitScript(
      fakeOfficeScript({ displayLanguage, sheets: ["Feuil1"], supported: true })
    );
    const page = await context.newPage();
    await page.goto(points.page, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(
      () => !(document.getElementById("build") as HTMLButtonElement).disabled
    );
    return { context, page };
  }

  it("builds a 4-team round robin in French: its three rounds from Berger's table", async () => {
    const { context, page } = await open("fr-FR");
    await page.selectOption("#event", "teams-rr");
    expect(await page.locator("#event-rounds").isVisible()).toBe(false);
    await page.fill("#entries", "4");
    expect(await page.locator("#summary").innerText()).toBe(
      "4 équipes, tous les tours du toutes rondes (3 tours) en matchs de 8 donnes, et le classement."
    );
    await page.click("#build");
    const said = await report(page, "");
    expect(said).toMatch(
      /^Créé : Équipes (\d{4}-\d\d-\d\d) Équipes, Équipes \1 Classement, Équipes \1 T1, Équipes \1 T2, Équipes \1 T3\./
    );
    // A round robin has no next round to draw.
    await page.click("#draw-round");
    expect(await report(page, said)).toBe(
      "Aucune épreuve suisse dans ce classeur : créez-en une ci-dessus d'abord."
    );
    await context.close();
  });

  it("names the line of a pasted VP table that is not two numbers, and writes nothing", async () => {
    const { context, page } = await open("en-US");
    await page.selectOption("#event", "swiss-pairs");
    await page.selectOption("#vp-scale", "table");
    await page.fill("#vp-table", "0\t10\n1\t11\n3 twelve");
    await page.click("#build");
    expect(await report(page, "")).toBe(
      'VP table, line 3: "3 twelve" is not two numbers (an IMP margin and the winner\'s VPs).'
    );
    // A table the core refuses: its message names the row.
    await page.fill("#vp-table", "0\t10\n3\t12\n2\t13");
    await page.click("#build");
    expect(
      await report(
        page,
        'VP table, line 3: "3 twelve" is not two numbers (an IMP margin and the winner\'s VPs).'
      )
    ).toMatch(/^VP table: .*row 3/);
    expect((await writtenSheets(page)).map((sheet) => sheet.name)).toEqual(["Feuil1"]);
    await context.close();
  });
});
