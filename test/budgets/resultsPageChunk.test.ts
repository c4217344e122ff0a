/*
 * Size budget of the results page's chunk, dist/resultsPage.js, minified and gzipped: the pairs
 * and the teams pages' generators (src/files/resultsPage.ts, teamsResultsPage.ts and the modules
 * they share, resultsPageHtml.ts with the style sheet) and their English and French texts. The
 * pane loads it only when a results page is saved (src/taskpane/resultsPageChunk.ts); it is in
 * no other script. Measured with the pairs page alone: 14.3 KB minified, 5.4 KB gzip; with the
 * teams page added (issue 50): 24.5 KB minified, 8.1 KB gzip. Budget: that and a little room.
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";

const DIST = path.join(__dirname, "..", "..", "dist");
const BUDGET_MINIFIED_BYTES = 26 * 1024;
const BUDGET_GZIP_BYTES = 9 * 1024;
/** A rule of the page's style sheet: where the hand diagram puts North. */
const PAGE_STYLE = ".hN{grid-column:2;grid-row:1}";

describe("the results page's chunk, dist/resultsPage.js", () => {
  const script = fs.readFileSync(path.join(DIST, "resultsPage.js"));
  const gzipped = zlib.gzipSync(script, { level: 9 });
  console.log(
    `dist/resultsPage.js: ${(script.length / 1024).toFixed(1)} KB minified (budget ${BUDGET_MINIFIED_BYTES / 1024} KB), ` +
      `${(gzipped.length / 1024).toFixed(1)} KB gzip (budget ${BUDGET_GZIP_BYTES / 1024} KB)`
  );

  it(`is at most ${BUDGET_MINIFIED_BYTES / 1024} KB minified and ${BUDGET_GZIP_BYTES / 1024} KB gzip`, () => {
    expect([script.length, gzipped.length]).toEqual([
      Math.min(script.length, BUDGET_MINIFIED_BYTES),
      Math.min(gzipped.length, BUDGET_GZIP_BYTES),
    ]);
  });

  it("holds the page's style sheet, which no other script holds", () => {
    expect(script.toString("utf8")).toContain(PAGE_STYLE);
    const others = fs
      .readdirSync(DIST)
      .filter((file) => file.endsWith(".js") && file !== "resultsPage.js")
      .filter((file) => fs.readFileSync(path.join(DIST, file), "utf8").includes(PAGE_STYLE));
    expect(others).toEqual([]);
  });
});
