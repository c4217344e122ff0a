/**
 * docs/functions/: a Markdown page per function and the index of them all, written from what
 * the help pages read (scripts/helpPages.ts): the metadata of each language (src/excel/metadata.ts,
 * from the declarations of src/messages/functions), each argument's accepted forms as its error
 * messages cite them, and the worked examples and errors of src/messages/help.ts.
 * `npm run docs:functions` writes them; test/messages/functionPages.test.ts fails when the
 * committed pages differ from what this writes.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "fs";
import path from "path";
import type { FunctionMetadata } from "../src/excel/metadata";
import { functionsMetadata } from "../src/excel/metadata";
import type {
  ExampleArgument,
  ExampleRange,
  ExampleValue,
  HelpExample,
} from "../src/messages/help";
import { FUNCTION_HELP } from "../src/messages/help";
import { signatureOf } from "../src/taskpane/functionHelp";
import { formatValue, formulaText, rangeValuesText, resultText } from "./helpPages";

export const FUNCTIONS_DIR = path.resolve(__dirname, "../docs/functions");
export const INDEX_FILE = "README.md";

const GENERATED =
  "<!-- Written by scripts/functionPages.ts from src/messages (npm run docs:functions): edit the declarations, not this page. -->";

const PAR_AND_HANDS =
  "../guide/hand-records.md#par-and-the-hands-bridgepar-bridgeparcontract-bridgehcp-bridgehand";
const TABLE_FROM_DEAL =
  "../guide/hand-records.md#the-table-from-the-deal-bridgeddtable-bridgeddrow";

/** Where the guide shows each function at work, beside others (docs/guide). */
const GUIDE: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  SCORE: [
    ["A deal's score", "../guide/scoring.md#a-deals-score-bridgescore"],
    ["How results are read", "../guide/scoring.md#how-results-are-read"],
    ["French sheets", "../guide/scoring.md#french-sheets"],
  ],
  IMPS: [
    ["IMPs", "../guide/scoring.md#imps-bridgeimps"],
    ["A teams match", "../guide/scoring.md#teams-match-imps-and-vps"],
  ],
  MATCHPOINTS: [
    ["Matchpoints", "../guide/scoring.md#matchpoints-bridgematchpoints"],
    ["Whole session", "../guide/scoring.md#whole-session"],
  ],
  XIMPS: [["IMP pairs", "../guide/scoring.md#imp-pairs-bridgeximps-bridgedatum-bridgebutler"]],
  DATUM: [["IMP pairs", "../guide/scoring.md#imp-pairs-bridgeximps-bridgedatum-bridgebutler"]],
  BUTLER: [["IMP pairs", "../guide/scoring.md#imp-pairs-bridgeximps-bridgedatum-bridgebutler"]],
  RANKING: [
    ["Whole session", "../guide/scoring.md#whole-session"],
    ["The ranking", "../guide/scoring.md#the-ranking-bridgeranking"],
  ],
  MASTERPOINTS: [["Master points", "../guide/scoring.md#master-points-bridgemasterpoints"]],
  VP: [
    ["A teams match", "../guide/scoring.md#teams-match-imps-and-vps"],
    ["An event's own VP table", "../guide/teams.md#an-events-own-vp-table"],
  ],
  BAM: [["Board-a-match", "../guide/teams.md#board-a-match"]],
  STANDINGS: [["Standings and the Swiss draw", "../guide/teams.md#standings-and-the-swiss-draw"]],
  SWISSDRAW: [
    ["Standings and the Swiss draw", "../guide/teams.md#standings-and-the-swiss-draw"],
    ["Teams events in the pane", "../guide/teams.md#teams-events-in-the-pane"],
  ],
  VUL: [
    [
      "Vulnerability and dealer",
      "../guide/scoring.md#vulnerability-and-dealer-bridgevul-bridgedealer",
    ],
  ],
  DEALER: [
    [
      "Vulnerability and dealer",
      "../guide/scoring.md#vulnerability-and-dealer-bridgevul-bridgedealer",
    ],
  ],
  PAR: [["Par and the hands", PAR_AND_HANDS]],
  PARCONTRACT: [["Par and the hands", PAR_AND_HANDS]],
  HCP: [["Par and the hands", PAR_AND_HANDS]],
  HAND: [["Par and the hands", PAR_AND_HANDS]],
  DDTABLE: [["The table from the deal", TABLE_FROM_DEAL]],
  DDROW: [["The table from the deal", TABLE_FROM_DEAL]],
};

/** Text as Markdown shows it literally: no emphasis from a "*", no HTML from a "<". */
function literal(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\*/g, "\\*").replace(/</g, "&lt;");
}

/** A description's first sentence: up to the first full stop that ends one, before its example. */
export function firstSentence(description: string): string {
  const text = (description.split("\nExample")[0] ?? "").replace(/\n/g, " ");
  const end = text.search(/\.(\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

/** A function's page, by its id: docs/functions/score.md. */
export function pageFile(id: string): string {
  return `${id.toLowerCase()}.md`;
}

function isRange(argument: ExampleArgument): argument is ExampleRange {
  return typeof argument === "object" && argument !== null;
}

/** A spilled block, its columns aligned, as a code block shows it. */
function blockText(rows: readonly (readonly ExampleValue[])[]): string {
  const cells = rows.map((row) => row.map((value) => formatValue(value, "en", false)));
  const widths = cells[0]?.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? "").length))
  );
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join("  ")
        .trimEnd()
    )
    .join("\n");
}

