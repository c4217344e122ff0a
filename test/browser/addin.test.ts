/*
 * The built add-in loaded as Excel loads it, in headless Chromium with Microsoft's real runtime
 * from @microsoft/office-js: dist/manifest.xml names the page, the functions script and
 * functions.json; the page is opened from the manifest's URL and every function that the build
 * associates is called inside the page with the cases of ./cases.ts. Offline: the add-in's origin
 * is answered from dist/ (npm test builds it in pretest), the Office CDN from the npm copy.
 *
 * Two runtimes: the shared runtime of Excel on the web (taskpane.html with office.js; the
 * `_host_Info` query that Excel on the web adds makes office.js load excel-web-16.00.js, which
 * carries the custom functions runtime), and the JavaScript-only runtime of Excel on Windows
 * without a shared runtime (custom-functions-runtime.js, then the functions script).
 */
import * as fs from "fs";
import * as path from "path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { CustomFunctionsPoint } from "../support/manifest";
import { DIST, customFunctionsUrls, readManifest, urlForLocale } from "../support/manifest";
import { functionsMetadata } from "../../src/excel/metadata";
import type { RequestLog } from "./addinPage";
import { OFFICE_CDN, callInPage, launchChromium, routeAddin } from "./addinPage";
import type { Expected } from "./cases";
import { CASES } from "./cases";
import { NO_BROWSER, findBrowser } from "./findBrowser";

jest.setTimeout(60_000);

/** Without Chrome, Edge or Chromium, one failing test says how to get one; the rest is skipped. */
const HAS_BROWSER = findBrowser() !== undefined;
const describeWithBrowser = HAS_BROWSER ? describe : describe.skip;
const itWithBrowser = HAS_BROWSER ? it : it.skip;
if (!HAS_BROWSER) {
  it("finds Chrome, Edge or Chromium", () => {
    throw new Error(NO_BROWSER);
  });
}

/** What Excel on the web appends to the page's URL: host, platform, version and locale. */
const EXCEL_ON_THE_WEB = "?_host_Info=Excel$Web$16.00$en-US$$$$0";

/** The JavaScript-only runtime, from Microsoft's CDN under the file name it insists on. */
const CUSTOM_FUNCTIONS_RUNTIME = `${OFFICE_CDN}/lib/1.1/hosted/custom-functions-runtime.js`;

/**
 * The only requests allowed to fail: office.js opens a telemetry frame on Microsoft's telemetry
 * host. It is Office's, not the add-in's, and blocked here.
 */
const OFFICE_TELEMETRY_HOST = "telemetryservice.firstpartyapps.oaspapps.com";

interface Runtime {
  readonly name: string;
  /** The file of @microsoft/office-js that carries the custom functions runtime. */
  readonly runtimeFile: string;
  /** The URL to open, and test-only pages to serve by URL. */
  readonly open: (
    points: CustomFunctionsPoint,
    base: string
  ) => {
    url: string;
    pages: Record<string, string>;
  };
}

const RUNTIMES: readonly Runtime[] = [
  {
    name: "shared runtime of Excel on the web (the manifest's page with office.js)",
    runtimeFile: `${OFFICE_CDN}/lib/1/hosted/excel-web-16.00.js`,
    open: (points) => ({ url: `${points.page}${EXCEL_ON_THE_WEB}`, pages: {} }),
  },
  {
    name: "JavaScript-only runtime (custom-functions-runtime.js, then the manifest's script)",
    runtimeFile: CUSTOM_FUNCTIONS_RUNTIME,
    open: (points, base) => {
      const url = `${base}js-runtime-test.html`;
      const html =
        `<!doctype html><html><head><meta charset="utf-8">` +
        `<script src="${CUSTOM_FUNCTIONS_RUNTIME}"></script>` +
        `<script src="${points.script}"></script></head><body></body></html>`;
      return { url, pages: { [url]: html } };
    },
  },
];

function readFunctionIds(points: CustomFunctionsPoint, base: string): string[] {
  const file = path.join(DIST, points.metadata.slice(base.length));
  const metadata = JSON.parse(fs.readFileSync(file, "utf8")) as { functions: { id: string }[] };
  return metadata.functions.map((fn) => fn.id).sort();
}

/** The message must contain every mention (and say something). */
function messageMentioning(mentions: readonly string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(
    `^(?=[\\s\\S]*\\S)${mentions.map((m) => `(?=[\\s\\S]*${escape(m)})`).join("")}`
  );
}

