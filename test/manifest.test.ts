/*
 * The add-in only (XML) manifest, source and built, checked offline: Microsoft's validator is an
 * online service, so the rules Office applies are asserted here. Limits and elements: the
 * manifest reference (learn.microsoft.com/javascript/api/manifest: ShortString 1-125 and
 * LongString 1-250 characters, resid at most 32 characters) and the shared-runtime configuration
 * (learn.microsoft.com/office/dev/add-ins/develop/configure-your-add-in-to-use-a-shared-runtime:
 * <Runtimes> first in <Host>, one resid for Runtime, Page and FunctionFile).
 */
import { execFile } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { promisify } from "util";
import type { Element } from "@xmldom/xmldom";
import type { Manifest } from "./support/manifest";
import {
  DIST,
  NAMESPACES,
  ROOT,
  allUrls,
  childElements,
  customFunctionsExtensionPoint,
  customFunctionsUrls,
  elementsByName,
  onlyElement,
  parseManifest,
  sourceLocationResid,
  xsiType,
} from "./support/manifest";

const run = promisify(execFile);
const WEBPACK_CLI = require.resolve("webpack-cli/bin/cli.js");
const DEV_BASE = "https://localhost:3000/";

/** Which resource list a resid must name, by the element that holds it (manifest reference). */
const RESID_KIND: Readonly<Record<string, string>> = {
  SourceLocation: "Urls",
  Runtime: "Urls",
  FunctionFile: "Urls",
  LearnMoreUrl: "Urls",
  Namespace: "ShortStrings",
  Title: "ShortStrings",
  Label: "ShortStrings",
  Description: "LongStrings",
  Image: "Images",
};

function office(manifest: Manifest, name: string): Element {
  return onlyElement(manifest.root, NAMESPACES.office, name);
}

function defaultValue(manifest: Manifest, name: string): string {
  return office(manifest, name).getAttribute("DefaultValue") ?? "";
}

