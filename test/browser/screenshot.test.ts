/*
 * README.md's picture of the functions in use: a traveller of a real board (board 2 of
 * test/fixtures/realdata/mp_pairs_mitchell.json, its first six tables) laid out as a sheet,
 * its scores and matchpoints computed by the built functions inside headless Chromium with
 * Microsoft's runtime, then photographed. `npm run screenshots` saves it to
 * docs/images/functions-in-use.png; `npm test` takes it into a temporary folder and checks it.
 */
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import type { Browser, Page } from "playwright-core";
import { DIST, ROOT, customFunctionsUrls, readManifest } from "../support/manifest";
import { OFFICE_CDN, launchChromium, routeAddin } from "./addinPage";
import { findBrowser } from "./findBrowser";

jest.setTimeout(90_000);

const OUTPUT = process.env.UPDATE_SCREENSHOTS
  ? path.join(ROOT, "docs", "images", "functions-in-use.png")
  : path.join(os.tmpdir(), `bridge-functions-in-use-${process.pid}.png`);

/** Board 2, the first six tables: NS pair, EW pair, contract, declarer, tricks (the file's lines). */
const TRAVELLER: readonly (readonly [string, string, string, string, number])[] = [
  ["1NS", "1EW", "3S", "N", 9],
  ["2NS", "13EW", "3C", "W", 8],
  ["3NS", "15EW", "3NT", "N", 10],
  ["4NS", "17EW", "3H", "S", 9],
  ["5NS", "19EW", "4S", "S", 10],
  ["6NS", "2EW", "4S", "N", 10],
];

/** The published NS scores and the matchpoints of these six lines on a top of 10 (Law 78A). */
const PUBLISHED_SCORES = [140, 50, 630, 140, 620, 620];

const describeWithBrowser = findBrowser() ? describe : describe.skip;

describeWithBrowser("README.md's picture of the functions in use", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const points = customFunctionsUrls(readManifest(path.join(DIST, "manifest.xml")));
    const base = new URL(".", points.page).href;
    const url = `${base}screenshot-test.html`;
    const html =
      `<!doctype html><html><head><meta charset="utf-8">` +
      `<script src="${OFFICE_CDN}/lib/1.1/hosted/custom-functions-runtime.js"></script>` +
      `<script src="${points.script}"></script></head><body></body></html>`;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 900, height: 330 } });
    await routeAddin(context, base, { [url]: html });
    page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(
      () =>
        "MATCHPOINTS" in
        ((globalThis as { CustomFunctions?: { _association?: { mappings?: object } } })
          .CustomFunctions?._association?.mappings ?? {}),
      undefined,
      { timeout: 30_000 }
    );
  }, 90_000);

  afterAll(async () => {
    // Unset when beforeAll failed before launching it.
    await (browser as Browser | undefined)?.close();
  });

  it("computes the traveller with BRIDGE.SCORE and BRIDGE.MATCHPOINTS and photographs it", async () => {
    const shown = await page.evaluate((traveller) => {
      type Fn = (...args: unknown[]) => unknown;
      const fns = (
        globalThis as unknown as {
          CustomFunctions: { _association: { mappings: Record<string, Fn> } };
        }
      ).CustomFunctions._association.mappings;
      const column = (i: number) => traveller.map((row) => [row[i]]);
      const scores = (fns.SCORE as Fn)(column(2), column(4), 2, null, column(3)) as number[][];
      const ns = (fns.MATCHPOINTS as Fn)(scores) as number[][];
      const ew = (fns.MATCHPOINTS as Fn)(scores, null, "EW") as number[][];
      const header = ["", "A", "B", "C", "D", "E", "F", "G", "H"];
      const labels = ["NS", "EW", "Contract", "By", "Tricks", "NS score", "NS MP", "EW MP"];
      const cell = (text: unknown, cls = "") => `<td class="${cls}">${String(text)}</td>`;
      const rows = traveller.map(
        (row, r) =>
          `<tr><th>${r + 3}</th>${row.map((v) => cell(v, typeof v === "number" ? "n" : "")).join("")}` +
          `${cell(scores[r]?.[0], "n f")}${cell(ns[r]?.[0], "n f")}${cell(ew[r]?.[0], "n f")}</tr>`
      );
      document.body.innerHTML =
        `<style>body{font:13px "Segoe UI",Arial,sans-serif;margin:0;background:#fff}` +
        `.bar{padding:6px 10px;border-bottom:1px solid #d0d0d0;font-family:Consolas,monospace}` +
        `.bar b{display:inline-block;width:40px;color:#555}` +
        `table{border-collapse:collapse;margin:0}td,th{border:1px solid #d4d4d4;padding:3px 10px;height:20px}` +
        `th{background:#f3f3f3;color:#444;font-weight:normal;min-width:24px}td{min-width:70px}` +
        `td.n{text-align:right}td.f{background:#e9f5ee}tr.l td{font-weight:600;background:#fafafa}</style>` +
        `<div class="bar"><b>F3</b> =BRIDGE.SCORE(C3:C8, E3:E8, B1, , D3:D8)</div>` +
        `<div class="bar"><b>G3</b> =BRIDGE.MATCHPOINTS(F3:F8) &nbsp; <b>H3</b> =BRIDGE.MATCHPOINTS(F3:F8, , "EW")</div>` +
        `<table><tr>${header.map((h) => `<th>${h}</th>`).join("")}</tr>` +
        `<tr><th>1</th><td>Board</td><td class="n">2</td><td colspan="6"></td></tr>` +
        `<tr class="l"><th>2</th>${labels.map((l) => `<td>${l}</td>`).join("")}</tr>` +
        rows.join("") +
        `</table>`;
      return { scores: scores.map((r) => r[0]), ns: ns.map((r) => r[0]), ew: ew.map((r) => r[0]) };
    }, TRAVELLER);
    expect(shown.scores).toEqual(PUBLISHED_SCORES);
    expect(shown.ns).toEqual([3, 0, 10, 3, 7, 7]);
    expect(shown.ew).toEqual([7, 10, 0, 7, 3, 3]);
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    await page.screenshot({ path: OUTPUT, fullPage: true });
    const png = fs.readFileSync(OUTPUT);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    if (!process.env.UPDATE_SCREENSHOTS) fs.rmSync(OUTPUT);
  });
});
