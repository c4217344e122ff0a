/*
 * Which Chromium-family browser the browser test drives: CHROMIUM_PATH if set; otherwise the
 * first installed of Chromium (Debian's /usr/bin/chromium and the usual Linux and macOS places)
 * and the stable Chrome and Edge where playwright-core's "chrome" and "msedge" channels look for
 * them (playwright-core's registry: /opt/google/chrome/chrome, /Applications/Google
 * Chrome.app/..., %LOCALAPPDATA%, %PROGRAMFILES% and %PROGRAMFILES(X86)% \Google\Chrome\
 * Application\chrome.exe; the same for Edge). Found by path, so a missing browser is known before
 * any test runs and reported in one line.
 */
import * as fs from "fs";
import * as path from "path";

/** process.platform: "linux", "darwin" and "win32" have known paths; any other finds none. */
type Platform = string;

const UNIX_PATHS: Readonly<Record<string, readonly string[]>> = {
  linux: [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/snap/bin/chromium",
    "/opt/google/chrome/chrome",
    "/usr/bin/google-chrome",
    "/opt/microsoft/msedge/msedge",
    "/usr/bin/microsoft-edge",
  ],
  darwin: [
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
  ],
};

const WINDOWS_FOLDERS = ["LOCALAPPDATA", "PROGRAMFILES", "PROGRAMFILES(X86)"];
const WINDOWS_BROWSERS = [
  "Google\\Chrome\\Application\\chrome.exe",
  "Microsoft\\Edge\\Application\\msedge.exe",
  "Chromium\\Application\\chrome.exe",
];

/** Where to look, in order, on this platform. */
export function browserCandidates(platform: Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === "win32") {
    const folders = WINDOWS_FOLDERS.map((name) => env[name]).filter(
      (folder): folder is string => typeof folder === "string" && folder !== ""
    );
    return WINDOWS_BROWSERS.flatMap((browser) =>
      folders.map((folder) => path.win32.join(folder, browser))
    );
  }
  const home = env.HOME;
  const user = platform === "darwin" && home ? (UNIX_PATHS.darwin ?? []).map((p) => home + p) : [];
  return [...(UNIX_PATHS[platform] ?? UNIX_PATHS.linux ?? []), ...user];
}

/** The one line said when no browser is found. */
export const NO_BROWSER =
  "The browser test needs Chrome, Edge or Chromium: install one (https://www.google.com/chrome/, or `sudo apt-get install chromium` on Debian/Ubuntu) or set CHROMIUM_PATH=/path/to/browser";

/** The browser to run, or undefined when none is installed (CHROMIUM_PATH wins when set). */
export function findBrowser(
  platform: Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  isFile: (file: string) => boolean = (file) => fs.existsSync(file) && fs.statSync(file).isFile()
): string | undefined {
  if (env.CHROMIUM_PATH) return isFile(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return browserCandidates(platform, env).find(isFile);
}
