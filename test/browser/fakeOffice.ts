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
  const patch = () => {
    window.Excel = { run: (batch) => batch(fake.context) };
    const office = window.Office;
    if (!office) return;
    const info = { host: "Excel", platform: "OfficeOnline" };
    office.onReady = (callback) => {
      if (callback) setTimeout(() => callback(info), 0);
      return Promise.resolve(info);
    };
    Object.defineProperty(office, "context", {
      configurable: true,
      value: {
        displayLanguage: ${JSON.stringify(options.displayLanguage)},
        requirements: { isSetSupported: () => ${options.supported} },
      },
    });
  };
  document.addEventListener("readystatechange", () => {
    if (document.readyState === "interactive") patch();
  });
})();`;
}