function matcherFor(expected: Expected): unknown {
  if (typeof expected === "string" || typeof expected === "number") return expected;
  if ("error" in expected) {
    return {
      error: expected.error,
      message: expect.stringMatching(messageMentioning(expected.mentions)) as unknown,
    };
  }
  return expected.map(matcherFor);
}

const ALL_CASES = Object.entries(CASES).flatMap(([id, cases]) =>
  cases.map((testCase) => ({ id, ...testCase }))
);

let browser: Browser;
let manifestPoints: CustomFunctionsPoint;
let addinBase: string;
let functionIds: string[];

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  const manifestFile = path.join(DIST, "manifest.xml");
  if (!fs.existsSync(manifestFile)) {
    throw new Error(
      "dist/manifest.xml is missing: run `npm run build` (npm test does it in pretest)"
    );
  }
  manifestPoints = customFunctionsUrls(readManifest(manifestFile));
  addinBase = new URL(".", manifestPoints.page).href;
  functionIds = readFunctionIds(manifestPoints, addinBase);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  // Unset when beforeAll failed before launching it.
  await (browser as Browser | undefined)?.close();
});

itWithBrowser("has browser cases for every function of functions.json, and none for others", () => {
  expect(functionIds.length).toBeGreaterThan(0);
  expect(functionIds.filter((id) => (CASES[id] ?? []).length === 0)).toEqual([]);
  expect(Object.keys(CASES).filter((id) => !functionIds.includes(id))).toEqual([]);
});

describeWithBrowser.each(RUNTIMES)("$name", (runtime) => {
  let context: BrowserContext;
  let page: Page;
  let log: RequestLog;
  let pageUrl: string;
  const pageErrors: Error[] = [];

  beforeAll(async () => {
    const { url, pages } = runtime.open(manifestPoints, addinBase);
    pageUrl = url;
    context = await browser.newContext();
    log = await routeAddin(context, addinBase, pages);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error));
    await page.goto(pageUrl, { waitUntil: "load" });
    await page
      .waitForFunction(
        (ids) => {
          const runtime = (
            globalThis as { CustomFunctions?: { _association?: { mappings?: object } } }
          ).CustomFunctions;
          const mappings = runtime?._association?.mappings ?? {};
          return ids.every((id) => id in mappings);
        },
        functionIds,
        { timeout: 30_000 }
      )
      .catch(() => undefined); // the tests below say which ids are missing
  }, 90_000);

  afterAll(async () => {
    // Unset when beforeAll failed before opening it.
    await (context as BrowserContext | undefined)?.close();
  });

  it("loads the page and the functions script that the manifest names", () => {
    expect(log.served).toEqual(expect.arrayContaining([pageUrl, manifestPoints.script]));
  });

  it("loads the custom functions runtime from Microsoft's files", () => {
    expect(log.served).toContain(runtime.runtimeFile);
  });

  it("has Microsoft's CustomFunctions runtime, with its Error and error codes", async () => {
    const runtime = await page.evaluate(() => {
      const { Error: RuntimeError, ErrorCode } = CustomFunctions;
      const error = new RuntimeError(ErrorCode.invalidValue, "a message");
      return {
        isError: error instanceof Error,
        code: error.code,
        message: error.message,
        codes: [ErrorCode.invalidValue, ErrorCode.notAvailable],
        associate: typeof CustomFunctions.associate,
      };
    });
    expect(runtime).toEqual({
      isError: true,
      code: "#VALUE!",
      message: "a message",
      codes: ["#VALUE!", "#N/A"],
      associate: "function",
    });
  });

  it("associates exactly the function ids of functions.json", async () => {
    const associated = await page.evaluate(() =>
      Object.keys(
        (CustomFunctions as unknown as { _association: { mappings: object } })._association.mappings
      )
    );
    expect(associated.sort()).toEqual(functionIds);
  });

  it.each(ALL_CASES)("$id $behaviour", async ({ id, args, expected }) => {
    expect(await callInPage(page, id, args)).toEqual(matcherFor(expected));
  });

  it("solves DDTABLE's deals in a Web Worker, dist/ddworker.js from the add-in's origin, not inline", () => {
    // The cases above ran BRIDGE.DDTABLE and BRIDGE.DDROW. Had the worker failed to start, the
    // functions would have solved the deals in the page (dist/ddsolver.js) and answered alike.
    expect(log.served).toContain(`${addinBase}ddworker.js`);
    expect(log.served).not.toContain(`${addinBase}ddsolver.js`);
  });

  it("fetches only its own files and Office's runtime; Office's telemetry frame is blocked", () => {
    expect(log.missing).toEqual([]);
    const elsewhere = log.served.filter(
      (url) => !url.startsWith(addinBase) && !url.startsWith(`${OFFICE_CDN}/lib/`)
    );
    expect(elsewhere).toEqual([]);
    expect(log.aborted.filter((url) => new URL(url).hostname !== OFFICE_TELEMETRY_HOST)).toEqual(
      []
    );
  });

  it("runs its own scripts without an uncaught error", () => {
    const fromAddin = pageErrors.filter((error) => !firstFrameIsOffice(error));
    expect(fromAddin.map((error) => `${error.message}\n${error.stack ?? ""}`)).toEqual([]);
  });
});

