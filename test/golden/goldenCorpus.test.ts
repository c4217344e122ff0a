/*
 * The golden corpus: 62,480 calls of every custom function with the answers the add-in gave at
 * 0ac4319, before the second reshape (test/fixtures/golden/corpus.json.gz, made by record.ts from
 * corpusCalls.ts: the documented calls, the real data's and the seeded fuzz calls). Every answer, messages included, in English and in French Excel, must stay
 * as recorded; an answer changed on purpose is recorded again in a commit that says why.
 */
import { readFileSync } from "fs";
import path from "path";
import { gunzipSync } from "zlib";
import type { Encoded } from "./encoding";
import { decode } from "./encoding";
import type { Language } from "./replay";
import { answerOf } from "./replay";

interface Entry {
  readonly id: string;
  readonly source: string;
  readonly args: Encoded;
  readonly en: Encoded;
  readonly fr: Encoded;
}

const FILE = path.resolve(__dirname, "../fixtures/golden/corpus.json.gz");
const entries = JSON.parse(gunzipSync(readFileSync(FILE)).toString("utf8")) as Entry[];
const ids = [...new Set(entries.map((entry) => entry.id))].sort();

describe("the golden corpus", () => {
  it("holds at least 50,000 calls, of every function", () => {
    expect(entries.length).toBeGreaterThanOrEqual(50_000);
    expect(ids.length).toBeGreaterThanOrEqual(16);
  });

  describe.each(ids)("BRIDGE.%s", (id) => {
    const own = entries.filter((entry) => entry.id === id);
    it.each<Language>(["en", "fr"])(
      `answers each recorded call as recorded (%s)`,
      async (language) => {
        const differences: string[] = [];
        for (const entry of own) {
          const answer = await answerOf(id, decode(entry.args) as unknown[], language);
          const expected = JSON.stringify(entry[language]);
          const got = JSON.stringify(answer);
          if (got !== expected && differences.length < 5) {
            differences.push(
              `${entry.source} ${JSON.stringify(entry.args)}\n  recorded ${expected}\n  now      ${got}`
            );
          }
        }
        expect(differences).toEqual([]);
      },
      300_000
    );
  });
});
