/*
 * The "addin" project's global setup (jest.config.js): its suites read the built add-in in dist/,
 * and this makes sure there is one build for all of them. `npm test` builds in pretest, so here
 * dist/ is newer than every source and nothing is done; `npx jest test/browser` alone builds once
 * when dist/ is missing or older than a file it is built from.
 */
import { execFileSync } from "child_process";
import * as fs from "fs";
import * as path from "path";

const ROOT = path.resolve(__dirname, "../..");
const BUILT = path.join(ROOT, "dist", "manifest.xml");

/** What dist/ is built from (webpack.config.js's entries, plugins and copied files). */
const SOURCES = [
  "src",
  "assets",
  "scripts/addinFiles.ts",
  "scripts/helpPages.ts",
  "manifest.xml",
  "webpack.config.js",
  "tsconfig.build.json",
  "package-lock.json",
];

/** The latest modification time of a file or of any file under a folder. */
function newestChange(file: string): number {
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(file, name))), 0);
}

export default function buildOnce(): void {
  // webpack writes every file on every build (output.compareBeforeEmit: false), so the
  // manifest's time is the build's.
  const builtAt = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : -1;
  const stale = SOURCES.filter((source) => newestChange(path.join(ROOT, source)) > builtAt);
  if (stale.length === 0) return;
  const why =
    builtAt < 0 ? "dist/ is not built" : `${stale.join(", ")} changed since dist/ was built`;
  console.log(`\n${why}: building it once for the suites that read it (npm run build)`);
  execFileSync(
    process.execPath,
    [require.resolve("webpack-cli/bin/cli.js"), "--mode", "production"],
    { cwd: ROOT, stdio: "inherit" }
  );
}