/**
 * Outside Excel, office.js cannot reach its host window and throws from its own files (in the
 * shared runtime, "Value cannot be null. Parameter name: conversationId"): Office's, not ours.
 */
function firstFrameIsOffice(error: Error): boolean {
  const frame = (error.stack ?? "").split("\n").find((line) => /^\s+at /.test(line));
  return frame !== undefined && frame.includes(`${OFFICE_CDN}/lib/`);
}

/**
 * Excel in French: the metadata comes from the manifest's bt:Override of Functions.Metadata.Url
 * for fr-fr (learn.microsoft.com/office/dev/add-ins/excel/custom-functions-naming, "Localize
 * custom functions"), fetched from the add-in's host; Office.context.displayLanguage is "fr-FR"
 * (learn.microsoft.com/office/dev/add-ins/develop/localization), so messages are in French.
 */
describeWithBrowser("Excel in French", () => {
  let context: BrowserContext;
  let page: Page;
  let log: RequestLog;
  let frenchMetadataUrl: string;

  beforeAll(async () => {
    frenchMetadataUrl = urlForLocale(
      readManifest(path.join(DIST, "manifest.xml")),
      "Functions.Metadata.Url",
      "fr-FR"
    );
    const url = `${addinBase}js-runtime-french-test.html`;
    const html =
      `<!doctype html><html><head><meta charset="utf-8">` +
      `<script src="${CUSTOM_FUNCTIONS_RUNTIME}"></script>` +
      `<script src="${manifestPoints.script}"></script></head><body></body></html>`;
    context = await browser.newContext({ locale: "fr-FR" });
    log = await routeAddin(context, addinBase, { [url]: html });
    page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(
      () =>
        "SCORE" in
        ((globalThis as { CustomFunctions?: { _association?: { mappings?: object } } })
          .CustomFunctions?._association?.mappings ?? {}),
      undefined,
      { timeout: 30_000 }
    );
    // Office.context as the runtime gives it once initialized in Excel in French: the runtime's
    // Office.context getter returns the context its app factory holds (outside Excel, nothing).
    await page.evaluate(() => {
      const osf = (
        globalThis as unknown as { OSF: { _OfficeAppFactory: { setContext(c: object): void } } }
      ).OSF;
      osf._OfficeAppFactory.setContext({ displayLanguage: "fr-FR" });
    });
  }, 90_000);

  afterAll(async () => {
    // Unset when beforeAll failed before opening it.
    await (context as BrowserContext | undefined)?.close();
  });

  it("reads functions-fr.json from the add-in's host: same ids and function names, French parameter names and descriptions", async () => {
    expect(frenchMetadataUrl).toBe(`${addinBase}functions-fr.json`);
    const french = (await page.evaluate(async (url) => {
      const response = await fetch(url);
      return (await response.json()) as unknown;
    }, frenchMetadataUrl)) as {
      functions: {
        id: string;
        name: string;
        description: string;
        parameters: { name: string; description: string }[];
      }[];
    };
    expect(log.served).toContain(frenchMetadataUrl);
    expect(french.functions.map((fn) => fn.id).sort()).toEqual(functionIds);
    const declared = functionsMetadata("fr").functions;
    for (const fn of french.functions) {
      const table = declared.find((entry) => entry.id === fn.id);
      expect([fn.id, fn.name, fn.description]).toEqual([fn.id, fn.id, table?.description]);
      expect([fn.id, fn.parameters.map((p) => [p.name, p.description])]).toEqual([
        fn.id,
        table?.parameters.map((p) => [p.name, p.description]),
      ]);
    }
  });

  it("gives error messages in French", async () => {
    expect(await callInPage(page, "VP", [12.5, 8])).toEqual({
      error: "#VALUE!",
      message: "imp : reçu 12,5 ; attendu un nombre entier d'IMP, comme 12 ou -7.",
    });
    expect(await callInPage(page, "SCORE", ["3NT", 10, "V"])).toBe(630);
  });
});
