/*
 * What the build (npm run build, run by npm test first) writes from functions.json: a helpUrl per
 * function that names its page in dist/help/, French metadata with every function and parameter
 * in French, parameter names included, and ids and function names unchanged (Microsoft: "the id
 * of each function isn't localized", learn.microsoft.com/office/dev/add-ins/excel/custom-functions-naming,
 * "Localize custom functions": a localized file's parameter names are what Excel shows), and help pages that all
 * link back to their index, which links to every one of them.
 */
import * as fs from "fs";
import * as path from "path";
import type { Metadata } from "../../scripts/addinFiles";
import { functionsMetadata } from "../../src/excel/metadata";
import { FUNCTION_DECLARATIONS } from "../../src/messages/functions";
import { DIST } from "../support/manifest";

const DEV_BASE = "https://localhost:3000/";

function readDist(file: string): string {
  const full = path.join(DIST, file);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: run npm run build first`);
  return fs.readFileSync(full, "utf8");
}

const english = JSON.parse(readDist("functions.json")) as Metadata;
const french = JSON.parse(readDist("functions-fr.json")) as Metadata;

/** The files a URL of the development build names, or undefined when it is not the add-in's. */
function distFileOf(url: string): string | undefined {
  return url.startsWith(DEV_BASE) ? url.slice(DEV_BASE.length) : undefined;
}

function exists(relative: string | undefined): boolean {
  if (relative === undefined) return false;
  const full = path.join(DIST, relative);
  return fs.existsSync(full) && fs.statSync(full).isFile();
}

describe("functions.json", () => {
  it("gives every function a helpUrl: its own page in dist/help/", () => {
    expect(english.functions.length).toBeGreaterThan(0);
    for (const fn of english.functions) {
      expect([fn.id, fn.helpUrl]).toEqual([fn.id, `${DEV_BASE}help/${fn.id.toLowerCase()}.html`]);
      expect([fn.id, exists(distFileOf(fn.helpUrl ?? ""))]).toEqual([fn.id, true]);
    }
  });
});

describe("functions-fr.json", () => {
  it("lists the same functions with the same ids and names, and their parameters' French names", () => {
    const shape = (metadata: Metadata) =>
      metadata.functions.map((fn) => [fn.id, fn.name, fn.parameters.length]);
    expect(shape(french)).toEqual(shape(english));
    const frenchNames = french.functions.map((fn) => [fn.id, fn.parameters.map((p) => p.name)]);
    expect(frenchNames).toEqual(
      FUNCTION_DECLARATIONS.map((fn) => [
        fn.id,
        Object.values(fn.arguments).map((argument) => argument.name.fr),
      ])
    );
    expect(french.functions.find((fn) => fn.id === "SCORE")?.parameters.map((p) => p.name)).toEqual(
      ["contrat", "résultat", "vulnérabilité", "contre", "déclarant"]
    );
  });

  it("has a French description for every function and parameter", () => {
    const untranslated = french.functions.flatMap((fn, i) => {
      const en = english.functions[i];
      const same = fn.description === en?.description ? [fn.id] : [];
      return same.concat(
        fn.parameters
          .filter((p, j) => !p.description || p.description === en?.parameters[j]?.description)
          .map((p) => `${fn.id}.${p.name}`)
      );
    });
    expect(untranslated).toEqual([]);
  });

  it("keeps everything but the texts, the parameter names and the help link as the English metadata has it", () => {
    const withoutTexts = (metadata: Metadata) =>
      JSON.stringify(metadata, (key: string, value: unknown) =>
        key === "description" || key === "helpUrl" || key === "name" ? undefined : value
      );
    expect(withoutTexts(french)).toBe(withoutTexts(english));
  });

  it("is what the declarations give, with the help links", () => {
    const withoutLinks = (metadata: Metadata) =>
      JSON.stringify(metadata, (key: string, value: unknown) =>
        key === "helpUrl" ? undefined : value
      );
    expect(withoutLinks(english)).toBe(withoutLinks(functionsMetadata("en")));
    expect(withoutLinks(french)).toBe(withoutLinks(functionsMetadata("fr")));
  });

  it("links every function to its French help page", () => {
    for (const fn of french.functions) {
      const page = `help/fr/${fn.id.toLowerCase()}.html`;
      expect([fn.id, fn.helpUrl]).toEqual([fn.id, DEV_BASE + page]);
      expect([fn.id, exists(page)]).toEqual([fn.id, true]);
    }
  });
});

/** The href of every <a> and <link> of a page. */
function links(html: string): string[] {
  return [...html.matchAll(/<(?:a|link)\b[^>]*\bhref="([^"]+)"/g)].map((match) => match[1] ?? "");
}

function helpPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(DIST, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".html")) pages.push(relative);
    }
  };
  walk("help");
  return pages.sort();
}

describe("the help pages", () => {
  const pages = helpPages();

  it("are one per function and language, plus an index in each language", () => {
    const expected = english.functions.flatMap((fn) => [
      `help/${fn.id.toLowerCase()}.html`,
      `help/fr/${fn.id.toLowerCase()}.html`,
    ]);
    expect(pages).toEqual([...expected, "help/index.html", "help/fr/index.html"].sort());
  });

  it("link only to files that exist in dist/", () => {
    const broken = pages.flatMap((page) =>
      links(readDist(page))
        .map((href) => path.posix.join(path.posix.dirname(page), href))
        .filter((target) => !exists(target))
        .map((target) => `${page} -> ${target}`)
    );
    expect(broken).toEqual([]);
  });

  it("each link back to the index of their language", () => {
    const without = pages.filter((page) => {
      const index = path.posix.join(path.posix.dirname(page), "index.html");
      return (
        !page.endsWith("index.html") &&
        !links(readDist(page)).some(
          (href) => path.posix.join(path.posix.dirname(page), href) === index
        )
      );
    });
    expect(without).toEqual([]);
  });

  it("are all reached from the indexes: no page that nothing links to", () => {
    const reached = new Set<string>();
    for (const index of ["help/index.html", "help/fr/index.html"]) {
      for (const href of links(readDist(index)))
        reached.add(path.posix.join(path.posix.dirname(index), href));
    }
    expect(pages.filter((page) => !reached.has(page))).toEqual([]);
  });

  it("show each function's French description on its French page", () => {
    for (const fn of french.functions) {
      const html = readDist(`help/fr/${fn.id.toLowerCase()}.html`);
      const firstLine = (fn.description ?? "").split("\n")[0] ?? "";
      const escaped = firstLine
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&#39;");
      expect([fn.id, html.includes(escaped), /<html lang="fr">/.test(html)]).toEqual([
        fn.id,
        true,
        true,
      ]);
    }
  });
});
