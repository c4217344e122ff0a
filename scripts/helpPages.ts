/**
 * The help pages: help/index.html and help/<id>.html in English, help/fr/... in French, static
 * HTML with one style sheet and no script (the Content-Security-Policy allows none inline). Each
 * page's description and arguments come from the metadata of its language (written from the
 * declarations of src/messages/functions); examples and errors from src/messages/help.ts.
 * Every page links back to its index, and the index links to every page.
 */
import type {
  ExampleArgument,
  ExampleRange,
  ExampleValue,
  HelpExample,
  Language,
} from "../src/messages/help";
import { FUNCTION_HELP, HELP_PAGE_TEXTS } from "../src/messages/help";
import type { FunctionMetadata, Metadata } from "../src/excel/metadata";

export const HELP_STYLESHEET = "help/help.css";

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'";

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A value as Excel in that language writes it in a formula or shows it in a cell. */
export function formatValue(value: ExampleValue, language: Language, quoted: boolean): string {
  if (typeof value === "boolean") {
    if (language === "fr") return value ? "VRAI" : "FAUX";
    return value ? "TRUE" : "FALSE";
  }
  if (typeof value === "number") {
    const text = String(value);
    return language === "fr" ? text.replace(".", ",") : text;
  }
  return quoted ? `"${value}"` : value;
}

function formatArgument(argument: ExampleArgument, language: Language): string {
  if (argument === null) return "";
  if (typeof argument === "object") return argument.range;
  return formatValue(argument, language, true);
}

/** =BRIDGE.ID(...) as typed: "," between arguments in English, ";" in French. */
export function formulaText(id: string, example: HelpExample, language: Language): string {
  const separator = language === "fr" ? "; " : ", ";
  const args = example.args.map((argument) => formatArgument(argument, language));
  return `=BRIDGE.${id}(${args.join(separator).replace(/ +$/, "")})`;
}

/** A range's values as the page lists them: a column's in a row, a block's row by row. */
export function rangeValuesText(values: ExampleRange["values"], language: Language): string {
  const separator = language === "fr" ? " ; " : ", ";
  const line = (row: readonly ExampleValue[]) =>
    row.map((v) => formatValue(v, language, false)).join(separator);
  if (values.every((v) => Array.isArray(v))) {
    return (values as readonly (readonly ExampleValue[])[]).map(line).join(" / ");
  }
  return line(values as readonly ExampleValue[]);
}

export function resultText(example: HelpExample, language: Language): string {
  const separator = language === "fr" ? " ; " : ", ";
  const result = example.result;
  if (!Array.isArray(result)) return formatValue(result as ExampleValue, language, false);
  return (result as readonly (ExampleValue | readonly ExampleValue[])[])
    .map((item) =>
      Array.isArray(item)
        ? (item as readonly ExampleValue[])
            .map((v) => formatValue(v, language, false))
            .join(separator)
        : formatValue(item as ExampleValue, language, false)
    )
    .join(result.some((item) => Array.isArray(item)) ? " / " : separator);
}

function page(language: Language, title: string, body: string, depth: number): string {
  const up = "../".repeat(depth);
  return [
    "<!doctype html>",
    `<html lang="${language}">`,
    "<head>",
    '<meta charset="UTF-8" />',
    `<meta http-equiv="Content-Security-Policy" content="${POLICY}" />`,
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${up}help.css" />`,
    "</head>",
    `<body><main>${body}</main></body>`,
    "</html>",
    "",
  ].join("\n");
}

/** The signature as Excel's formula bar shows it: optional arguments in brackets. */
function signature(fn: FunctionMetadata, language: Language): string {
  const separator = language === "fr" ? "; " : ", ";
  const names = fn.parameters.map((p) => (p.optional ? `[${p.name}]` : p.name));
  return `BRIDGE.${fn.name}(${names.join(separator)})`;
}

