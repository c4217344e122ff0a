/*
 * The built pane's "Check the results" in headless Chromium with a fake Excel (./fakeOffice.ts):
 * it builds the sample session, the Results sheet's computed values are put where Excel would
 * show them (HyperFormula with the BRIDGE functions, test/support/formulaEngine.ts) with slips
 * seeded into them as a scorer would type them, the Hand records sheet shows each deal's
 * double-dummy row (the sample's tables, solved by scripts/makeSampleSession.ts), and the test
 * clicks "Check the results" and reads the list: every seeded line is listed with why, and the
 * list is the one src/core/checks gives for the same values. Saves docs/images/taskpane-checks.png.
 * `npm run build` first.
 */
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import type { Seat } from "../../src/core/board";
import { isNorthSouth, isSideVulnerable, vulnerabilityForBoard } from "../../src/core/board";
import { checkSession } from "../../src/core/checks/checkSession";
import type { KeyedCell } from "../../src/core/checks/keyedCells";
import { readKeyedLines } from "../../src/core/checks/keyedCells";
import type { Contract } from "../../src/core/contract";
import { parseContract, PASSED_OUT, tricksRequired } from "../../src/core/contract";
import { tricksFromResult } from "../../src/core/result";
import { scoreContract } from "../../src/core/score";
import { handRecordLabels } from "../../src/messages/handRecords";
import { HAND_RECORD_COLUMNS, HAND_RECORD_ROWS } from "../../src/session/handRecords";
import { RESULT_COLUMNS } from "../../src/session/pairsResultsSheet";
import { planSampleSession } from "../../src/session/sample/samplePlan";
import data from "../../src/session/sample/sampleSession.json";
import { ROOT } from "../support/manifest";
import { evaluatePlan } from "../support/formulaEngine";
import { routeAddin } from "./addinPage";
import { usePaneBrowser } from "./paneBrowser";
import { fakeOfficeScript } from "./fakeOffice";

jest.setTimeout(120_000);

const IMAGES = path.join(ROOT, "docs", "images");
const chromium = usePaneBrowser();

function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

const OTHER_SIDE: Readonly<Record<string, Seat>> = { N: "E", E: "S", S: "W", W: "N" };

/** The North-South score the Results sheet's formula gives a line (BRIDGE.SCORE, Law 77). */
function sheetScore(row: unknown[]): number | string {
  const C = RESULT_COLUMNS;
  const contract = parseContract(String(row[C.contract - 1]));
  if (contract === PASSED_OUT) return 0;
  const declarer = row[C.declarer - 1] as Seat;
  const tricks = tricksFromResult(row[C.result - 1] as number | string, contract);
  const board = row[C.board - 1] as number;
  const score = scoreContract(
    contract,
    tricks,
    isSideVulnerable(vulnerabilityForBoard(board), declarer)
  );
  return (isNorthSouth(declarer) ? score : -score) || 0;
}

interface Seeded {
  readonly sheets: Record<string, unknown[][]>;
  readonly results: string;
  /** The sheet rows seeded, by the slip. */
  readonly rows: Record<string, number>;
}

/**
 * The sample's sheets as Excel would show them, with five slips typed into the Results sheet:
 * a declarer from the other side, tricks off by four, an East-West pair typed at the wrong table,
 * a result left out and an adjusted score with no percentage; each seeded line's score is the
 * formula's again.
 */
function seededSample(): Seeded {
  const plan = planSampleSession({ date: today(), language: "en", existingSheets: ["Sheet1"] });
  const scored = { ...plan, sheets: plan.sheets.filter((s) => s.role !== "handRecords") };
  const workbook = evaluatePlan(scored);
  const excel = (rows: unknown[][]) =>
    rows.map((row) =>
      row.map((cell) =>
        cell === null ? "" : typeof cell === "object" && "value" in cell ? cell.value : cell
      )
    );
  const name = (role: string) => plan.sheets.find((s) => s.role === role)!.name;
  const results = excel(workbook.values(name("results"), "A1:L148"));
  workbook.destroy();
  const C = RESULT_COLUMNS;
  const at = (sheetRow: number) => results[sheetRow - 1]!;
  const suitLine = (from: number) => {
    for (let row = from; row <= results.length; row += 1) {
      const contract = String(at(row)[C.contract - 1]);
      if (/^[34][SH]/.test(contract)) return row;
    }
    throw new Error(`no game in a major after row ${from}`);
  };
  const rows: Record<string, number> = {};
  rows.declarer = suitLine(2);
  at(rows.declarer)[C.declarer - 1] = OTHER_SIDE[String(at(rows.declarer)[C.declarer - 1])];
  rows.tricks = suitLine(40);
  const contract = parseContract(String(at(rows.tricks)[C.contract - 1])) as Contract;
  const tricks = tricksFromResult(at(rows.tricks)[C.result - 1] as number | string, contract);
  // Four tricks fewer, written relative to the contract as a scorer writes a contract down.
  at(rows.tricks)[C.result - 1] = String(tricks - 4 - tricksRequired(contract));
  for (const row of [rows.declarer, rows.tricks]) at(row)[C.nsScore - 1] = sheetScore(at(row));
  // The East-West pair of the next table typed on a line of round 4 (a pair at two tables).
  rows.pair = results.findIndex((row, i) => i > 0 && row[C.round - 1] === 4) + 1;
  at(rows.pair)[C.ew - 1] = at(rows.pair + 1)[C.ew - 1];
  rows.missing = 100;
  for (const column of [C.contract, C.declarer, C.result, C.lead, C.nsScore])
    at(rows.missing)[column - 1] = "";
  rows.adjusted = 120;
  for (const column of [C.declarer, C.result, C.lead, C.nsScore])
    at(rows.adjusted)[column - 1] = "";
  at(rows.adjusted)[C.contract - 1] = "ADJ";
  return {
    sheets: { [name("results")]: results, [name("handRecords")]: handRecordsShown() },
    results: name("results"),
    rows,
  };
}

