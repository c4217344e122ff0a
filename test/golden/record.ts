/*
 * Records the golden corpus: `npx tsx test/golden/record.ts` writes
 * test/fixtures/golden/corpus.json.gz with every call of corpusCalls.ts and its answers in English
 * and French. Run once, before a change that must keep behaviour; re-run only to accept a change of
 * answers on purpose (and say which in the commit).
 */
import "../support/customFunctionsStub";
import { writeFileSync } from "fs";
import path from "path";
import { gzipSync } from "zlib";
import { corpusCalls } from "./corpusCalls";
import { encode } from "./encoding";
import { answerOf } from "./replay";

async function main(): Promise<void> {
  const calls = corpusCalls();
  const entries = [];
  for (const call of calls) {
    entries.push({
      id: call.id,
      source: call.source,
      args: encode(call.args),
      en: await answerOf(call.id, call.args, "en"),
      fr: await answerOf(call.id, call.args, "fr"),
    });
  }
  const file = path.resolve(__dirname, "../fixtures/golden/corpus.json.gz");
  writeFileSync(file, gzipSync(JSON.stringify(entries)));
  const byId = new Map<string, number>();
  for (const entry of entries) byId.set(entry.id, (byId.get(entry.id) ?? 0) + 1);
  console.log(`${entries.length} calls recorded in ${file}`);
  console.log(JSON.stringify(Object.fromEntries(byId)));
}

void main();
