// `npm start`: serves the add-in over https://localhost:3000 for Excel on the web and desktop.
// 1. Development certificates for localhost in ~/.office-addin-dev-certs, created when missing
//    or about to expire (office-addin-dev-certs), never installed into a system store: that
//    needs a password prompt, so it is left to the user (the printed instructions say how).
// 2. A development build of dist/ with webpack, rebuilt when a source file changes.
// 3. dist/ served over https with Access-Control-Allow-Origin: *, then how to load the add-in.
// Non-interactive on Linux, macOS and Windows: no prompt, no sudo, nothing sent anywhere.
//
//   npm start                    https://localhost:3000, dist/
//   npm start -- --port 3001     another port (or PORT=3001); dist/manifest.xml points at it
//   npm start -- --output-path d build into and serve d/ instead of dist/
const crypto = require("crypto");
const fs = require("fs");
const https = require("https");
const os = require("os");
const path = require("path");
const webpack = require("webpack");
const { generateCertificates } = require("office-addin-dev-certs");
const configureWebpack = require("../webpack.config.js");

const ROOT = path.resolve(__dirname, "..");
const DEFAULT_PORT = 3000;
/** Renew a certificate this close to its end, so a session never runs into it. */
const RENEW_BEFORE_MS = 3 * 24 * 60 * 60 * 1000;
const CERTIFICATE_DAYS = 30;

// The folder and file names office-addin-dev-certs uses, so that its `install` command trusts
// the same CA that this server's certificate comes from.
const CERTIFICATE_DIR = path.join(os.homedir(), ".office-addin-dev-certs");
const CA_FILE = path.join(CERTIFICATE_DIR, "ca.crt");
const CERT_FILE = path.join(CERTIFICATE_DIR, "localhost.crt");
const KEY_FILE = path.join(CERTIFICATE_DIR, "localhost.key");

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
};

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function readOptions(argv, env) {
  const options = { port: env.PORT ? env.PORT : String(DEFAULT_PORT), outputPath: undefined };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => (inline !== undefined ? inline : argv[++i]);
    if (flag === "--port") options.port = value();
    else if (flag === "--output-path") options.outputPath = value();
    else fail(`unknown option ${argv[i]}; options: --port <number>, --output-path <folder>`);
  }
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    fail(`the port must be a whole number from 1 to 65535, got ${options.port}`);
  }
  const outputPath = options.outputPath
    ? path.resolve(options.outputPath)
    : path.join(ROOT, "dist");
  return { port, outputPath };
}

/** Whether the CA and the localhost certificate it issued are both good for a while yet. */
function certificatesAreUsable(now) {
  try {
    const ca = new crypto.X509Certificate(fs.readFileSync(CA_FILE));
    const localhost = new crypto.X509Certificate(fs.readFileSync(CERT_FILE));
    crypto.createPrivateKey(fs.readFileSync(KEY_FILE));
    const lastsLongEnough = (certificate) =>
      Date.parse(certificate.validTo) - now > RENEW_BEFORE_MS;
    return lastsLongEnough(ca) && lastsLongEnough(localhost) && localhost.checkIssued(ca);
  } catch {
    return false;
  }
}

/** The key and certificate for https://localhost, created afresh when missing or expiring. */
async function ensureCertificates() {
  let created = false;
  if (!certificatesAreUsable(Date.now())) {
    // generateCertificates writes nothing if a CA file is already there: clear the old set.
    for (const file of [CA_FILE, CERT_FILE, KEY_FILE]) fs.rmSync(file, { force: true });
    await generateCertificates(CA_FILE, CERT_FILE, KEY_FILE, CERTIFICATE_DAYS, [
      "127.0.0.1",
      "localhost",
    ]);
    fs.chmodSync(KEY_FILE, 0o600);
    created = true;
  }
  return { key: fs.readFileSync(KEY_FILE), cert: fs.readFileSync(CERT_FILE), created };
}

/** Builds once, then again on every change; resolves after the first successful build. */
function buildAndWatch(port, outputPath) {
  const env = port === DEFAULT_PORT ? {} : { url: `https://localhost:${port}/` };
  const config = configureWebpack(env, { mode: "development" });
  config.mode = "development";
  config.output.path = outputPath;
  const compiler = webpack(config);
  let built = false;
  return new Promise((resolve) => {
    const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
      if (error) {
        console.error(`Build failed: ${error.stack || error}`);
        return;
      }
      if (stats.hasErrors() || stats.hasWarnings()) {
        console.error(stats.toString({ preset: "errors-warnings", colors: false }));
      }
      if (stats.hasErrors()) {
        console.error("Build failed; fix the errors above, the build runs again on save.");
        return;
      }
      if (built) console.log(`Rebuilt in ${stats.endTime - stats.startTime} ms.`);
      else resolve(watching);
      built = true;
    });
  });
}

