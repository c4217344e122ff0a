/*
 * Records the golden corpus: `npx tsx test/golden/record.ts` writes
 * test/fixtures/golden/corpus.json.gz with every call of corpusCalls.ts and its answers in English
 * and French. Run once, before a change that must keep behaviour; re-run only to accept a change of
 * answers on purpose (and say which in the commit).
 *
 * `npx tsx test/golden/record.ts --again fr` (or `--again en,fr`) keeps every recorded call (its
 * id, source and args) and records again only the answers of those languages, then prints how many
 * answers changed and of what kind (a message, a number, an error code...), so that a commit can
 * say which answers it accepts.
 */
import "../support/customFunctionsStub";
import { readFileSync, writeFileSync } from "fs";
import path from "path";
import { gunzipSync, gzipSync } from "zlib";
import { corpusCalls } from "./corpusCalls";
import type { Encoded } from "./encoding";
import { decode, encode } from "./encoding";
import type { Language } from "./replay";
import { answerOf } from "./replay";

interface Entry {
  readonly id: string;
  readonly source: string;
  readonly args: Encoded;
  en: Encoded;
  fr: Encoded;
}

const FILE = path.resolve(__dirname, "../fixtures/golden/corpus.json.gz");

function write(entries: readonly Entry[]): void {
  writeFileSync(FILE, gzipSync(JSON.stringify(entries)));
  const byId = new Map<string, number>();
  for (const entry of entries) byId.set(entry.id, (byId.get(entry.id) ?? 0) + 1);
  console.log(`${entries.length} calls recorded in ${FILE}`);
  console.log(JSON.stringify(Object.fromEntries(byId)));
}

async function recordAll(): Promise<void> {
  const entries: Entry[] = [];
  for (const call of corpusCalls()) {
    entries.push({
      id: call.id,
      source: call.source,
      args: encode(call.args),
      en: await answerOf(call.id, call.args, "en"),
      fr: await answerOf(call.id, call.args, "fr"),
    });
  }
  write(entries);
}

/** The cells of an answer, a single value being one cell. */
function cellsOf(answer: Encoded): Encoded[] {
  if (!Array.isArray(answer)) return [answer];
  return answer.flatMap((row) => (Array.isArray(row) ? row : [row]));
}

/** What changed between two answers, cell by cell: "message" when only an error's message did. */
function changeKinds(before: Encoded, after: Encoded): string[] {
  const old = cellsOf(before);
  const now = cellsOf(after);
  if (old.length !== now.length) return ["shape"];
  const kinds: string[] = [];
  old.forEach((cell, i) => {
    const other = now[i] as Encoded;
    if (JSON.stringify(cell) === JSON.stringify(other)) return;
    const error = (value: Encoded) =>
      typeof value === "object" && value !== null && "$error" in value
        ? (value.$error as [string, string | null])
        : undefined;
    const [was, is] = [error(cell), error(other)];
    kinds.push(was && is ? (was[0] === is[0] ? "message" : "error code") : "value");
  });
  return kinds;
}

async function recordAgain(languages: readonly Language[]): Promise<void> {
  const entries = JSON.parse(gunzipSync(readFileSync(FILE)).toString("utf8")) as Entry[];
  const changed = new Map<string, number>();
  for (const entry of entries) {
    for (const language of languages) {
      const answer = await answerOf(entry.id, decode(entry.args) as unknown[], language);
      const kinds = changeKinds(entry[language], answer);
      if (kinds.length === 0) continue;
      const key = `${language} ${entry.id}: ${[...new Set(kinds)].join("+")}`;
      changed.set(key, (changed.get(key) ?? 0) + 1);
      entry[language] = answer;
    }
  }
  write(entries);
  console.log(`answers changed, by language, function and kind of change (calls):`);
  for (const [key, count] of [...changed].sort()) console.log(`  ${key}: ${count}`);
  console.log(`total: ${[...changed.values()].reduce((sum, count) => sum + count, 0)}`);
}

const again = process.argv.indexOf("--again");
if (again >= 0) {
  const languages = (process.argv[again + 1] ?? "").split(",") as Language[];
  if (languages.length === 0 || languages.some((l) => !["en", "fr"].includes(l))) {
    throw new Error("--again takes en, fr or en,fr");
  }
  void recordAgain(languages);
} else {
  void recordAll();
}
