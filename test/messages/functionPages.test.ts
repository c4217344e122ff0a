/*
 * docs/functions says what the declarations say (src/messages/functions, src/messages/help.ts):
 * each committed page is the one scripts/functionPages.ts writes from them (`npm run
 * docs:functions` writes them again), and no page is left for a function that is gone.
 */
import { readFileSync, readdirSync } from "fs";
import path from "path";
import { FUNCTIONS_DIR, functionPages } from "../../scripts/functionPages";
import { functionsMetadata } from "../../src/excel/metadata";

const pages = functionPages();

describe("docs/functions", () => {
  it("holds a page per declared function and the index, and nothing else", () => {
    const declared = functionsMetadata("en").functions.map((fn) => `${fn.id.toLowerCase()}.md`);
    const committed = readdirSync(FUNCTIONS_DIR).filter((file) => file.endsWith(".md"));
    expect(committed.sort()).toEqual([...pages.keys()].sort());
    expect([...pages.keys()].sort()).toEqual(["README.md", ...declared].sort());
  });

  it.each([...pages.keys()])(
    "docs/functions/%s is the page written from the declarations (npm run docs:functions)",
    (file) => {
      expect(readFileSync(path.join(FUNCTIONS_DIR, file), "utf8")).toBe(pages.get(file));
    }
  );
});
