/*
 * A season built in the built task pane (headless Chromium, 320 px, the fake Excel of
 * ./fakeOffice.ts): the sample session built twice, then "Build the Season sheet" with 2 sessions
 * needed; every formula the pane wrote is computed in a real formula engine
 * (test/support/formulaEngine.ts), and the Season's BRIDGE.LADDER must rank each player by the
 * percentage their pair has on the sample's Ranking (the same in both sessions). A third sample
 * is then added with "Add new sessions to the Season sheet": new rows below the last session,
 * nothing written before touched, and every player has played 3.
 */
import type { BrowserContext, Page } from "playwright-core";
import { SEASON_TABLE } from "../../src/session/season";
import { evaluatePlan } from "../support/formulaEngine";
import { routeAddin } from "./addinPage";
import { fakeOfficeScript } from "./fakeOffice";
import { usePaneBrowser } from "./paneBrowser";
import type { Written } from "./writtenWorkbook";
import { asPlan, writtenSheets } from "./writtenWorkbook";

jest.setTimeout(180_000);

const chromium = usePaneBrowser();

/** The Hand records sheets play no part in a ladder (their double-dummy tables are left out). */
const withoutHandRecords = (sheets: readonly Written[]): Written[] =>
  sheets.filter((sheet) => !sheet.name.endsWith("Hand records"));

async function buildSample(page: Page): Promise<void> {
  await page.evaluate(() => document.getElementById("report")?.setAttribute("hidden", ""));
  await page.click("#build-sample");
  await page.waitForSelector("#report:not([hidden])");
}

/** Each player's percentage on a session's Ranking, through its names column (G: "A & B"). */
function percentagesByPlayer(ranking: readonly (readonly unknown[])[]): Map<string, number> {
  const byPlayer = new Map<string, number>();
  for (const row of ranking) {
    const [, pair, , , percentage, , names] = row;
    if (pair === "" || typeof percentage !== "number") continue;
    for (const player of String(names).split(" & ")) byPlayer.set(player, percentage);
  }
  return byPlayer;
}

describe("a season in the task pane", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await chromium.browser.newContext({ viewport: { width: 320, height: 900 } });
    await routeAddin(context, chromium.addinBase);
    await context.addInitScript(
      fakeOfficeScript({ displayLanguage: "en-US", sheets: ["Sheet1"], supported: true })
    );
    page = await context.newPage();
    await page.goto(chromium.paneUrl, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => {
      const button = document.getElementById("build-season") as HTMLButtonElement | null;
      return button !== null && !button.disabled;
    });
  });
  afterAll(async () => context.close());

  it("builds two sample sessions and a Season sheet ranking each player by their pair's percentage", async () => {
    await buildSample(page);
    await buildSample(page);
    expect(await page.locator("#season-title").innerText()).toBe("Season ladder");
    await page.getByLabel("Sessions needed to be ranked").fill("2");
    await page.getByRole("button", { name: "Build the Season sheet" }).click();
    await page.waitForFunction(() =>
      (document.getElementById("report")?.textContent ?? "").includes("Season")
    );
    expect(await page.locator("#report").innerText()).toMatch(/^Built: Season\./);
    const written = await writtenSheets(page);
    const rankings = written.filter((sheet) => sheet.name.endsWith(" Ranking"));
    expect(rankings).toHaveLength(2);
    const book = evaluatePlan(asPlan(withoutHandRecords(written)));
    try {
      const ranking = book.values(rankings[0]!.name, "A1:G40");
      const expected = percentagesByPlayer(ranking.slice(1));
      expect(expected.size).toBeGreaterThan(10);
      expect(book.values(rankings[1]!.name, "A1:G40")).toEqual(ranking);
      const ladder = book.values("Season", "F1:K80");
      expect(ladder[0]).toEqual(["Place", "Player", "Played", "Counted", "Average %", "Note"]);
      const rows = ladder.slice(1).filter((row) => row[1] !== "");
      expect(rows).toHaveLength(expected.size);
      for (const [place, player, played, counted, average] of rows) {
        expect([player, played, counted, average]).toEqual([
          player,
          2,
          2,
          expected.get(String(player)),
        ]);
        expect(place).not.toBe("");
      }
      const averages = rows.map((row) => row[4] as number);
      expect(averages).toEqual([...averages].sort((a, b) => b - a));
    } finally {
      book.destroy();
    }
  });

  it("adds a third session below the last, writing nothing where the sheet has cells", async () => {
    const before = (await writtenSheets(page)).find((sheet) => sheet.name === "Season")!;
    await buildSample(page);
    await page.getByRole("button", { name: "Add new sessions to the Season sheet" }).click();
    await page.waitForFunction(() =>
      (document.getElementById("season-status")?.textContent ?? "").startsWith("Added")
    );
    const status = await page.locator("#season-status").innerText();
    expect(status).toMatch(/^Added to "Season": "Session [\d-]+ \(3\)"\.$/);
    const written = await writtenSheets(page);
    const after = written.find((sheet) => sheet.name === "Season")!;
    // Everything written before is as it was; one block more, from the row under the last.
    expect(after.ranges.slice(0, before.ranges.length)).toEqual(before.ranges);
    const added = after.ranges.slice(before.ranges.length);
    const perSession = added[0]?.formulas?.length ?? 0;
    expect(added.map((range) => range.address)).toEqual([
      `A${SEASON_TABLE.first + 2 * perSession}:D${SEASON_TABLE.first + 3 * perSession - 1}`,
    ]);
    const book = evaluatePlan(asPlan(withoutHandRecords(written)));
    try {
      const rows = book.values("Season", "F2:K80").filter((row) => row[1] !== "");
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((row) => row[2] === 3 && row[3] === 3)).toBe(true);
    } finally {
      book.destroy();
    }
    // Asked again, there is nothing to add.
    await page.getByRole("button", { name: "Add new sessions to the Season sheet" }).click();
    await page.waitForFunction(() =>
      (document.getElementById("season-status")?.textContent ?? "").includes("already")
    );
  });
});
