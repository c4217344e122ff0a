/*
 * The built add-in (dist/, made by `npm run build`, which `npm test` runs first) is safe to load in
 * a club's workbooks: every page carries a Content-Security-Policy that lets scripts come only from
 * the add-in's own origin and Microsoft's Office CDN (appsforoffice.microsoft.com, where office.js
 * must be loaded from); no page has inline script; the bundles hold no eval or Function
 * constructor, no source maps, and none of the APIs that would reach the network, the workbook or
 * the browser's storage, as SECURITY.md states.
 */
import * as fs from "fs";
import * as path from "path";

const DIST = path.resolve(__dirname, "../../dist");
const OFFICE_CDN = "https://appsforoffice.microsoft.com";

function distFiles(extension: string): string[] {
  if (!fs.existsSync(DIST)) throw new Error(`${DIST} is missing: run npm run build first`);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(extension)) files.push(full);
    }
  };
  walk(DIST);
  return files.sort();
}

const pages = distFiles(".html").map(
  (file) => [path.relative(DIST, file), fs.readFileSync(file, "utf8")] as const
);
const bundles = distFiles(".js").map(
  (file) => [path.relative(DIST, file), fs.readFileSync(file, "utf8")] as const
);

/** The attributes of a tag, quoted or not (the build minifies the pages). */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inside = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const match of inside.matchAll(
    /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
  )) {
    attributes.set((match[1] ?? "").toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** The policy of a page's <meta http-equiv="Content-Security-Policy">, directive by directive. */
function contentSecurityPolicy(
  html: string
): { index: number; directives: Map<string, string[]> } | undefined {
  for (const meta of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(meta[0]);
    if (attributes.get("http-equiv")?.toLowerCase() !== "content-security-policy") continue;
    const directives = new Map<string, string[]>();
    for (const directive of (attributes.get("content") ?? "").split(";")) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name) directives.set(name.toLowerCase(), sources);
    }
    return { index: meta.index, directives };
  }
  return undefined;
}

/** The sources a directive allows, falling back to default-src as browsers do. */
function sourcesOf(directives: Map<string, string[]>, name: string): string[] | undefined {
  return directives.get(name) ?? directives.get("default-src");
}

const scriptTags = (html: string) => [
  ...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi),
];

