/*
 * README.md says what the declarations say (src/messages/functions): its table of functions is
 * the one scripts/readmeFunctions.ts writes from them, and every signature in a heading of its
 * function reference is a declared function's, with its arguments in order.
 */
import { readFileSync } from "fs";
import { README, functionsTable, tableInReadme } from "../../scripts/readmeFunctions";
import { functionsMetadata } from "../../src/excel/metadata";
import { signatureOf } from "../../src/taskpane/functionHelp";

const readme = readFileSync(README, "utf8");

describe("README.md's function reference", () => {
  it("holds the table of functions written from the declarations (npx tsx scripts/readmeFunctions.ts)", () => {
    expect(tableInReadme(readme)).toBe(functionsTable());
  });

  it("titles each function's section with its declared signature", () => {
    const declared = new Map(
      functionsMetadata("en").functions.map((fn) => [fn.id, signatureOf(fn)] as const)
    );
    const headings = readme.split("\n").filter((line) => /^#{3,4} .*BRIDGE\.\w+\(/.test(line));
    const inHeadings = headings.flatMap((line) => [...line.matchAll(/BRIDGE\.(\w+)\([^)]*\)/g)]);
    expect(inHeadings.length).toBeGreaterThan(5);
    for (const match of inHeadings) {
      expect([match[1], match[0]]).toEqual([match[1], declared.get(match[1] ?? "")]);
    }
  });
});
