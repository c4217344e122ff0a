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
exports.OFFICE_CDN = void 0;
exports.launchChromium = launchChromium;
exports.routeAddin = routeAddin;
exports.callInPage = callInPage;
/*
 * Loads the built add-in in headless Chromium as Excel does, offline: the add-in's origin is
 * answered from dist/, Microsoft's Office CDN from the copy in @microsoft/office-js, and every
 * other request is aborted and recorded, so a test can assert what the page asked for.
 */
const fs = __importStar(require("fs"));
const path = __importStar(require("path"));
const playwright_core_1 = require("playwright-core");
const manifest_1 = require("../support/manifest");
const findBrowser_1 = require("./findBrowser");
exports.OFFICE_CDN = "https://appsforoffice.microsoft.com";
const OFFICE_JS_DIST = path.join(manifest_1.ROOT, "node_modules", "@microsoft", "office-js", "dist");
/** office.js and custom-functions-runtime.js live under /lib/1/hosted/ and /lib/1.1/hosted/. */
const OFFICE_HOSTED = /^\/lib\/1(\.1)?\/hosted\/(.+)$/;
const CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".xml": "application/xml; charset=utf-8",
    ".png": "image/png",
    ".css": "text/css; charset=utf-8",
};
/**
 * Launches the browser that findBrowser finds (CHROMIUM_PATH, Chromium, Chrome or Edge); with
 * none, fails with NO_BROWSER, one line saying how to get one.
 */
function launchChromium() {
    const executablePath = (0, findBrowser_1.findBrowser)();
    if (executablePath === undefined)
        throw new Error(findBrowser_1.NO_BROWSER);
    return playwright_core_1.chromium.launch({
        executablePath,
        args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
        ],
    });
}
/** The file under `root` for a URL path, or undefined if it would leave `root` or is no file. */
function fileUnder(root, relative) {
    const file = path.resolve(root, decodeURIComponent(relative));
    if (!file.startsWith(root + path.sep))
        return undefined;
    return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined;
}
async function answer(route, file, log) {
    var _a;
    const url = route.request().url();
    if (!file) {
        log.missing.push(url);
        await route.fulfill({ status: 404, body: "" });
        return;
    }
    log.served.push(url);
    await route.fulfill({
        status: 200,
        headers: { "content-type": (_a = CONTENT_TYPES[path.extname(file)]) !== null && _a !== void 0 ? _a : "application/octet-stream" },
        body: fs.readFileSync(file),
    });
}
/**
 * Serves `addinBase` (the manifest's https://host/path/) from dist/, the Office CDN from
 * @microsoft/office-js, and `pages` (test-only HTML, by URL) from memory; aborts the rest.
 */
async function routeAddin(context, addinBase, pages = {}) {
    const log = { served: [], missing: [], aborted: [] };
    await context.route("**/*", async (route) => {
        var _a;
        const url = new URL(route.request().url());
        const withoutQuery = `${url.origin}${url.pathname}`;
        const page = pages[withoutQuery];
        if (page !== undefined) {
            log.served.push(url.href);
            await route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: page });
            return;
        }
        if (withoutQuery.startsWith(addinBase)) {
            await answer(route, fileUnder(manifest_1.DIST, withoutQuery.slice(addinBase.length)), log);
            return;
        }
        const hosted = url.origin === exports.OFFICE_CDN ? OFFICE_HOSTED.exec(url.pathname) : null;
        if (hosted) {
            await answer(route, fileUnder(OFFICE_JS_DIST, (_a = hosted[2]) !== null && _a !== void 0 ? _a : ""), log);
            return;
        }
        log.aborted.push(url.href);
        await route.abort("blockedbyclient");
    });
    return log;
}
/**
 * Calls an associated function inside the page, as Excel's runtime does, and shows its result:
 * CustomFunctions.Error cells as {error, message}; null, undefined, NaN, ±Infinity, -0 and other
 * objects as {bad} (Excel would show them wrongly or fail the cell).
 */
function callInPage(page, id, args) {
    return page.evaluate(async ({ id, args }) => {
        const runtime = globalThis.CustomFunctions;
        const fn = runtime._association.mappings[id];
        if (typeof fn !== "function")
            return { notAssociated: id };
        const show = (value) => {
            if (Array.isArray(value))
                return value.map(show);
            if (value instanceof runtime.Error)
                return { error: value.code, message: value.message };
            if (typeof value === "number") {
                if (Object.is(value, -0))
                    return { bad: "-0" };
                return Number.isFinite(value) ? value : { bad: String(value) };
            }
            if (typeof value === "string" || typeof value === "boolean")
                return value;
            return {
                bad: value === null || value === undefined
                    ? String(value)
                    : `object ${JSON.stringify(value)}`,
            };
        };
        try {
            return show(await fn(...args));
        }
        catch (error) {
            return { threw: String(error) };
        }
    }, { id, args: args });
}