/** The file under `root` that a request asks for, or undefined if it would leave `root`. */
function requestedFile(root, requestUrl) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, "https://localhost").pathname);
  } catch {
    return undefined;
  }
  if (pathname.includes("\0")) return undefined;
  if (pathname.endsWith("/")) pathname += "taskpane.html";
  const file = path.resolve(root, `.${pathname}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function serveStatic(root) {
  return (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Cache-Control", "no-store");
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
        "Access-Control-Allow-Headers": "*",
      });
      response.end();
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD, OPTIONS" });
      response.end();
      return;
    }
    const file = requestedFile(root, request.url);
    const notFound = () => {
      console.log(`404 ${request.url}`);
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not found\n");
    };
    if (!file) return notFound();
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return notFound();
      response.writeHead(200, {
        "Content-Type": CONTENT_TYPES[path.extname(file)] || "application/octet-stream",
        "Content-Length": stat.size,
      });
      if (request.method === "HEAD") response.end();
      else fs.createReadStream(file).pipe(response);
    });
  };
}

/** Listens on the loopback addresses only: localhost may resolve to either. */
function listen(port, tls, handler) {
  const listenOn = (host) =>
    new Promise((resolve, reject) => {
      const server = https.createServer(tls, handler);
      server.once("error", reject);
      server.listen(port, host, () => resolve(server));
    });
  const noIpv6 = (error) =>
    error.code === "EADDRNOTAVAIL" || error.code === "EAFNOSUPPORT"
      ? undefined
      : Promise.reject(error);
  return Promise.all([listenOn("127.0.0.1"), listenOn("::1").catch(noIpv6)]).then((servers) =>
    servers.filter(Boolean)
  );
}

function instructions(port, outputPath, certificatesCreated) {
  const base = `https://localhost:${port}/`;
  const manifest = path.join(outputPath, "manifest.xml");
  const trust = {
    win32: [
      "   Windows: run `npx office-addin-dev-certs install` once (Windows asks you to confirm),",
      "   then restart npm start.",
    ],
    darwin: [
      "   macOS: run `npx office-addin-dev-certs install` once (macOS asks for your password),",
      "   then restart npm start.",
    ],
    linux: [
      "   Linux: browsers keep their own certificate store. Either open the page above and accept",
      "   the warning, or trust the CA for Chrome/Chromium (package libnss3-tools):",
      `   certutil -d sql:$HOME/.pki/nssdb -A -t "C,," -n "Office Add-in Dev CA" -i ${CA_FILE}`,
    ],
  };
  const desktop = {
    win32: [
      "   Windows: npx office-addin-debugging start " + manifest + " desktop",
      "   (or copy the manifest to a shared folder and add it under File > Options > Trust Center",
      "   > Trust Center Settings > Trusted Add-in Catalogs; then Home > Add-ins > Shared Folder).",
    ],
    darwin: [
      "   Mac: copy the manifest into ~/Library/Containers/com.microsoft.Excel/Data/Documents/wef/",
      "   (create the folder if needed), restart Excel, then Home > Add-ins > Developer Add-ins.",
    ],
    linux: ["   There is no desktop Excel on Linux: use Excel on the web."],
  };
  const platform = trust[process.platform] ? process.platform : "linux";
  return [
    "",
    `Bridge Scoring for Excel is served at ${base}`,
    `Manifest: ${manifest}`,
    "",
    "1. Let your browser (or Excel) trust the development certificate:",
    `   open ${base}taskpane.html in the browser you use for Excel and accept the certificate.`,
    ...trust[platform],
    ...(certificatesCreated
      ? [`   New certificates were created in ${CERTIFICATE_DIR} (valid ${CERTIFICATE_DAYS} days).`]
      : []),
    "2. Excel on the web: open a workbook, then Home > Add-ins > More Add-ins (or Advanced...)",
    `   > Upload My Add-in > Browse > ${manifest} > Upload. Type =BRIDGE. in a cell.`,
    "3. Excel on the desktop (sideload):",
    ...desktop[platform],
    "",
    "Source changes rebuild automatically. Stop with Ctrl+C.",
  ].join("\n");
}

async function main() {
  const { port, outputPath } = readOptions(process.argv.slice(2), process.env);
  const { key, cert, created } = await ensureCertificates();
  const servers = await listen(port, { key, cert }, serveStatic(outputPath)).catch((error) =>
    fail(
      error.code === "EADDRINUSE"
        ? `port ${port} is in use (is npm start already running?); stop it or use --port`
        : `cannot listen on port ${port}: ${error.message}`
    )
  );
  const watching = await buildAndWatch(port, outputPath);
  const stop = () => {
    watching.close(() => undefined);
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // The "Ready" line comes last, in the same write: whoever waits for it has the instructions.
  console.log(
    `${instructions(port, outputPath, created)}\nReady: https://localhost:${port}/ serves ${outputPath}`
  );
}

main().catch((error) => fail(error.stack || String(error)));