/** Width and height from a PNG's IHDR chunk (PNG specification, 11.2.2), or why it is not a PNG. */
function pngSize(file: string): { width: number; height: number } | string {
  const bytes = fs.readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return "not a PNG file";
  if (bytes.subarray(12, 16).toString("ascii") !== "IHDR") return "PNG without IHDR first";
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The file of `outputDir` that a URL under `base` names, or undefined if it is not under it. */
function fileFor(url: string, base: string, outputDir: string): string | undefined {
  if (!url.startsWith(base)) return undefined;
  const relative = decodeURIComponent(new URL(url).pathname.slice(new URL(base).pathname.length));
  return path.join(outputDir, relative);
}

function readXml(file: string): string {
  if (!fs.existsSync(file)) {
    throw new Error(
      `${file} is missing: run \`npm run build\` first (npm test does it in pretest)`
    );
  }
  return fs.readFileSync(file, "utf8");
}

describe.each([
  ["manifest.xml", path.join(ROOT, "manifest.xml")],
  ["dist/manifest.xml", path.join(DIST, "manifest.xml")],
])("%s", (_name, file) => {
  let manifest: Manifest;
  let problems: string[];
  beforeAll(() => {
    ({ manifest, problems } = parseManifest(readXml(file)));
  });

  it("is well-formed XML that parses without warnings", () => {
    expect(() => parseManifest(readXml(file))).not.toThrow();
    expect(problems).toEqual([]);
  });

  it("is a task pane add-in in the Office 1.1 manifest namespace", () => {
    expect(manifest.root.localName).toBe("OfficeApp");
    expect(manifest.root.namespaceURI).toBe(NAMESPACES.office);
    expect(xsiType(manifest.root)).toBe("TaskPaneApp");
  });

  it("has an Id that is a GUID and a Version of up to four numbers", () => {
    expect(office(manifest, "Id").textContent).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
    );
    expect(office(manifest, "Version").textContent).toMatch(/^\d{1,5}(\.\d{1,5}){0,3}$/);
  });

  it("names its provider, default locale, display name and description within their limits", () => {
    expect(office(manifest, "ProviderName").textContent?.trim()).not.toBe("");
    expect(office(manifest, "DefaultLocale").textContent).toMatch(/^[a-z]{2}-[A-Za-z]{2}$/);
    const displayName = defaultValue(manifest, "DisplayName");
    const description = defaultValue(manifest, "Description");
    expect(displayName.length).toBeGreaterThan(0);
    expect(displayName.length).toBeLessThanOrEqual(125);
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(250);
  });

  it("has an icon, a high-resolution icon and a support URL", () => {
    for (const name of ["IconUrl", "HighResolutionIconUrl", "SupportUrl"]) {
      expect(defaultValue(manifest, name)).toMatch(/^https:\/\//);
    }
  });

  it("runs in Excel workbooks only", () => {
    const hosts = childElements(office(manifest, "Hosts"), "Host");
    expect(hosts.map((host) => host.getAttribute("Name"))).toEqual(["Workbook"]);
  });

  it("requires the shared runtime and CustomFunctionsRuntime 1.3 or later", () => {
    const sets = new Map(
      elementsByName(office(manifest, "Requirements"), NAMESPACES.office, "Set").map((set) => [
        set.getAttribute("Name"),
        set.getAttribute("MinVersion") ?? "",
      ])
    );
    expect(sets.has("SharedRuntime")).toBe(true);
    const [major = 0, minor = 0] = (sets.get("CustomFunctionsRuntime") ?? "0")
      .split(".")
      .map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(1003);
  });

  it("opens its page by default and asks for ReadWriteDocument permission", () => {
    const defaults = office(manifest, "DefaultSettings");
    const source = onlyElement(defaults, NAMESPACES.office, "SourceLocation");
    expect(source.getAttribute("DefaultValue")).toMatch(/^https:\/\//);
    expect(office(manifest, "Permissions").textContent).toBe("ReadWriteDocument");
  });

  it("overrides the Workbook host with a long-lived runtime declared first", () => {
    const overrides = onlyElement(manifest.root, NAMESPACES.overrides, "VersionOverrides");
    expect(xsiType(overrides)).toBe("VersionOverridesV1_0");
    const hosts = elementsByName(overrides, NAMESPACES.overrides, "Host");
    expect(hosts.map(xsiType)).toEqual(["Workbook"]);
    const [first] = childElements(hosts[0] as Element);
    expect(first?.localName).toBe("Runtimes");
    const runtimes = childElements(first as Element, "Runtime");
    expect(runtimes.map((runtime) => runtime.getAttribute("lifetime"))).toEqual(["long"]);
  });

  it("declares the CustomFunctions extension point with Script, Page, Metadata and Namespace", () => {
    const point = customFunctionsExtensionPoint(manifest);
    expect(childElements(point).map((part) => part.localName)).toEqual([
      "Script",
      "Page",
      "Metadata",
      "Namespace",
    ]);
    const urls = customFunctionsUrls(manifest);
    expect(urls.script).toMatch(/\/functions\.js$/);
    expect(urls.metadata).toMatch(/\/functions\.json$/);
    expect(urls.page).toMatch(/\.html$/);
  });

  it("uses the namespace BRIDGE", () => {
    expect(customFunctionsUrls(manifest).namespace).toBe("BRIDGE");
  });

  it("defines every resid it references, in the right resource list, in at most 32 characters", () => {
    const referenced = Array.from(manifest.root.getElementsByTagName("*")).filter((element) =>
      element.hasAttribute("resid")
    );
    expect(referenced.length).toBeGreaterThan(0);
    const wrong = referenced.flatMap((element) => {
      const resid = element.getAttribute("resid") ?? "";
      const resource = manifest.resources.get(resid);
      const kind = RESID_KIND[element.localName ?? ""];
      if (resid.length === 0 || resid.length > 32) return [`${element.localName} resid "${resid}"`];
      if (!resource) return [`${element.localName} resid "${resid}" is not defined`];
      if (kind && resource.kind !== kind)
        return [`${element.localName} resid "${resid}" is not in ${kind}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it("defines each resource id once, in at most 32 characters", () => {
    expect(manifest.duplicateIds).toEqual([]);
    expect(
      [...manifest.resources.keys()].filter((id) => id.length === 0 || id.length > 32)
    ).toEqual([]);
  });

  it("keeps short strings within 125 characters and long strings within 250", () => {
    const tooLong = [...manifest.resources].filter(
      ([, { kind, value }]) =>
        value.length === 0 ||
        (kind === "ShortStrings" && value.length > 125) ||
        (kind === "LongStrings" && value.length > 250)
    );
    expect(tooLong).toEqual([]);
  });

  it("names only https URLs, all on one origin", () => {
    const urls = allUrls(manifest);
    expect(urls.length).toBeGreaterThanOrEqual(9);
    expect(urls.filter((url) => !url.startsWith("https://"))).toEqual([]);
    expect(new Set(urls.map((url) => new URL(url).origin)).size).toBe(1);
  });

  it("runs the functions, the page and the function file in one runtime (one resid for all)", () => {
    const point = customFunctionsExtensionPoint(manifest);
    const runtime = onlyElement(manifest.root, NAMESPACES.overrides, "Runtime");
    const functionFile = onlyElement(manifest.root, NAMESPACES.overrides, "FunctionFile");
    const pageResid = sourceLocationResid(point, "Page");
    expect(runtime.getAttribute("resid")).toBe(pageResid);
    expect(functionFile.getAttribute("resid")).toBe(pageResid);
    expect(customFunctionsUrls(manifest).page).toBe(
      office(manifest, "DefaultSettings")
        .getElementsByTagNameNS(NAMESPACES.office, "SourceLocation")[0]
        ?.getAttribute("DefaultValue")
    );
  });

  it("points every URL at a file that the build writes to dist/", () => {
    const urls = allUrls(manifest);
    expect(urls.filter((url) => !url.startsWith(DEV_BASE))).toEqual([]);
    const missing = urls.filter((url) => {
      const target = fileFor(url, DEV_BASE, DIST);
      return target === undefined || !fs.existsSync(target) || !fs.statSync(target).isFile();
    });
    expect(missing).toEqual([]);
    const files = urls.map((url) => path.relative(DIST, fileFor(url, DEV_BASE, DIST) ?? ""));
    expect(files).toEqual(
      expect.arrayContaining([
        "functions.js",
        "functions.json",
        "taskpane.html",
        path.join("assets", "icon-32.png"),
      ])
    );
  });

  it("gives Excel in French the French metadata and help pages: one Override per French locale", () => {
    // learn.microsoft.com/office/dev/add-ins/excel/custom-functions-naming ("Localize custom
    // functions": bt:Override of the metadata URL) and .../develop/localization (one Override per
    // locale; a bare language tag is not supported everywhere).
    const frenchLocales = ["fr-fr", "fr-ca", "fr-be", "fr-ch", "fr-lu"];
    const overridesOf = (element: Element | undefined) =>
      childElements(element as Element, "Override").map((override) => [
        override.getAttribute("Locale"),
        override.getAttribute("Value")?.replace(/^https:\/\/[^/]+\//, ""),
      ]);
    const url = (id: string) =>
      elementsByName(manifest.root, NAMESPACES.bt, "Url").find((u) => u.getAttribute("id") === id);
    const expected = (file: string) => frenchLocales.map((locale) => [locale, file]);
    expect(overridesOf(url("Functions.Metadata.Url"))).toEqual(expected("functions-fr.json"));
    expect(overridesOf(url("Help.Url"))).toEqual(expected("help/fr/index.html"));
    expect(overridesOf(office(manifest, "SupportUrl"))).toEqual(expected("help/fr/index.html"));
    expect(defaultValue(manifest, "SupportUrl")).toMatch(/\/help\/index\.html$/);
    const learnMore = onlyElement(manifest.root, NAMESPACES.overrides, "LearnMoreUrl");
    expect(learnMore.getAttribute("resid")).toBe("Help.Url");
  });

  it("has icons that are PNG files of the sizes it states", () => {
    const icons: [string, number][] = [
      [defaultValue(manifest, "IconUrl"), 32],
      [defaultValue(manifest, "HighResolutionIconUrl"), 64],
    ];
    for (const image of elementsByName(manifest.root, NAMESPACES.bt, "Image")) {
      const size = Number(image.getAttribute("size"));
      const resid = image.getAttribute("resid");
      if (resid) icons.push([manifest.resources.get(resid)?.value ?? resid, size]);
    }
    expect(icons.length).toBeGreaterThanOrEqual(5);
    const wrong = icons.flatMap(([url, size]) => {
      const file = fileFor(url, DEV_BASE, DIST);
      if (!file || !fs.existsSync(file)) return [`${url}: no file in dist/`];
      const found = pngSize(file);
      return typeof found === "string" || found.width !== size || found.height !== size
        ? [`${url}: expected a ${size}x${size} PNG, found ${JSON.stringify(found)}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });
});

// A production build for a club's own host, and the URLs of its manifest, are checked in the zip
// that `npm run package` makes of that same build (test/package.test.ts).
describe("a production build for a club's own https host", () => {
  it("refuses an http:// address, naming the https form it needs", async () => {
    const refusedDir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-build-http-"));
    try {
      const build = run(
        process.execPath,
        [
          WEBPACK_CLI,
          "--mode",
          "production",
          "--env",
          "url=http://club.example/bridge/",
          "--output-path",
          refusedDir,
        ],
        { cwd: ROOT }
      );
      await expect(build).rejects.toMatchObject({
        stderr: expect.stringContaining("must be an https address") as unknown,
      });
      expect(fs.existsSync(path.join(refusedDir, "manifest.xml"))).toBe(false);
    } finally {
      fs.rmSync(refusedDir, { recursive: true, force: true });
    }
  }, 120_000);
});
