/*
 * Solves once the double-dummy tables of the real sessions that test/core/checks reads
 * (test/fixtures/checks/doubleDummy.json): each deal of the Compscore USEBIO files and of
 * ruter71.pbn, by src/core/doubleDummy, so the tests do not solve them again.
 * Run: npx tsx scripts/solveCheckFixtures.ts
 */
import { readFileSync, writeFileSync } from "fs";
import { join } from "path";
import { formatDeal } from "../src/core/deal";
import { solveTable } from "../src/core/doubleDummy/table";
import { readPbn } from "../src/files/pbnRead";
import { readPbnSession } from "../src/files/pbnSession";
import type { HandRecord } from "../src/files/session";
import { readUsebio } from "../src/files/usebioRead";

const FIXTURES = join(__dirname, "..", "test", "fixtures");
const USEBIO = [
  "mp_pairs_mitchell",
  "mp_pairs_mitchell_03",
  "mp_pairs_mitchell_04",
  "mp_pairs_howell",
  "butler_mitchell",
];

function solved(
  records: readonly HandRecord[]
): Record<string, { deal: string; tricks: number[][] }> {
  const tables: Record<string, { deal: string; tricks: number[][] }> = {};
  for (const record of records) {
    if (!record.deal) continue;
    tables[String(record.board)] = {
      deal: formatDeal(record.deal),
      tricks: solveTable(record.deal.hands),
    };
  }
  return tables;
}

const sessions: Record<string, unknown> = {};
for (const name of USEBIO) {
  const session = readUsebio(readFileSync(join(FIXTURES, "usebio", `${name}.xml`), "utf8"));
  sessions[`usebio/${name}.xml`] = solved(session.handRecords);
  console.log(name);
}
const ruter = readPbn(readFileSync(join(FIXTURES, "pbn-external", "ruter71.pbn"), "latin1"));
const event = ruter.events[0];
if (event) sessions["pbn-external/ruter71.pbn"] = solved(readPbnSession(event).session.handRecords);
writeFileSync(
  join(FIXTURES, "checks", "doubleDummy.json"),
  `${JSON.stringify(
    {
      source:
        "Solved by src/core/doubleDummy (solveTable) from the deals of the files named, by scripts/solveCheckFixtures.ts; tricks[seat N E S W][strain C D H S NT]",
      sessions,
    },
    null,
    1
  )}\n`
);
