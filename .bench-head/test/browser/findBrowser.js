"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.NO_BROWSER = void 0;
exports.browserCandidates = browserCandidates;
exports.findBrowser = findBrowser;
/*
 * Which Chromium-family browser the browser test drives: CHROMIUM_PATH if set; otherwise the
 * first installed of Chromium (Debian's /usr/bin/chromium and the usual Linux and macOS places)
 * and the stable Chrome and Edge where playwright-core's "chrome" and "msedge" channels look for
 * them (playwright-core's registry: /opt/google/chrome/chrome, /Applications/Google
 * Chrome.app/..., %LOCALAPPDATA%, %PROGRAMFILES% and %PROGRAMFILES(X86)% \Google\Chrome\
 * Application\chrome.exe; the same for Edge). Found by path, so a missing browser is known before
 * any test runs and reported in one line.
 */
const fs = __importStar(require("fs"));
const path = __importStar(require("path"));
const UNIX_PATHS = {
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
function browserCandidates(platform, env) {
    var _a, _b, _c;
    if (platform === "win32") {
        const folders = WINDOWS_FOLDERS.map((name) => env[name]).filter((folder) => typeof folder === "string" && folder !== "");
        return WINDOWS_BROWSERS.flatMap((browser) => folders.map((folder) => path.win32.join(folder, browser)));
    }
    const home = env.HOME;
    const user = platform === "darwin" && home ? ((_a = UNIX_PATHS.darwin) !== null && _a !== void 0 ? _a : []).map((p) => home + p) : [];
    return [...((_c = (_b = UNIX_PATHS[platform]) !== null && _b !== void 0 ? _b : UNIX_PATHS.linux) !== null && _c !== void 0 ? _c : []), ...user];
}
/** The one line said when no browser is found. */
exports.NO_BROWSER = "The browser test needs Chrome, Edge or Chromium: install one (https://www.google.com/chrome/, or `sudo apt-get install chromium` on Debian/Ubuntu) or set CHROMIUM_PATH=/path/to/browser";
/** The browser to run, or undefined when none is installed (CHROMIUM_PATH wins when set). */
function findBrowser(platform = process.platform, env = process.env, isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile()) {
    if (env.CHROMIUM_PATH)
        return isFile(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
    return browserCandidates(platform, env).find(isFile);
}
