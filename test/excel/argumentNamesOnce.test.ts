/*
 * No argument name is typed as a string outside its declaration (issue 46): the adapters of
 * src/excel/functions, and the readers of src/excel they share, cite an argument by its
 * declaration (`BAM_ARGUMENTS.tie_margin`), never by a quoted name ("tie_margin"), which can
 * drift from the declaration it should match. src/excel/scoreColumn.ts, BRIDGE.SCORE's hot
 * path, is not held to it yet.
 */
import { readFileSync, readdirSync } from "fs";
import path from "path";
import { FUNCTION_DECLARATIONS } from "../../src/messages/functions";

const EXCEL = path.resolve(__dirname, "../../src/excel");

/** Every argument name, English and French. */
const NAMES = new Set(
  FUNCTION_DECLARATIONS.flatMap((fn) =>
    Object.values(fn.arguments).flatMap((argument) => [argument.name.en, argument.name.fr])
  )
);

/**
 * Every string literal of a source, comments left out, with its line; not a kind's or a case's
 * tag (`kind: "result"`, `case "deal":`), which only shares its word with a name.
 */
function stringLiterals(source: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "));
  withoutComments.split("\n").forEach((line, index) => {
    const code = line.replace(/^\s*\/\/.*$/, "").replace(/\s\/\/ .*$/, "");
    for (const match of code.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`$]*)`/g)) {
      if (/(\bcase|\bkind:|\bkind ===)\s*$/.test(code.slice(0, match.index))) continue;
      found.push({ text: match[1] ?? match[2] ?? match[3] ?? "", line: index + 1 });
    }
  });
  return found;
}

function sources(folder: string): string[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(folder, file));
}

describe("argument names", () => {
  it("finds a quoted name and not one in a comment", () => {
    expect(stringLiterals('f(cell, "tie_margin"); // "board"\n/* "scores" */ g(\'seat\')')).toEqual(
      [
        { text: "tie_margin", line: 1 },
        { text: "seat", line: 2 },
      ]
    );
  });

  it("are never quoted in src/excel: each is cited by its declaration", () => {
    const quoted: string[] = [];
    for (const file of [...sources(EXCEL), ...sources(path.join(EXCEL, "functions"))]) {
      for (const { text, line } of stringLiterals(readFileSync(file, "utf8"))) {
        if (NAMES.has(text)) quoted.push(`${path.relative(EXCEL, file)}:${line} "${text}"`);
      }
    }
    expect(quoted).toEqual([]);
  });
});