describe("the built pages", () => {
  it("include at least the shared-runtime page", () => {
    expect(pages.map(([name]) => name)).toContain("taskpane.html");
  });

  it("include a help page per function, which carry no script at all (static pages)", () => {
    const help = pages.filter(([name]) => name.startsWith(`help${path.sep}`));
    expect(help.length).toBeGreaterThan(2);
    expect(help.filter(([, html]) => /<script\b/i.test(html)).map(([name]) => name)).toEqual([]);
  });

  describe.each(pages)("%s", (name, html) => {
    const policy = contentSecurityPolicy(html);

    it("has a Content-Security-Policy meta element before any script", () => {
      expect(policy).toBeDefined();
      const firstScript = html.search(/<script\b/i);
      expect(firstScript < 0 || (policy?.index ?? Infinity) < firstScript).toBe(true);
    });

    it(`allows scripts only from 'self' and ${OFFICE_CDN}, with no 'unsafe-inline' or 'unsafe-eval'`, () => {
      const scripts = policy ? sourcesOf(policy.directives, "script-src") : undefined;
      expect(scripts).toBeDefined();
      expect(
        (scripts ?? []).filter((source) => source !== "'self'" && source !== OFFICE_CDN)
      ).toEqual([]);
      for (const name of ["script-src-elem", "script-src-attr"]) {
        expect(policy?.directives.has(name)).toBe(false);
      }
    });

    it("lets the page connect only to its own origin and the Office CDN", () => {
      const connect = policy ? sourcesOf(policy.directives, "connect-src") : undefined;
      expect(connect).toBeDefined();
      expect(
        (connect ?? []).filter((source) => source !== "'self'" && source !== OFFICE_CDN)
      ).toEqual([]);
    });

    it("lets the page start workers only from its own origin (the double-dummy worker, dist/ddworker.js)", () => {
      // Browsers fall back from worker-src to child-src, then script-src, then default-src.
      const workers = policy
        ? (policy.directives.get("worker-src") ??
          policy.directives.get("child-src") ??
          sourcesOf(policy.directives, "script-src"))
        : undefined;
      expect(workers).toBeDefined();
      expect(workers?.length).toBeGreaterThan(0);
      expect((workers ?? []).filter((source) => source !== "'self'")).toEqual([]);
    });

    it("allows no plugins and no other base URL", () => {
      expect(policy?.directives.get("object-src")).toEqual(["'none'"]);
      expect(policy?.directives.get("base-uri")).toEqual(["'self'"]);
    });

    it("loads every script from a file of its own origin or from the Office CDN, with no inline body", () => {
      const tags = scriptTags(html);
      // The add-in's pages load scripts; the help pages (checked above) load none.
      if (!name.startsWith(`help${path.sep}`)) expect(tags.length).toBeGreaterThan(0);
      for (const [tag, attributes, body] of tags) {
        const src = attributesOf(`<script${attributes ?? ""}>`).get("src");
        expect([
          tag,
          src !== undefined && (!/^[a-z]+:|^\/\//i.test(src) || src.startsWith(`${OFFICE_CDN}/`)),
        ]).toEqual([tag, true]);
        expect([tag, (body ?? "").trim()]).toEqual([tag, ""]);
      }
    });

    it("has no inline event handlers or javascript: URLs", () => {
      expect(html.match(/<[^>]+\son[a-z]+\s*=/gi) ?? []).toEqual([]);
      expect(html.match(/javascript:/gi) ?? []).toEqual([]);
    });
  });
});

describe("the built bundles", () => {
  it("include the functions, the page's script and the double-dummy worker", () => {
    expect(bundles.map(([name]) => name)).toEqual(
      expect.arrayContaining(["functions.js", "taskpane.js", "ddworker.js"])
    );
  });

  it("are a production build: no source map files and no sourceMappingURL", () => {
    expect(distFiles(".map").map((file) => path.relative(DIST, file))).toEqual([]);
    for (const [name, code] of bundles)
      expect([name, code.includes("sourceMappingURL")]).toEqual([name, false]);
  });

  // Code from strings: eval, the Function constructor, and timers given a string.
  const codeFromText: readonly [string, RegExp][] = [
    ["eval(", /(?<![\w$.])eval\s*\(/],
    ["new Function", /\bnew\s+Function\b/],
    ["Function(", /(?<![\w$.])Function\s*\(/],
    ["setTimeout or setInterval with a string", /\bset(?:Timeout|Interval)\s*\(\s*["'`]/],
  ];
  // What SECURITY.md says the add-in never touches: the network, the workbook, the browser's storage.
  // One exception: the task pane's script writes the sheets a user asks for through Excel.run
  // (src/taskpane/writePlan.ts, the one writer); the functions never touch the workbook.
  const WRITER_BUNDLE = "taskpane.js";
  const outsideItsArguments: readonly [string, RegExp][] = [
    ["fetch", /(?<![\w$])fetch\s*\(/],
    ["XMLHttpRequest", /XMLHttpRequest/],
    ["WebSocket", /WebSocket/],
    ["EventSource", /EventSource/],
    ["sendBeacon", /sendBeacon/],
    ["import()", /(?<![\w$.])import\s*\(/],
    ["importScripts", /importScripts/],
    ["Excel.run", /Excel\s*\.\s*run\b/],
    ["Excel.RequestContext", /RequestContext/],
    ["localStorage", /localStorage/],
    ["sessionStorage", /sessionStorage/],
    ["indexedDB", /indexedDB/],
    ["document.cookie", /\.cookie\b/],
    ["Office settings or storage", /OfficeRuntime|\.settings\b|\.storage\b/],
  ];

  describe.each(bundles)("%s", (name, code) => {
    it.each(codeFromText)("contains no %s", (__, pattern) => {
      expect(code.match(pattern)).toBeNull();
    });

    it.each(
      outsideItsArguments.filter(([what]) => !(name === WRITER_BUNDLE && what === "Excel.run"))
    )("uses no %s", (__, pattern) => {
      expect(code.match(pattern)).toBeNull();
    });
  });

  it("reach the workbook from the task pane's script only, through one Excel.run", () => {
    const writers = bundles.filter(([, code]) => /Excel\s*\.\s*run\b/.test(code));
    expect(writers.map(([name]) => name)).toEqual([WRITER_BUNDLE]);
    expect(writers[0]?.[1].match(/Excel\s*\.\s*run\b/g)).toHaveLength(1);
  });
});
