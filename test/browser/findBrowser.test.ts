/*
 * npm test finds a browser on Linux, Windows and macOS by itself (test/browser/findBrowser.ts):
 * the places are those playwright-core's "chrome" and "msedge" channels use, and Chromium's.
 */
import { NO_BROWSER, browserCandidates, findBrowser } from "./findBrowser";

const installed =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe("finding Chrome, Edge or Chromium", () => {
  it("takes Debian's chromium on Linux", () => {
    expect(findBrowser("linux", {}, installed("/usr/bin/chromium"))).toBe("/usr/bin/chromium");
  });

  it("takes Chrome where playwright's chrome channel looks on Linux", () => {
    expect(findBrowser("linux", {}, installed("/opt/google/chrome/chrome"))).toBe(
      "/opt/google/chrome/chrome"
    );
  });

  it("takes Edge under Program Files (x86) on Windows", () => {
    const env = {
      LOCALAPPDATA: "C:\\Users\\a\\AppData\\Local",
      "PROGRAMFILES(X86)": "C:\\Program Files (x86)",
    };
    const edge = "C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe";
    expect(findBrowser("win32", env, installed(edge))).toBe(edge);
  });

  it("prefers Chrome to Edge on Windows, in the user's own folder too", () => {
    const env = { LOCALAPPDATA: "C:\\L", PROGRAMFILES: "C:\\P" };
    const chrome = "C:\\L\\Google\\Chrome\\Application\\chrome.exe";
    const edge = "C:\\P\\Microsoft\\Edge\\Application\\msedge.exe";
    expect(findBrowser("win32", env, installed(edge, chrome))).toBe(chrome);
  });

  it("takes Chrome or Edge from /Applications on macOS", () => {
    const edge = "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge";
    expect(findBrowser("darwin", { HOME: "/Users/a" }, installed(edge))).toBe(edge);
    expect(browserCandidates("darwin", { HOME: "/Users/a" })).toContain(
      "/Users/a/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
    );
  });

  it("uses CHROMIUM_PATH when set, and nothing else", () => {
    expect(
      findBrowser(
        "linux",
        { CHROMIUM_PATH: "/x/chrome" },
        installed("/x/chrome", "/usr/bin/chromium")
      )
    ).toBe("/x/chrome");
    expect(
      findBrowser("linux", { CHROMIUM_PATH: "/x/none" }, installed("/usr/bin/chromium"))
    ).toBeUndefined();
  });

  it("finds none when none is installed, and says in one line how to get one", () => {
    expect(findBrowser("win32", { PROGRAMFILES: "C:\\P" }, installed())).toBeUndefined();
    expect(NO_BROWSER).not.toContain("\n");
    expect(NO_BROWSER).toMatch(/Chrome, Edge or Chromium.*CHROMIUM_PATH/);
  });
});
