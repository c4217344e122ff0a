/*
 * A club's evening built in the pane as a director would (issue 48), in headless Chromium with
 * the built pane, the real office.js and the fake Excel (./fakeOffice.ts): a 6.5-table Mitchell
 * with the last round arrow-switched, a two-section event and a 15-pair Howell, each read back
 * from the sheets the pane wrote. A field out of bounds shows its message under it (aria-invalid)
 * and loses it when corrected. Saves the guide's screenshots (docs/images/taskpane-half-table.png,
 * taskpane-sections.png).
 */
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { ROOT } from "../support/manifest";
import { routeAddin } from "./addinPage";
import { usePaneBrowser } from "./paneBrowser";
import { fakeOfficeScript } from "./fakeOffice";

jest.setTimeout(90_000);

const IMAGES = path.join(ROOT, "docs", "images");
const chromium = usePaneBrowser();

interface Written {
  readonly address: string;
  readonly values?: unknown[][];
  readonly formulas?: unknown[][];
}
interface BookView {
  readonly active: string;
  readonly names: string[];
  readonly sheets: { name: string; ranges: Written[] }[];
}

async function book(page: Page): Promise<BookView> {
  return page.evaluate(() => {
    type Range = { values?: unknown[][]; formulas?: unknown[][] };
    const fake = (
      window as unknown as {
        __fake: {
          book: {
            active: string;
            names: Map<string, unknown>;
            sheets: { name: string; ranges: Map<string, Range> }[];
          };
        };
      }
    ).__fake.book;
    return {
      active: fake.active,
      names: [...fake.names.keys()],
      sheets: fake.sheets.map((sheet) => ({
        name: sheet.name,
        ranges: [...sheet.ranges].map(([address, range]) => ({
          address,
          values: range.values,
          formulas: range.formulas,
        })),
      })),
    };
  });
}

/** The values written from `topLeft` on sheet `name`. */
function valuesFrom(view: BookView, name: string, topLeft: string): unknown[][] {
  const sheet = view.sheets.find((s) => s.name === name);
  const found = sheet?.ranges.find(
    (range) =>
      range.values && (range.address === topLeft || range.address.startsWith(`${topLeft}:`))
  );
  if (!found?.values) throw new Error(`nothing written at ${name}!${topLeft}`);
  return found.values;
}

function formulasFrom(view: BookView, name: string, topLeft: string): unknown[][] {
  const sheet = view.sheets.find((s) => s.name === name);
  const found = sheet?.ranges.find(
    (range) =>
      range.formulas && (range.address === topLeft || range.address.startsWith(`${topLeft}:`))
  );
  if (!found?.formulas) throw new Error(`no formula at ${name}!${topLeft}`);
  return found.formulas;
}

async function buildAndReport(page: Page, previous: string): Promise<string> {
  await page.click("#build");
  await page.waitForFunction((before) => {
    const element = document.getElementById("report");
    return element && !element.hidden && element.innerText !== before;
  }, previous);
  return page.locator("#report").innerText();
}

