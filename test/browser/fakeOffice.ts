/*
 * What the task pane's browser test puts into the page before its scripts run: the fake Excel of
 * test/taskpane/fakeExcel.ts (transpiled here, the same file the writer's unit tests use), behind
 * `Excel.run`, and an Office that says it is Excel. The real office.js still loads from its
 * (routed) CDN address; when the page has parsed and before the deferred scripts run, its
 * `onReady` and `context` are replaced, as Excel would answer them.
 */
import * as fs from "fs";
import * as path from "path";
import * as ts from "typescript";

export interface FakeOfficeOptions {
  readonly displayLanguage: string;
  readonly sheets: readonly string[];
  readonly supported: boolean;
  /** Office.PlatformType as onReady reports it; "OfficeOnline" unless told. */
  readonly platform?: string;
}

/** The init script: defines window.__fake (the fake workbook) and patches Office when parsed. */
export function fakeOfficeScript(options: FakeOfficeOptions): string {
  const source = fs.readFileSync(path.join(__dirname, "../taskpane/fakeExcel.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2019 },
  });
  return `(() => {
  const exports = {};
  ${outputText}
  const fake = exports.createFakeExcel({ sheets: ${JSON.stringify(options.sheets)} });
  window.__fake = fake;
  const info = { host: "Excel", platform: ${JSON.stringify(options.platform ?? "OfficeOnline")} };
  const onReady = (callback) => {
    if (callback) setTimeout(() => callback(info), 0);
    return Promise.resolve(info);
  };
  const context = {
    displayLanguage: ${JSON.stringify(options.displayLanguage)},
    requirements: { isSetSupported: () => ${options.supported} },
  };
  // office.js sets Office.onReady and defines Office.context again as it starts, at a moment
  // that varies: the fake's are fixed (writes ignored, a redefinition throws inside office.js),
  // so the pane always meets Excel's answers, whenever it asks.
  const patch = (office) => {
    if (!office || office.__fake) return;
    for (const [name, value] of [["onReady", onReady], ["context", context]]) {
      Object.defineProperty(office, name, { configurable: false, get: () => value, set: () => {} });
    }
    Object.defineProperty(office, "__fake", { value: true });
  };
  window.Excel = { run: (batch) => batch(fake.context) };
  let office;
  Object.defineProperty(window, "Office", {
    configurable: true,
    get: () => office,
    set: (value) => {
      office = value;
      patch(value);
    },
  });
  document.addEventListener("readystatechange", () => {
    window.Excel = { run: (batch) => batch(fake.context) };
    patch(window.Office);
  });
})();`;
}