function paragraphs(text: string | undefined): string {
  return (text ?? "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

function functionPage(fn: FunctionMetadata, language: Language, otherPage: string): string {
  const words = HELP_PAGE_TEXTS[language];
  const help = FUNCTION_HELP[fn.id];
  const rows = fn.parameters
    .map(
      (p) =>
        `<tr><th scope="row"><code>${escapeHtml(p.name)}</code>${
          p.optional ? ` <span class="optional">(${escapeHtml(words.optional ?? "")})</span>` : ""
        }</th><td>${escapeHtml(p.description ?? "")}</td></tr>`
    )
    .join("");
  const examples = (help?.examples ?? [])
    .map((example) => {
      const ranges = example.args
        .filter(
          (a): a is Exclude<ExampleArgument, null | ExampleValue> =>
            typeof a === "object" && a !== null
        )
        .map(
          (a) =>
            `<p class="range"><code>${escapeHtml(a.range)}</code> ${escapeHtml(words.holds ?? "")} ${escapeHtml(
              rangeValuesText(a.values, language)
            )}</p>`
        )
        .join("");
      return (
        `<div class="example">${ranges}<p class="formula"><code>${escapeHtml(
          formulaText(fn.id, example, language)
        )}</code> ${escapeHtml(words.shows ?? "")} <strong>${escapeHtml(resultText(example, language))}</strong></p>` +
        `<p>${escapeHtml(example.explanation[language])}</p>` +
        `<p class="source">${escapeHtml(words.source ?? "")}: ${escapeHtml(example.source)}</p></div>`
      );
    })
    .join("");
  const errors = (help?.errors ?? [])
    .map(
      (error) =>
        `<li><p>${escapeHtml(error.cause[language])}</p><p><em>${escapeHtml(
          words.fix ?? ""
        )}</em>: ${escapeHtml(error.fix[language])}</p></li>`
    )
    .join("");
  const body =
    `<nav><a href="index.html">${escapeHtml(words.back ?? "")}</a> · <a href="${otherPage}" hreflang="${
      language === "fr" ? "en" : "fr"
    }">${escapeHtml(words.otherLanguage ?? "")}</a></nav>` +
    `<h1><code>${escapeHtml(signature(fn, language))}</code></h1>` +
    paragraphs(fn.description) +
    `<h2>${escapeHtml(words.arguments ?? "")}</h2>` +
    `<table><thead><tr><th>${escapeHtml(words.argument ?? "")}</th><th>${escapeHtml(
      words.accepts ?? ""
    )}</th></tr></thead><tbody>${rows}</tbody></table>` +
    (examples ? `<h2>${escapeHtml(words.examples ?? "")}</h2>${examples}` : "") +
    (errors ? `<h2>${escapeHtml(words.errors ?? "")}</h2><ul class="errors">${errors}</ul>` : "") +
    `<nav><a href="index.html">${escapeHtml(words.back ?? "")}</a></nav>`;
  return page(language, `BRIDGE.${fn.name}`, body, language === "fr" ? 1 : 0);
}

function indexPage(metadata: Metadata, language: Language): string {
  const words = HELP_PAGE_TEXTS[language];
  const items = [...metadata.functions]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((fn) => {
      const firstLine = (fn.description ?? "").split("\n")[0] ?? "";
      return `<li><a href="${fn.id.toLowerCase()}.html"><code>BRIDGE.${escapeHtml(
        fn.name
      )}</code></a> ${escapeHtml(firstLine)}</li>`;
    })
    .join("");
  const other = language === "fr" ? "../index.html" : "fr/index.html";
  const body =
    `<nav><a href="${other}" hreflang="${language === "fr" ? "en" : "fr"}">${escapeHtml(
      words.otherLanguage ?? ""
    )}</a></nav>` +
    `<h1>${escapeHtml(words.title ?? "")}</h1><p>${escapeHtml(words.intro ?? "")}</p><p>${escapeHtml(
      words.blankHint ?? ""
    )}</p>` +
    `<h2>${escapeHtml(words.functions ?? "")}</h2><ul class="functions">${items}</ul>`;
  return page(language, words.title ?? "", body, language === "fr" ? 1 : 0);
}

/** Plain, readable, in the colours of the task pane (Office's Segoe UI and Excel green). */
const STYLESHEET = `body { font-family: "Segoe UI", system-ui, -apple-system, sans-serif; margin: 0; color: #242424; background: #fff; line-height: 1.45; }
main { max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem 2rem; }
h1 { font-size: 1.5rem; color: #107c41; margin: 0.75rem 0; }
h1 code { font-family: inherit; }
h2 { font-size: 1.15rem; border-bottom: 1px solid #e0e0e0; padding-bottom: 0.2rem; margin-top: 1.6rem; }
code { font-family: Consolas, "SF Mono", Menlo, monospace; font-size: 0.95em; }
a { color: #0f6cbd; }
nav { font-size: 0.95rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.5rem; border-bottom: 1px solid #eee; }
.optional { color: #616161; font-weight: normal; font-size: 0.9em; }
.example { background: #f5f5f5; border-left: 3px solid #107c41; padding: 0.4rem 0.8rem; margin: 0.8rem 0; }
.example p { margin: 0.3rem 0; }
.source { color: #616161; font-size: 0.85rem; }
ul.functions li { margin: 0.4rem 0; }
`;

/** Every help file by path relative to dist/: the style sheet, two indexes and a page per function and language. */
export function renderHelpPages(english: Metadata, french: Metadata): Map<string, string> {
  const files = new Map<string, string>([[HELP_STYLESHEET, STYLESHEET]]);
  files.set("help/index.html", indexPage(english, "en"));
  files.set("help/fr/index.html", indexPage(french, "fr"));
  for (const fn of english.functions) {
    const file = `${fn.id.toLowerCase()}.html`;
    files.set(`help/${file}`, functionPage(fn, "en", `fr/${file}`));
  }
  for (const fn of french.functions) {
    const file = `${fn.id.toLowerCase()}.html`;
    files.set(`help/fr/${file}`, functionPage(fn, "fr", `../${file}`));
  }
  return files;
}
