/**
 * The setup the pane's browser tests share, apart from addinPage.ts so that the benchmarks,
 * which use addinPage.ts's Chromium and routes, compile without jest's globals.
 */
import * as path from "path";
import type { Browser } from "playwright-core";
import { DIST, customFunctionsUrls, readManifest } from "../support/manifest";
import { launchChromium } from "./addinPage";

/** A test file's headless Chromium and the built pane's address, filled in before its tests. */
export interface PaneBrowser {
  browser: Browser;
  /** The task pane's page, from dist/manifest.xml. */
  paneUrl: string;
  /** The add-in's origin and folder, which routeAddin answers from dist/. */
  addinBase: string;
}

/**
 * The setup the pane's browser tests share: Chromium launched before the file's tests and
 * closed after them, and the built pane's address read from dist/manifest.xml.
 */
export function usePaneBrowser(): PaneBrowser {
  const shared = {} as PaneBrowser;
  beforeAll(async () => {
    shared.paneUrl = customFunctionsUrls(readManifest(path.join(DIST, "manifest.xml"))).page;
    shared.addinBase = new URL(".", shared.paneUrl).href;
    shared.browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    // Unset when beforeAll failed before launching it.
    await (shared.browser as Browser | undefined)?.close();
  });
  return shared;
}
