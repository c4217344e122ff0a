import * as path from "path";
import { DIST, customFunctionsUrls, readManifest } from "../support/manifest";
import { launchChromium, routeAddin } from "./addinPage";
import { fakeOfficeScript } from "./fakeOffice";
jest.setTimeout(60000);
it("measures", async () => {
  const points = customFunctionsUrls(readManifest(path.join(DIST, "manifest.xml")));
  const browser = await launchChromium();
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({ viewport: { width: 320, height: 900 } });
    const log = await routeAddin(context, new URL(".", points.page).href);
    await context.addInitScript(fakeOfficeScript({ displayLanguage: "en-US", sheets: ["Sheet1"], supported: true }));
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(points.page, { waitUntil: "domcontentloaded" });
    const t1 = Date.now();
    await page.waitForSelector("#build:not([disabled])");
    const t2 = Date.now();
    const perf = await page.evaluate(() => JSON.stringify(performance.getEntriesByType("resource").map((e) => [e.name.slice(-40), Math.round(e.startTime), Math.round(e.duration)])));
    const nav = await page.evaluate(() => { const n = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming; return [n.domInteractive, n.domContentLoadedEventEnd, n.loadEventEnd].map(Math.round); });
    console.log(i, "dcl", t1 - t0, "usable", t2 - t0, nav, perf, log.aborted);
    await context.close();
  }
  await browser.close();
});
