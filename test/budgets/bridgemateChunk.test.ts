/*
 * Size budget of the Bridgemate reader's chunk, dist/bridgemate.js, minified and gzipped: the
 * Access database library (mdb-reader 3.2.0, MIT), the buffer package it needs in a browser,
 * the reader and its texts. The pane loads it only when a .bws is chosen (src/taskpane/
 * bridgemateChunk.ts); it is in no other script. Measured when it was written (issue 47):
 * 60.7 KB minified, 19.3 KB gzip, mdb-reader's encryption and attachment libraries left out
 * (src/taskpane/accessWithoutEncryption.ts; with them the chunk would also need Node's stream
 * and crypto polyfills). Budget: that and a little room.
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";

const DIST = path.join(__dirname, "..", "..", "dist");
const BUDGET_MINIFIED_BYTES = 64 * 1024;
const BUDGET_GZIP_BYTES = 21 * 1024;
/** A table name every Access file holds, written in mdb-reader's code. */
const ACCESS_LIBRARY = "MSysObjects";

describe("the Bridgemate reader's chunk, dist/bridgemate.js", () => {
  const script = fs.readFileSync(path.join(DIST, "bridgemate.js"));
  const gzipped = zlib.gzipSync(script, { level: 9 });
  console.log(
    `dist/bridgemate.js: ${(script.length / 1024).toFixed(1)} KB minified (budget ${BUDGET_MINIFIED_BYTES / 1024} KB), ` +
      `${(gzipped.length / 1024).toFixed(1)} KB gzip (budget ${BUDGET_GZIP_BYTES / 1024} KB)`
  );

  it(`is at most ${BUDGET_MINIFIED_BYTES / 1024} KB minified and ${BUDGET_GZIP_BYTES / 1024} KB gzip`, () => {
    expect([script.length, gzipped.length]).toEqual([
      Math.min(script.length, BUDGET_MINIFIED_BYTES),
      Math.min(gzipped.length, BUDGET_GZIP_BYTES),
    ]);
  });

  it("holds the Access library, which no other script holds", () => {
    expect(script.toString("utf8")).toContain(ACCESS_LIBRARY);
    const others = fs
      .readdirSync(DIST)
      .filter((file) => file.endsWith(".js") && file !== "bridgemate.js")
      .filter((file) => fs.readFileSync(path.join(DIST, file), "utf8").includes(ACCESS_LIBRARY));
    expect(others).toEqual([]);
  });

  it("is ASCII only", () => {
    expect(Array.from(script.toString("utf8")).filter((char) => char.charCodeAt(0) > 0x7f)).toEqual(
      []
    );
  });
});