function exampleText(id: string, example: HelpExample): string {
  const ranges = example.args
    .filter(isRange)
    .map((range) => `- \`${range.range}\` holds ${literal(rangeValuesText(range.values, "en"))}.`);
  const result = example.result;
  const block = Array.isArray(result) && result.some((row) => Array.isArray(row));
  return [
    ...(ranges.length > 0 ? [...ranges, ""] : []),
    "```",
    formulaText(id, example, "en"),
    "```",
    "",
    ...(block
      ? ["gives", "", "```", blockText(result as readonly (readonly ExampleValue[])[]), "```", ""]
      : [`gives **${literal(resultText(example, "en"))}**.`, ""]),
    literal(example.explanation.en),
    "",
    `Source: ${literal(example.source)}.`.replace(/\.\.$/, "."),
  ].join("\n");
}

/** A function's page, as docs/functions/<id>.md holds it. */
export function functionPage(english: FunctionMetadata, french: FunctionMetadata): string {
  const help = FUNCTION_HELP[english.id];
  const paragraphs = (english.description ?? "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map(literal);
  const argumentsList = english.parameters.map((parameter, index) => {
    const frenchName = french.parameters[index]?.name ?? parameter.name;
    const optional = parameter.optional ? ", optional" : "";
    // The description holds the accepted forms, as the argument's messages cite them.
    return `- **\`${parameter.name}\`** (French \`${frenchName}\`${optional}): ${literal(parameter.description ?? "")}`;
  });
  const examples = (help?.examples ?? []).map((example) => exampleText(english.id, example));
  const errors = (help?.errors ?? []).map(
    (error) => `- ${literal(error.cause.en)}\n  - What to do: ${literal(error.fix.en)}`
  );
  const guide = (GUIDE[english.id] ?? []).map(([title, link]) => `[${title}](${link})`);
  return [
    GENERATED,
    "",
    `# BRIDGE.${english.name}`,
    "",
    "```",
    signatureOf(english),
    "```",
    "",
    `In French Excel: \`${signatureOf(french, "fr")}\`.`,
    "",
    paragraphs.join("\n\n"),
    "",
    "## Arguments",
    "",
    ...(argumentsList.length > 0 ? argumentsList : ["None."]),
    "",
    ...(examples.length > 0 ? ["## Examples from real boards", "", examples.join("\n\n"), ""] : []),
    ...(errors.length > 0 ? ["## Errors and what to do", "", ...errors, ""] : []),
    "## See also",
    "",
    `In the guide: ${guide.length > 0 ? guide.join(", ") : "[the guide](../guide/README.md)"}. ` +
      "In Excel, **Help on this function** opens the same text as a help page. " +
      "[All functions](README.md).",
    "",
  ].join("\n");
}

/** The index: every function, its signature linked to its page, and its first sentence. */
export function indexPage(functions: readonly FunctionMetadata[]): string {
  const rows = [...functions]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (fn) =>
        `| [\`${signatureOf(fn)}\`](${pageFile(fn.id)}) | ${literal(
          firstSentence(fn.description ?? "")
        ).replace(/\|/g, "\\|")} |`
    );
  return [
    GENERATED,
    "",
    "# The functions",
    "",
    "Every function takes single values or ranges: given ranges, it spills a range of answers, so",
    "one formula scores a whole column. A blank contract or result gives a blank, so unfinished",
    "rows stay empty. Bad input gives `#VALUE!` in its own cell; hover over the cell's error flag to",
    "read which argument was wrong, what it got and what it accepts. Optional arguments are in",
    "brackets; in French Excel the arguments have French names and are separated by `;`.",
    "",
    "| function | gives |",
    "| --- | --- |",
    ...rows,
    "",
    "How the functions work together on a club's sheets is in [the guide](../guide/README.md).",
    "",
  ].join("\n");
}

/** Every file of docs/functions by its name: the index and a page per function. */
export function functionPages(): Map<string, string> {
  const english = functionsMetadata("en").functions;
  const french = functionsMetadata("fr").functions;
  const pages = new Map<string, string>([[INDEX_FILE, indexPage(english)]]);
  for (const fn of english) {
    const itsFrench = french.find((other) => other.id === fn.id) ?? fn;
    pages.set(pageFile(fn.id), functionPage(fn, itsFrench));
  }
  return pages;
}

if (require.main === module) {
  mkdirSync(FUNCTIONS_DIR, { recursive: true });
  const pages = functionPages();
  for (const file of readdirSync(FUNCTIONS_DIR)) {
    if (file.endsWith(".md") && !pages.has(file)) rmSync(path.join(FUNCTIONS_DIR, file));
  }
  for (const [file, text] of pages) writeFileSync(path.join(FUNCTIONS_DIR, file), text);
  console.log(`docs/functions: ${pages.size} pages written from the declarations`);
}
