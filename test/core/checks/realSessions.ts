/*
 * The real sessions the keying checks are measured on, as KeyedSessions, with each board's
 * double-dummy table: the five Compscore3 USEBIO sessions of test/fixtures/usebio and Ruter's
 * ruter71.pbn with the tables solved once by scripts/solveCheckFixtures.ts
 * (test/fixtures/checks/doubleDummy.json); the Bridgemate database of test/fixtures/bridgemate
 * with the [DoubleDummyTricks] of its BridgeComposer hand record (same folder, same session).
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { KeyedSession } from "../../../src/core/checks/keyedLine";
import type { TrickTable } from "../../../src/core/trickTable";
import { readBridgemate } from "../../../src/files/bridgemateRead";
import { readPbn } from "../../../src/files/pbnRead";
import { readPbnSession } from "../../../src/files/pbnSession";
import type { PairsSession } from "../../../src/files/session";
import { readUsebio } from "../../../src/files/usebioRead";
import { keyedSessionOfFile } from "../../../src/session/checks/keyedFromFile";

const FIXTURES = join(__dirname, "..", "..", "fixtures");

interface SolvedTables {
  readonly sessions: Readonly<
    Record<string, Readonly<Record<string, { readonly deal: string; readonly tricks: number[][] }>>>
  >;
}

const SOLVED = JSON.parse(
  readFileSync(join(FIXTURES, "checks", "doubleDummy.json"), "utf8")
) as SolvedTables;

function solvedTables(file: string): Map<number, TrickTable> {
  const boards = SOLVED.sessions[file] ?? {};
  return new Map(Object.entries(boards).map(([board, solved]) => [Number(board), solved.tricks]));
}

export interface RealSession {
  readonly name: string;
  readonly file: PairsSession;
  readonly keyed: KeyedSession;
}

const USEBIO = [
  "mp_pairs_mitchell",
  "mp_pairs_mitchell_03",
  "mp_pairs_mitchell_04",
  "mp_pairs_howell",
  "butler_mitchell",
];

export function realSessions(): RealSession[] {
  const sessions: RealSession[] = USEBIO.map((name) => {
    const file = readUsebio(readFileSync(join(FIXTURES, "usebio", `${name}.xml`), "utf8"));
    return {
      name: `usebio/${name}.xml`,
      file,
      keyed: keyedSessionOfFile(file, solvedTables(`usebio/${name}.xml`)),
    };
  });
  const ruterEvent = readPbn(readFileSync(join(FIXTURES, "pbn-external", "ruter71.pbn"), "latin1"))
    .events[0];
  if (ruterEvent) {
    const file = readPbnSession(ruterEvent).session;
    const name = "pbn-external/ruter71.pbn";
    sessions.push({ name, file, keyed: keyedSessionOfFile(file, solvedTables(name)) });
  }
  const bws = readBridgemate(readFileSync(join(FIXTURES, "bridgemate", "LBC-2026-01-26.bws")));
  const handRecord = readPbn(
    readFileSync(
      join(FIXTURES, "bridgemate", "LBC-2026-01-26_handrecord_bridgecomposer.pbn"),
      "latin1"
    )
  );
  const tables = new Map<number, TrickTable>();
  for (const board of handRecord.events.flatMap((event) => event.boards)) {
    if (board.doubleDummyTricks) tables.set(board.board, board.doubleDummyTricks);
  }
  const section = bws.sections[0];
  if (section) {
    sessions.push({
      name: "bridgemate/LBC-2026-01-26.bws",
      file: section.session,
      keyed: keyedSessionOfFile(section.session, tables),
    });
  }
  return sessions;
}