/** The Hand records sheet as Excel shows it once solved: each block's label, board, deal, DDROW. */
function handRecordsShown(): unknown[][] {
  const C = HAND_RECORD_COLUMNS;
  const R = HAND_RECORD_ROWS;
  const rows: unknown[][] = [];
  const put = (row: number, column: number, value: unknown) => {
    while (rows.length < row) rows.push([]);
    const line = rows[row - 1]!;
    while (line.length < column) line.push("");
    line[column - 1] = value;
  };
  data.boards.forEach((board, index) => {
    const top = 4 + index * 12;
    put(top, C.label, handRecordLabels("en").board);
    put(top + R.board, C.firstHand, board.board);
    put(top + R.deal, C.firstHand, board.deal);
    board.tricks.flat().forEach((tricks, cell) => put(top + R.solver, C.firstHand + cell, tricks));
  });
  return rows;
}

function expectedFindings(seeded: Seeded) {
  const rows = seeded.sheets[seeded.results]!.slice(1).map((row) =>
    row.map((cell): KeyedCell =>
      typeof cell === "string" || typeof cell === "number" || typeof cell === "boolean"
        ? cell
        : undefined
    )
  );
  const tables = new Map(data.boards.map((board) => [board.board, board.tricks]));
  return checkSession({ lines: readKeyedLines(rows, 2), doubleDummy: tables });
}

describe("Check the results, in Excel on the web (fake)", () => {
  let context: BrowserContext;
  let page: Page;
  let seeded: Seeded;
  beforeAll(async () => {
    context = await chromium.browser.newContext({ viewport: { width: 320, height: 900 } });
    await routeAddin(context, chromium.addinBase);
    await context.addInitScript(
      fakeOfficeScript({ displayLanguage: "en-US", sheets: ["Sheet1"], supported: true })
    );
    page = await context.newPage();
    await page.goto(chromium.paneUrl, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => {
      const button = document.getElementById("build-sample") as HTMLButtonElement | null;
      return button !== null && !button.disabled;
    });
    await page.click("#build-sample");
    await page.waitForSelector("#report:not([hidden])");
    seeded = seededSample();
    await page.evaluate((values) => {
      (window as unknown as { __fake: { book: { computed: unknown } } }).__fake.book.computed =
        values;
    }, seeded.sheets);
  });
  afterAll(async () => context.close());

  it("lists every seeded slip with its row and why, as src/core/checks lists them", async () => {
    await page.getByRole("button", { name: "Check the results" }).click();
    await page.waitForSelector("#checks-list:not([hidden])");
    const items = await page.locator("#checks-list li").allInnerTexts();
    const expected = expectedFindings(seeded);
    expect(items).toHaveLength(expected.length);
    for (const [slip, row] of Object.entries(seeded.rows)) {
      const prefix = `'${seeded.results}' row ${row}, `;
      expect([slip, items.some((item) => item.startsWith(prefix))]).toEqual([slip, true]);
    }
    const status = await page.locator("#checks-status").innerText();
    expect(status).toBe(
      `'${seeded.results}': 147 lines checked, ${expected.length} to look at again:`
    );
    expect(items.join("\n")).toContain("No result: the line names its board and pairs");
    expect(items.join("\n")).toContain('Adjusted ("ADJ") with no percentage');
    await page.evaluate(() => document.getElementById("checks-title")?.scrollIntoView());
    await page.screenshot({ path: path.join(IMAGES, "taskpane-checks.png") });
  });
});