describe("a club's evening built in the pane", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await chromium.browser.newContext({ viewport: { width: 320, height: 1100 } });
    await routeAddin(context, chromium.addinBase);
    await context.addInitScript(
      fakeOfficeScript({ displayLanguage: "en-US", sheets: ["Sheet1"], supported: true })
    );
    page = await context.newPage();
    await page.goto(chromium.paneUrl, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(
      () => !(document.getElementById("build") as HTMLButtonElement).disabled
    );
  }, 60_000);

  afterAll(async () => {
    await (context as BrowserContext | undefined)?.close();
  });

  it("marks a field out of bounds under it, and clears the mark when it is corrected", async () => {
    await page.getByLabel("Tables", { exact: true }).fill("6.3");
    expect(await page.getAttribute("#tables", "aria-invalid")).toBe("true");
    expect(await page.locator("#tables-message").innerText()).toBe(
      "Enter a whole number of tables from 2 to 60, or a half table (6.5)."
    );
    expect(await page.locator("#summary").innerText()).toBe(
      "Correct the fields marked above to build the session."
    );
    await page.getByLabel("Tables", { exact: true }).fill("6.5");
    expect(await page.getAttribute("#tables", "aria-invalid")).toBeNull();
    expect(await page.locator("#tables-message").isHidden()).toBe(true);
  });

  it("builds a 6.5-table Mitchell with the last round arrow-switched: sit-out and switched rows marked, one ranking, opens on the Results sheet", async () => {
    await page.getByLabel("Session name").fill("Monday");
    expect(await page.getByLabel("Missing pair's direction").isVisible()).toBe(true);
    expect(await page.getByLabel("Missing pair's number").inputValue()).toBe("7");
    await page.getByLabel("One winner: arrow-switch some rounds").check();
    expect(await page.getByLabel("Rounds arrow-switched").inputValue()).toBe("7");
    const summary = await page.locator("#summary").innerText();
    expect(summary).toBe(
      "13 pairs at 6.5 tables (a half table). 21 boards in play; each pair plays 18 to 21. One ranking of every pair."
    );
    const details = await page.locator("#summary-details li").allInnerTexts();
    expect(details[0]).toBe(
      "Sitting out: pair 14 in round 1, pair 13 in round 2, pair 12 in round 3, pair 11 in round 4, pair 10 in round 5, pair 9 in round 6, pair 8 in round 7."
    );
    expect(details).toContain(
      "Announce: in round 7 turn the boards: the moving pairs take the North-South cards."
    );
    await page.locator("#session-form").screenshot({
      path: path.join(IMAGES, "taskpane-half-table.png"),
    });
    const report = await buildAndReport(page, "");
    expect(report).toMatch(/^Built: Monday, Monday Ranking, Monday Boards, Monday Pairs\./);
    expect(report).toContain(
      "Type the results on the sheet Monday, from cell F2: contract, declarer, result on each board's row. Leave the sit-out rows blank: nobody plays there."
    );
    // The report sits under the Build button.
    expect(
      await page.evaluate(() => document.getElementById("build")?.nextElementSibling?.id)
    ).toBe("report");
    const view = await book(page);
    expect(view.active).toBe("Monday");
    const lines = valuesFrom(view, "Monday", "A2");
    expect(lines).toHaveLength(7 * 7 * 3);
    // The note column: typed notes as values, each run of sit-out rows as formulas.
    const notes = (view.sheets.find((s) => s.name === "Monday")?.ranges ?? [])
      .filter((range) => range.address.startsWith("M") && range.address !== "M1")
      .flatMap((range) => range.values ?? range.formulas ?? []);
    expect(notes).toHaveLength(7 * 7 * 3);
    const sitOuts = lines.filter((line) => line[3] === "sit-out" || line[4] === "sit-out");
    expect(sitOuts).toHaveLength(21);
    // Round 7's rows but table 7's, whose note says who sits out.
    const switched = notes.filter(([note]) => note === "arrow-switch: NS and EW swapped");
    expect(switched).toHaveLength(6 * 3);
    // Round 7 at table 3: East-West 4 (pair 11) holds the North-South cards.
    const round7table3 = lines.find((line) => line[1] === 7 && line[2] === 3);
    expect(round7table3?.slice(3, 5)).toEqual([11, 3]);
    expect(formulasFrom(view, "Monday Ranking", "A1")[0]?.[0]).toMatch(/"MP", "ONE"\)$/);
  });

  it("gives section B its own tables, defaulting to section A's, and says when the sections cannot play the same boards", async () => {
    await page.getByLabel("One winner: arrow-switch some rounds").uncheck();
    await page.getByLabel("Tables", { exact: true }).fill("5");
    await page.getByLabel("Sections").fill("2");
    expect(await page.getByLabel("Section B movement").inputValue()).toBe("mitchell");
    expect(await page.getByLabel("Section B tables").inputValue()).toBe("5");
    // Section B's own tables out of bounds: marked under them, cleared when corrected.
    await page.getByLabel("Section B tables").fill("4.3");
    expect(await page.getAttribute("#section-b-tables", "aria-invalid")).toBe("true");
    expect(await page.locator("#section-b-tables-message").innerText()).toBe(
      "Enter a whole number of tables from 2 to 60, or a half table (6.5)."
    );
    await page.getByLabel("Section B tables").fill("4");
    expect(await page.getAttribute("#section-b-tables", "aria-invalid")).toBeNull();
    // 4 tables play 4 rounds, boards 1-12: not section A's 15 boards in 5 rounds.
    expect(await page.getAttribute("#section-boards", "aria-invalid")).toBe("true");
    expect(await page.locator("#section-boards-message").innerText()).toBe(
      "Section B plays boards 1-12 (4 rounds of 3), section A boards 1-15 (5 rounds of 3): they cannot play the same boards. Give section B section A's boards and rounds, or choose different boards."
    );
    await page.getByLabel("Boards in each section").selectOption({ label: "Different boards" });
    expect(await page.getAttribute("#section-boards", "aria-invalid")).toBeNull();
    expect(await page.locator("#section-boards-message").isHidden()).toBe(true);
    await page.getByLabel("Boards in each section").selectOption({ label: "The same boards" });
    await page.getByLabel("Section B tables").fill("4.5");
    expect(await page.getAttribute("#section-boards", "aria-invalid")).toBeNull();
    // Section A's tables change: section B keeps the tables the director gave it.
    await page.getByLabel("Tables", { exact: true }).fill("6");
    expect(await page.getByLabel("Section B tables").inputValue()).toBe("4.5");
    await page.getByLabel("Tables", { exact: true }).fill("5");
  });

  it("builds two sections of different sizes ranked each on its own, and does not call its own names taken", async () => {
    const previous = await page.locator("#report").innerText();
    await page.getByLabel("Session name").fill("Tuesday");
    await page.getByLabel("Ranked", { exact: true }).selectOption({ label: "Within each section" });
    expect(await page.getByLabel("Section B missing pair's number").inputValue()).toBe("5");
    expect(await page.locator("#summary").innerText()).toBe(
      "2 sections (A, B), the same boards in each; ranked within each section. 19 pairs at 9.5 tables (a half table). 15 boards in play."
    );
    const details = await page.locator("#summary-details li").allInnerTexts();
    expect(details).toEqual([
      "Section A: Mitchell. 10 pairs at 5 tables. 15 boards in play; each pair plays 15. Two rankings: North-South and East-West.",
      "Section A: No pairs meet twice.",
      "Section B: Mitchell. 9 pairs at 4.5 tables (a half table). 15 boards in play; each pair plays 12 to 15. Two rankings: North-South and East-West.",
      "Section B: Sitting out: EW 5 in round 1, EW 4 in round 2, EW 3 in round 3, EW 2 in round 4, EW 1 in round 5.",
      "Section B: No pairs meet twice.",
    ]);
    await page.locator("#session-form").screenshot({
      path: path.join(IMAGES, "taskpane-sections.png"),
    });
    const report = await buildAndReport(page, previous);
    expect(report).toBe(
      "Built: Tuesday, Tuesday Ranking A, Tuesday Ranking B, Tuesday Boards, Tuesday Pairs.\n\nType the results on the sheet Tuesday, from cell F2: contract, declarer, result on each board's row. Leave the sit-out rows blank: nobody plays there."
    );
    expect(report).not.toMatch(/Already in this workbook/);
    const view = await book(page);
    const lines = valuesFrom(view, "Tuesday", "A2");
    expect(lines).toHaveLength(2 * 5 * 5 * 3);
    expect(lines[75]?.slice(3, 5)).toEqual(["B1", "B1"]);
    const sitOuts = lines.filter((line) => line[3] === "sit-out");
    expect(sitOuts).toHaveLength(15);
    expect(sitOuts.every((line) => line[2] === 5 && String(line[4]).startsWith("B"))).toBe(true);
    expect(formulasFrom(view, "Tuesday Ranking B", "A1")[0]?.[0]).toBe(
      "=BRIDGE.RANKING('Tuesday'!A77:A151, 'Tuesday'!D77:D151, 'Tuesday'!E77:E151, 'Tuesday'!J77:J151, \"MP\", \"TWO\")"
    );
    await page.getByLabel("Sections").fill("1");
    expect(await page.getByLabel("Section B tables").count()).toBe(0);
  });

  it("says each section's movement, sit-outs and announcements for a Mitchell section beside a Howell section ranked across the field", async () => {
    await page.getByLabel("Movement", { exact: true }).selectOption("mitchell");
    await page.getByLabel("Tables", { exact: true }).fill("5");
    await page.getByLabel("Sections").fill("2");
    await page.getByLabel("Ranked", { exact: true }).selectOption({ label: "Across the field" });
    await page.getByLabel("Boards in each section").selectOption({ label: "Different boards" });
    await page.getByLabel("Section B movement").selectOption({ label: "Howell" });
    await page.getByLabel("Section B Howell").selectOption("Howell07T3B21");
    // A stored Howell of 7 pairs seats 3 tables a round: 3.5 tables in its list and its summary.
    expect(await page.locator('#section-b-howell option[value="Howell07T3B21"]').innerText()).toBe(
      "7 pairs, 3.5 tables, 21 boards"
    );
    expect(await page.locator("#summary").innerText()).toBe(
      "2 sections (A, B), each its own boards; ranked across the field. 17 pairs at 8.5 tables (a half table). 36 boards in play. One ranking of every pair."
    );
    const details = await page.locator("#summary-details li").allInnerTexts();
    expect(details.slice(0, 2)).toEqual([
      "Section A: Mitchell. 10 pairs at 5 tables. 15 boards in play; each pair plays 15.",
      "Section A: Announce: East-West pairs are numbered 6 to 10, so that every pair of the field has its own number.",
    ]);
    expect(details).toContain(
      "Section B: Howell. 7 pairs at 3.5 tables (a half table). 21 boards in play; each pair plays 18."
    );
    expect(details.find((line) => line.startsWith("Section B: Sitting out:"))).toMatch(
      /^Section B: Sitting out: pair \d in round 1, .* in round 7\.$/
    );
    await page.getByLabel("Boards in each section").selectOption({ label: "The same boards" });
    await page.getByLabel("Sections").fill("1");
  });

  it("lets a Mitchell section play a Howell section's boards: its boards a round and its rounds", async () => {
    await page.getByLabel("Movement", { exact: true }).selectOption("howell");
    await page.locator("#howell").selectOption("Howell08T4B21");
    await page.getByLabel("Sections").fill("2");
    await page.getByLabel("Section B movement").selectOption({ label: "Mitchell" });
    await page.getByLabel("Section B tables").fill("7");
    expect(await page.getAttribute("#section-boards", "aria-invalid")).toBeNull();
    expect(await page.locator("#summary").innerText()).toBe(
      "2 sections (A, B), the same boards in each; ranked across the field. 22 pairs at 11 tables. 21 boards in play. One ranking of every pair."
    );
    expect(await page.locator("#summary-details li").allInnerTexts()).toContain(
      "Section B: Announce: East-West pairs are numbered 8 to 14, so that every pair of the field has its own number."
    );
    await page.getByLabel("Sections").fill("1");
    await page.getByLabel("Movement", { exact: true }).selectOption("mitchell");
  });

  it("builds a 15-pair Howell: 15 rounds, one pair sitting out each round", async () => {
    const previous = await page.locator("#report").innerText();
    await page.getByLabel("Session name").fill("Wednesday");
    await page.getByLabel("Movement", { exact: true }).selectOption("howell");
    await page.locator("#howell").selectOption("full-15");
    // The list and the summary count the tables alike: 15 pairs are 7.5 tables.
    expect(await page.locator('#howell option[value="full-15"]').innerText()).toBe(
      "15 pairs, 7.5 tables, 30 boards"
    );
    expect(await page.locator("#summary").innerText()).toBe(
      "15 pairs at 7.5 tables (a half table). 30 boards in play; each pair plays 28. One ranking of every pair."
    );
    const report = await buildAndReport(page, previous);
    expect(report).toMatch(/^Built: Wednesday, Wednesday Ranking, /);
    const view = await book(page);
    const lines = valuesFrom(view, "Wednesday", "A2");
    expect(lines).toHaveLength(15 * 8 * 2);
    expect(new Set(lines.map((line) => line[1]))).toEqual(
      new Set(Array.from({ length: 15 }, (_, i) => i + 1))
    );
    expect(lines.filter((line) => line[3] === "sit-out" || line[4] === "sit-out")).toHaveLength(30);
  });
});
