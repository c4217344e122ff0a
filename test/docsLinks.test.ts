/*
 * The documentation's links lead somewhere: every relative link and image of README.md,
 * SECURITY.md and docs/ names a file of the repository, and a link to a section names a heading
 * of that file, by the anchor GitHub gives it (lower case, punctuation dropped, spaces as
 * hyphens, a repeated heading numbered -1, -2...).
 */
import { existsSync, readFileSync, readdirSync, statSync } from "fs";
import path from "path";

const ROOT = path.resolve(__dirname, "..");

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith(".md") ? [file] : [];
  });
}

const FILES = [
  path.join(ROOT, "README.md"),
  path.join(ROOT, "SECURITY.md"),
  ...markdownFiles(path.join(ROOT, "docs")),
];

/** A file's text without its fenced code blocks, where nothing is a link. */
function prose(file: string): string {
  return readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
}

/** The anchors GitHub gives a Markdown file's headings. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(file).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = (heading ?? "")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every relative link and image of a file, as [file, target]. */
function linksOf(file: string): [string, string][] {
  const text = prose(file);
  const targets = [
    ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? ""),
    ...[...text.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1] ?? ""),
  ];
  return targets
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => [path.relative(ROOT, file), target]);
}

const LINKS = FILES.flatMap(linksOf);

describe("the documentation's links", () => {
  it("are found", () => {
    expect(LINKS.length).toBeGreaterThan(50);
  });

  it.each(LINKS)("%s: %s leads to a file and a heading of it", (from, target) => {
    const [relative = "", anchor] = target.split("#");
    const file =
      relative === "" ? path.join(ROOT, from) : path.resolve(ROOT, path.dirname(from), relative);
    expect([target, existsSync(file)]).toEqual([target, true]);
    if (anchor !== undefined) expect([target, anchorsOf(file).has(anchor)]).toEqual([target, true]);
  });
});
