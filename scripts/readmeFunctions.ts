/**
 * The README's table of functions, written from the functions' declarations
 * (src/messages/functions): each function's signature as Excel shows it and the first sentence of
 * its description. `npx tsx scripts/readmeFunctions.ts` rewrites the table in README.md between
 * its two marker comments; test/messages/readme.test.ts fails when the table and the declarations
 * differ.
 */
import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { functionsMetadata } from "../src/excel/metadata";
import { signatureOf } from "../src/taskpane/functionHelp";

export const README = path.resolve(__dirname, "../README.md");
export const TABLE_START =
  "<!-- The table of functions: written from src/messages/functions by scripts/readmeFunctions.ts. -->";
export const TABLE_END = "<!-- End of the table of functions. -->";

/** A description's first sentence: up to the first full stop that ends one, before its example. */
function firstSentence(description: string): string {
  const text = (description.split("\nExample")[0] ?? "").replace(/\n/g, " ");
  const end = text.search(/\.(\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

/** The table, markers included, as README.md holds it. */
export function functionsTable(): string {
  const rows = [...functionsMetadata("en").functions]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (fn) =>
        `| \`${signatureOf(fn)}\` | ${firstSentence(fn.description ?? "").replace(/\|/g, "\\|")} |`
    );
  return [TABLE_START, "", "| function | gives |", "| --- | --- |", ...rows, "", TABLE_END].join(
    "\n"
  );
}

/** The table README.md holds now, markers included, or undefined when it has none. */
export function tableInReadme(readme: string): string | undefined {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  return start < 0 || end < start ? undefined : readme.slice(start, end + TABLE_END.length);
}

if (require.main === module) {
  const readme = readFileSync(README, "utf8");
  const table = tableInReadme(readme);
  if (table === undefined) throw new Error(`README.md has no "${TABLE_START}"`);
  writeFileSync(README, readme.replace(table, functionsTable()));
  console.log("README.md's table of functions written from the declarations");
}
