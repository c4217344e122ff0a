/*
 * docs/functions says what the declarations say (src/messages/functions, src/messages/help.ts):
 * each committed page is the one scripts/functionPages.ts writes from them (`npm run
 * docs:functions` writes them again), and no page is left for a function that is gone. The
 * signatures the README and the guide write out (those with optional arguments in brackets) are
 * the declared ones, with their arguments in order.
 */
import { readFileSync, readdirSync } from "fs";
import path from "path";
import { FUNCTIONS_DIR, functionPages } from "../../scripts/functionPages";
import { functionsMetadata } from "../../src/excel/metadata";
import { signatureOf } from "../../src/taskpane/functionHelp";

const ROOT = path.resolve(__dirname, "../..");
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

describe("the signatures written out in the README and the guide", () => {
  const guide = path.join(ROOT, "docs/guide");
  const texts = [
    "README.md",
    ...readdirSync(guide)
      .filter((file) => file.endsWith(".md"))
      .map((file) => `docs/guide/${file}`),
  ].map((file) => readFileSync(path.join(ROOT, file), "utf8"));
  const declared = new Map(
    functionsMetadata("en").functions.map((fn) => [fn.id, signatureOf(fn)] as const)
  );
  // A signature, not a formula: argument names only, one of them optional.
  const signatures = texts.flatMap((text) => [
    ...text.matchAll(/BRIDGE\.(\w+)\(([a-z_, ]*\[[a-z_, [\]]*)\)/g),
  ]);

  it("are found", () => {
    expect(signatures.length).toBeGreaterThan(5);
  });

  it("are the declared ones", () => {
    for (const match of signatures) {
      expect([match[1], match[0]]).toEqual([match[1], declared.get(match[1] ?? "")]);
    }
  });
});
