/*
 * Loads the built add-in in headless Chromium as Excel does, offline: the add-in's origin is
 * answered from dist/, Microsoft's Office CDN from the copy in @microsoft/office-js, and every
 * other request is aborted and recorded, so a test can assert what the page asked for.
 */
import * as fs from "fs";
import * as path from "path";
import { chromium } from "playwright-core";
import type { Browser, BrowserContext, Page, Route } from "playwright-core";
import { DIST, ROOT } from "../support/manifest";
import { NO_BROWSER, findBrowser } from "./findBrowser";

export const OFFICE_CDN = "https://appsforoffice.microsoft.com";
const OFFICE_JS_DIST = path.join(ROOT, "node_modules", "@microsoft", "office-js", "dist");

/** office.js and custom-functions-runtime.js live under /lib/1/hosted/ and /lib/1.1/hosted/. */
const OFFICE_HOSTED = /^\/lib\/1(\.1)?\/hosted\/(.+)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".png": "image/png",
  ".css": "text/css; charset=utf-8",
};

export interface RequestLog {
  /** Answered from dist/, the test's own pages or the office-js copy. */
  readonly served: string[];
  /** Under the add-in's origin or the Office CDN, but no such file: a broken reference. */
  readonly missing: string[];
  /** Anywhere else: never fetched. */
  readonly aborted: string[];
}

/**
 * Launches the browser that findBrowser finds (CHROMIUM_PATH, Chromium, Chrome or Edge); with
 * none, fails with NO_BROWSER, one line saying how to get one.
 */
export function launchChromium(): Promise<Browser> {
  const executablePath = findBrowser();
  if (executablePath === undefined) throw new Error(NO_BROWSER);
  return chromium.launch({
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** The file under `root` for a URL path, or undefined if it would leave `root` or is no file. */
function fileUnder(root: string, relative: string): string | undefined {
  const file = path.resolve(root, decodeURIComponent(relative));
  if (!file.startsWith(root + path.sep)) return undefined;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}

async function answer(route: Route, file: string | undefined, log: RequestLog): Promise<void> {
  const url = route.request().url();
  if (!file) {
    log.missing.push(url);
    await route.fulfill({ status: 404, body: "" });
    return;
  }
  log.served.push(url);
  await route.fulfill({
    status: 200,
    headers: { "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" },
    body: fs.readFileSync(file),
  });
}

/**
 * Serves `addinBase` (the manifest's https://host/path/) from dist/, the Office CDN from
 * @microsoft/office-js, and `pages` (test-only HTML, by URL) from memory; aborts the rest.
 */
export async function routeAddin(
  context: BrowserContext,
  addinBase: string,
  pages: Readonly<Record<string, string>> = {}
): Promise<RequestLog> {
  const log: RequestLog = { served: [], missing: [], aborted: [] };
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    const withoutQuery = `${url.origin}${url.pathname}`;
    const page = pages[withoutQuery];
    if (page !== undefined) {
      log.served.push(url.href);
      await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: page });
      return;
    }
    if (withoutQuery.startsWith(addinBase)) {
      await answer(route, fileUnder(DIST, withoutQuery.slice(addinBase.length)), log);
      return;
    }
    const hosted = url.origin === OFFICE_CDN ? OFFICE_HOSTED.exec(url.pathname) : null;
    if (hosted) {
      await answer(route, fileUnder(OFFICE_JS_DIST, hosted[2] ?? ""), log);
      return;
    }
    log.aborted.push(url.href);
    await route.abort("blockedbyclient");
  });
  return log;
}

/** A cell or a spilled array as the test compares it; errors and values Excel refuses shown. */
export type Shown =
  | string
  | number
  | boolean
  | { error: string; message: string }
  | { bad: string }
  | { threw: string }
  | { notAssociated: string }
  | Shown[];

/**
 * Calls an associated function inside the page, as Excel's runtime does, and shows its result:
 * CustomFunctions.Error cells as {error, message}; null, undefined, NaN, ±Infinity, -0 and other
 * objects as {bad} (Excel would show them wrongly or fail the cell).
 */
export function callInPage(page: Page, id: string, args: readonly unknown[]): Promise<Shown> {
  return page.evaluate(
    async ({ id, args }) => {
      interface Runtime {
        Error: new (...parts: unknown[]) => { code: string; message: string };
        _association: { mappings: Record<string, (...args: unknown[]) => unknown> };
      }
      const runtime = (globalThis as unknown as { CustomFunctions: Runtime }).CustomFunctions;
      const fn = runtime._association.mappings[id];
      if (typeof fn !== "function") return { notAssociated: id };
      const show = (value: unknown): Shown => {
        if (Array.isArray(value)) return value.map(show);
        if (value instanceof runtime.Error) return { error: value.code, message: value.message };
        if (typeof value === "number") {
          if (Object.is(value, -0)) return { bad: "-0" };
          return Number.isFinite(value) ? value : { bad: String(value) };
        }
        if (typeof value === "string" || typeof value === "boolean") return value;
        return {
          bad:
            value === null || value === undefined
              ? String(value)
              : `object ${JSON.stringify(value)}`,
        };
      };
      try {
        return show(await fn(...args));
      } catch (error) {
        return { threw: String(error) };
      }
    },
    { id, args: args as unknown[] }
  );
}
