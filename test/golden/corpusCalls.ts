/*
 * The golden corpus's calls (issue 26): what the add-in answered before the codebase was
 * reshaped, kept so that every later answer can be compared with it. Made once by
 * test/golden/record.ts; replayed by goldenCorpus.test.ts from the recorded file, never made
 * again from here (the fuzzer's arbitraries read the functions' docs, which may change).
 *
 * - documented: every call of each function's JSDoc (documentedCalls), of the formulas of
 *   README.md, of the guide (docs/guide) and of src/messages/help.ts, wherever their arguments
 *   are literals;
 * - realdata: every traveller line of test/fixtures/realdata scored (SCORE), each session's boards
 *   through MATCHPOINTS, XIMPS, DATUM and BUTLER with `boards`, RANKING, each deal's HCP and HAND,
 *   and the WBF VP tables' margins; DDTABLE on a few deals of list100;
 * - fuzz: seeded calls of the fuzzer's arbitraries (test/fuzz/fuzzCalls.ts), FUZZ_PER_FUNCTION a
 *   function.
 */
import fc from "fast-check";
import { readFileSync, readdirSync } from "fs";
import path from "path";
import type { CustomFunction } from "../fuzz/customFunctions";
import { customFunctions } from "../fuzz/customFunctions";
import { documentedCalls } from "../fuzz/documentedCalls";
import { callsOf } from "../fuzz/fuzzCalls";
import { readDdsList100 } from "../support/ddsList100";

export interface CorpusCall {
  readonly id: string;
  readonly source: string;
  readonly args: readonly unknown[];
}

export const FUZZ_SEED = 20261201;
export const FUZZ_PER_FUNCTION = 3_200;

const ROOT = path.resolve(__dirname, "../..");

/** The formulas of a text (README, guide, help) read as documented calls of the function `fn`. */
function formulasIn(fn: CustomFunction, text: string, source: string): CorpusCall[] {
  const asDescription = { ...fn, description: text };
  return documentedCalls(asDescription).map((call) => ({
    id: fn.id,
    source: `${source}: ${call.source}`,
    args: call.args,
  }));
}

function documented(functions: readonly CustomFunction[]): CorpusCall[] {
  const guide = path.join(ROOT, "docs/guide");
  const docs = [
    "README.md",
    ...readdirSync(guide)
      .filter((file) => file.endsWith(".md"))
      .sort()
      .map((file) => `docs/guide/${file}`),
  ].map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")] as const);
  // help.ts holds its formulas inside TypeScript strings: unescape the quotes they escape.
  const help = readFileSync(path.join(ROOT, "src/messages/help.ts"), "utf8").replace(/\\"/g, '"');
  return functions.flatMap((fn) => [
    ...documentedCalls(fn).map((call) => ({ id: fn.id, source: call.source, args: call.args })),
    ...docs.flatMap(([file, text]) => formulasIn(fn, text, file)),
    ...formulasIn(fn, help, "src/messages/help.ts"),
  ]);
}

interface Line {
  readonly ns_pair_number: string;
  readonly ew_pair_number: string;
  readonly contract?: string;
  readonly played_by?: string;
  readonly tricks?: string;
  readonly score: string;
}

interface Session {
  readonly boards: readonly { readonly board: number; readonly lines: readonly Line[] }[];
  readonly deals?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

const SESSIONS = [
  "mp_pairs_howell",
  "mp_pairs_mitchell",
  "mp_pairs_mitchell_03",
  "mp_pairs_mitchell_04",
  "butler_mitchell",
];

const column = (values: readonly unknown[]): unknown[][] => values.map((value) => [value]);

function realData(): CorpusCall[] {
  const calls: CorpusCall[] = [];
  for (const name of SESSIONS) {
    const file = path.join(ROOT, "test/fixtures/realdata", `${name}.json`);
    const session = JSON.parse(readFileSync(file, "utf8")) as Session;
    const source = `test/fixtures/realdata/${name}.json`;
    const lines = session.boards.flatMap((board) =>
      board.lines.map((line) => ({ board: board.board, ...line }))
    );
    for (const line of lines) {
      if (line.contract === undefined) continue;
      const args = [[[line.contract]], [[line.tricks ?? null]], [[line.board]], null];
      calls.push({ id: "SCORE", source, args: [...args, [[line.played_by ?? null]]] });
    }
    const boards = column(lines.map((line) => line.board));
    const scores = column(lines.map((line) => line.score));
    const ns = column(lines.map((line) => line.ns_pair_number));
    const ew = column(lines.map((line) => line.ew_pair_number));
    for (const direction of ["NS", "EW", "BOTH"]) {
      calls.push({ id: "MATCHPOINTS", source, args: [scores, null, [[direction]], null, boards] });
      calls.push({ id: "XIMPS", source, args: [scores, null, [[direction]], boards] });
      calls.push({ id: "BUTLER", source, args: [scores, null, null, [[direction]], boards] });
    }
    calls.push({ id: "MATCHPOINTS", source, args: [scores, [["%"]], null, null, boards] });
    calls.push({ id: "DATUM", source, args: [scores, null, null, boards] });
    calls.push({ id: "DATUM", source, args: [scores, [[0]], [["EVEN"]], boards] });
    for (const method of [null, "MP", "ACBL", "XIMPS", "BUTLER"]) {
      calls.push({ id: "RANKING", source, args: [boards, ns, ew, scores, [[method]], null] });
    }
    for (const [board, hands] of Object.entries(session.deals ?? {})) {
      const pbn = `N:${["N", "E", "S", "W"].map((seat) => hands[seat] ?? "-").join(" ")}`;
      calls.push({
        id: "HCP",
        source: `${source} board ${board}`,
        args: [[[pbn]], [["N", "E", "S", "W"]]],
      });
      calls.push({ id: "HAND", source: `${source} board ${board}`, args: [[[pbn]], [["S"]]] });
    }
  }
  const vp = JSON.parse(
    readFileSync(path.join(ROOT, "test/fixtures/realdata/wbf_vp_tables.json"), "utf8")
  ) as { tables: Record<string, unknown[]> };
  for (const [boards, table] of Object.entries(vp.tables)) {
    const margins = table.map((_, margin) => [margin]);
    const losers = table.map((_, margin) => [-margin]);
    const source = "test/fixtures/realdata/wbf_vp_tables.json";
    calls.push({ id: "VP", source, args: [margins, [[Number(boards)]], null] });
    calls.push({ id: "VP", source, args: [losers, [[Number(boards)]], [["WBF"]]] });
  }
  for (const deal of readDdsList100().slice(0, 4)) {
    const source = `test/fixtures/reference/dds-hands-list100.txt deal ${deal.index}`;
    calls.push({ id: "DDTABLE", source, args: [deal.pbn] });
    const tricks = deal.tricks;
    calls.push({ id: "PAR", source, args: [tricks, [[deal.vulnerability]], [[deal.dealer]]] });
    calls.push({ id: "PARCONTRACT", source, args: [tricks, [[deal.index]], null] });
  }
  return calls;
}

function fuzzed(functions: readonly CustomFunction[]): CorpusCall[] {
  return functions.flatMap((fn, i) =>
    fc
      .sample(callsOf(fn), { numRuns: FUZZ_PER_FUNCTION, seed: FUZZ_SEED + i })
      .map((args) => ({ id: fn.id, source: "fuzz", args }))
  );
}

export function corpusCalls(): CorpusCall[] {
  const functions = customFunctions();
  return [...documented(functions), ...realData(), ...fuzzed(functions)];
}
