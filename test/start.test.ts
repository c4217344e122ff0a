/*
 * `npm start` (scripts/start.js) as a user on a fresh machine runs it: a home folder without
 * certificates, no standard input (a prompt could never be answered), a free port and its own
 * output folder (so that dist/, which other tests read, is left alone).
 */
import type { ChildProcess } from "child_process";
import { spawn } from "child_process";
import * as crypto from "crypto";
import * as fs from "fs";
import type { IncomingHttpHeaders } from "http";
import * as https from "https";
import * as net from "net";
import * as os from "os";
import * as path from "path";
import { generateCertificates } from "office-addin-dev-certs";
import { ROOT } from "./support/manifest";

const START = path.join(ROOT, "scripts", "start.js");
const READY = /^Ready: https:\/\/localhost:\d+\//m;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Started {
  readonly child: ChildProcess;
  readonly home: string;
  readonly output: string;
  readonly port: number;
  stdout: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function certificateDir(home: string): string {
  return path.join(home, ".office-addin-dev-certs");
}

/** Starts scripts/start.js with `home` as the home folder; resolves on its "Ready" line. */
async function start(home: string): Promise<Started> {
  const port = await freePort();
  const output = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-start-out-"));
  const child = spawn(process.execPath, [START, "--port", String(port), "--output-path", output], {
    cwd: ROOT,
    env: { ...process.env, HOME: home, USERPROFILE: home },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started: Started = { child, home, output, port, stdout: "" };
  let stderr = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      started.stdout += chunk.toString();
      if (READY.test(started.stdout)) resolve();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("exit", (code) =>
      reject(
        new Error(`start.js exited with ${code} before it was ready:\n${started.stdout}${stderr}`)
      )
    );
  });
  return started;
}

async function stop(started: Started | undefined): Promise<void> {
  if (!started) return;
  const { child } = started;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(started.output, { recursive: true, force: true });
  fs.rmSync(started.home, { recursive: true, force: true });
}

interface Fetched {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

function fetchFrom(port: number, pathname: string, ca?: Buffer): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const options = ca ? { ca } : { rejectUnauthorized: false };
    https
      .get({ host: "localhost", port, path: pathname, ...options }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body })
        );
      })
      .on("error", reject);
  });
}

describe("npm start on a machine without development certificates", () => {
  let started: Started | undefined;

  beforeAll(async () => {
    started = await start(fs.mkdtempSync(path.join(os.tmpdir(), "bridge-start-home-")));
  }, 180_000);

  afterAll(() => stop(started));

  it("creates a CA and a localhost certificate in ~/.office-addin-dev-certs without asking", () => {
    const dir = certificateDir(started!.home);
    const ca = new crypto.X509Certificate(fs.readFileSync(path.join(dir, "ca.crt")));
    const localhost = new crypto.X509Certificate(fs.readFileSync(path.join(dir, "localhost.crt")));
    expect(localhost.checkIssued(ca)).toBe(true);
    expect(localhost.checkHost("localhost")).toBe("localhost");
    expect(localhost.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(fs.existsSync(path.join(dir, "localhost.key"))).toBe(true);
  });

  it("serves functions.json over https with a certificate that its CA vouches for", async () => {
    const ca = fs.readFileSync(path.join(certificateDir(started!.home), "ca.crt"));
    const response = await fetchFrom(started!.port, "/functions.json", ca);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const ids = (JSON.parse(response.body) as { functions: { id: string }[] }).functions.map(
      (fn) => fn.id
    );
    expect(ids).toEqual(expect.arrayContaining(["SCORE", "IMPS", "VUL", "DEALER"]));
  });

  it("serves a manifest whose URLs point at the port it listens on", async () => {
    const response = await fetchFrom(started!.port, "/manifest.xml");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body).toContain(`https://localhost:${started!.port}/functions.js`);
    expect(response.body).not.toContain("https://localhost:3000/");
  });

  it("serves the page and the script with their content types", async () => {
    const page = await fetchFrom(started!.port, "/taskpane.html");
    const script = await fetchFrom(started!.port, "/functions.js");
    expect([page.status, page.headers["content-type"]]).toEqual([200, "text/html; charset=utf-8"]);
    expect(page.body).toContain("functions.js");
    expect([script.status, script.headers["content-type"]]).toEqual([
      200,
      "text/javascript; charset=utf-8",
    ]);
  });

  it("serves nothing outside its output folder, and 404 for what is not there", async () => {
    expect((await fetchFrom(started!.port, "/%2e%2e/package.json")).status).toBe(404);
    expect((await fetchFrom(started!.port, "/..%2fpackage.json")).status).toBe(404);
    expect((await fetchFrom(started!.port, "/no-such-file.js")).status).toBe(404);
  });

  it("prints how to load the add-in in Excel on the web and on the desktop", () => {
    const manifest = path.join(started!.output, "manifest.xml");
    expect(started!.stdout).toContain(`Manifest: ${manifest}`);
    expect(started!.stdout).toContain("Upload My Add-in");
    expect(started!.stdout).toContain("Excel on the desktop");
    expect(started!.stdout).toContain(`https://localhost:${started!.port}/taskpane.html`);
  });
});

describe("npm start with development certificates about to expire", () => {
  let started: Started | undefined;
  let oldCa: string;

  beforeAll(async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "bridge-start-home-"));
    const dir = certificateDir(home);
    fs.mkdirSync(dir);
    const quiet = jest.spyOn(console, "log").mockImplementation(() => undefined);
    await generateCertificates(
      path.join(dir, "ca.crt"),
      path.join(dir, "localhost.crt"),
      path.join(dir, "localhost.key"),
      1
    );
    quiet.mockRestore();
    oldCa = fs.readFileSync(path.join(dir, "ca.crt"), "utf8");
    started = await start(home);
  }, 180_000);

  afterAll(() => stop(started));

  it("replaces them with certificates valid for weeks", () => {
    const dir = certificateDir(started!.home);
    const caText = fs.readFileSync(path.join(dir, "ca.crt"), "utf8");
    expect(caText).not.toBe(oldCa);
    const localhost = new crypto.X509Certificate(fs.readFileSync(path.join(dir, "localhost.crt")));
    expect(Date.parse(localhost.validTo) - Date.now()).toBeGreaterThan(20 * DAY_MS);
    expect(localhost.checkIssued(new crypto.X509Certificate(caText))).toBe(true);
    expect(started!.stdout).toContain("New certificates were created");
  });
});
