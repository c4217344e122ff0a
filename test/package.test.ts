/*
 * `npm run package -- --env url=https://host/path/` writes one zip that unzips to a working add-in
 * for that host: every URL of manifest.xml, every helpUrl of functions.json and functions-fr.json
 * and every link of the help pages names a file inside the zip, nothing points at localhost, and
 * HOW-TO-HOST.txt says how to upload it and add it to Excel.
 */
import { execFile } from "child_process";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { promisify } from "util";
import AdmZip from "adm-zip";
import { ROOT, allUrls, parseManifest } from "./support/manifest";

const run = promisify(execFile);
const WEBPACK_CLI = require.resolve("webpack-cli/bin/cli.js");
const BASE = "https://club.example/bridge/";

let workDir: string;
let files: Map<string, Buffer>;

function text(name: string): string {
  const content = files.get(name);
  if (!content) throw new Error(`${name} is not in the zip`);
  return content.toString("utf8");
}

/** The file of the zip a URL names, or why it names none. */
function fileOf(url: string): string {
  if (!url.startsWith(BASE)) return `not under ${BASE}: ${url}`;
  const name = decodeURIComponent(url.slice(BASE.length).split(/[?#]/)[0] ?? "");
  return files.has(name) ? name : `no ${name} in the zip`;
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-package-"));
  const zipFile = path.join(workDir, "club.zip");
  await run(
    process.execPath,
    [
      WEBPACK_CLI,
      "--mode",
      "production",
      "--env",
      "package",
      "--env",
      `url=${BASE}`,
      "--env",
      `zip=${zipFile}`,
      "--output-path",
      path.join(workDir, "dist"),
    ],
    { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }
  );
  files = new Map(
    new AdmZip(zipFile)
      .getEntries()
      .filter((entry) => !entry.isDirectory)
      .map((entry) => [entry.entryName.replace(/\\/g, "/"), entry.getData()])
  );
}, 240_000);

afterAll(() => {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

it("holds the add-in's files at the top of the zip", () => {
  expect([...files.keys()]).toEqual(
    expect.arrayContaining([
      "manifest.xml",
      "functions.js",
      "ddworker.js",
      "ddsolver.js",
      "functions.json",
      "functions-fr.json",
      "taskpane.html",
      "help/index.html",
      "help/fr/index.html",
      "HOW-TO-HOST.txt",
    ])
  );
});

it("rewrites every URL of the manifest to the club's address and none to localhost", () => {
  const xml = text("manifest.xml");
  const { manifest, problems } = parseManifest(xml);
  expect(problems).toEqual([]);
  const urls = allUrls(manifest);
  expect(urls.length).toBeGreaterThanOrEqual(9);
  expect(urls.filter((url) => !url.startsWith(BASE))).toEqual([]);
  expect(xml).not.toMatch(/localhost/i);
});

it("names only files of the zip in the manifest, all on the club's host", () => {
  const { manifest, problems } = parseManifest(text("manifest.xml"));
  expect(problems).toEqual([]);
  const urls = allUrls(manifest);
  expect(urls.length).toBeGreaterThan(9);
  expect(urls.map(fileOf).filter((file) => !files.has(file))).toEqual([]);
});

it("links every function to a help page of the zip, in English and in French", () => {
  for (const metadataFile of ["functions.json", "functions-fr.json"]) {
    const metadata = JSON.parse(text(metadataFile)) as { functions: { helpUrl?: string }[] };
    expect(metadata.functions.length).toBeGreaterThan(0);
    const broken = metadata.functions
      .map((fn) => fileOf(fn.helpUrl ?? "no helpUrl"))
      .filter((file) => !files.has(file));
    expect([metadataFile, broken]).toEqual([metadataFile, []]);
  }
});

it("links the help pages only to files of the zip", () => {
  const pages = [...files.keys()].filter(
    (name) => name.startsWith("help/") && name.endsWith(".html")
  );
  expect(pages.length).toBeGreaterThan(4);
  const broken = pages.flatMap((page) =>
    [...text(page).matchAll(/\bhref="([^"]+)"/g)]
      .map((match) => path.posix.join(path.posix.dirname(page), match[1] ?? ""))
      .filter((target) => !files.has(target))
      .map((target) => `${page} -> ${target}`)
  );
  expect(broken).toEqual([]);
});

it("points nothing at localhost", () => {
  const textFiles = [...files.keys()].filter((name) => /\.(xml|json|html|js|txt)$/.test(name));
  expect(textFiles.filter((name) => /localhost/i.test(text(name)))).toEqual([]);
});

it("says in HOW-TO-HOST.txt where to upload it and how members add it, in English and French", () => {
  const howTo = text("HOW-TO-HOST.txt");
  expect(howTo).toContain(`${BASE}functions.json`);
  expect(howTo).toContain("Upload My Add-in");
  expect(howTo).toContain("manifest.xml");
  expect(howTo).toContain("Charger mon complément");
});
