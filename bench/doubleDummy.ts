/**
 * Double-dummy section: our solver's time per 20-cell table on DDS's 100 test deals
 * (test/fixtures/reference/dds-hands-list100.txt), against DDS 2.9 compiled to WebAssembly on the
 * same deals in the same run when ../shared/peers/dds exists (a benchmark peer only: never part of
 * the add-in or of `npm test`). Each table is solved once, cold (a fresh transposition table per
 * strain, as the add-in does), timed in CPU milliseconds; prints median, mean and worst, and the
 * ratios. DD_DEALS=n limits
 * the run to the first n deals.
 */
import fs from "fs";
import path from "path";
import { solveTable } from "../src/core/doubleDummy/table";
import { parseDeal } from "../src/core/deal";

const ROOT = path.join(__dirname, "..", "..");
const DEALS_FILE = path.join(ROOT, "test", "fixtures", "reference", "dds-hands-list100.txt");
const DDS_DIR = path.join(ROOT, "..", "shared", "peers", "dds");

interface DdsPeer {
  table(pbn: string): number[];
}

/** The deals' PBN texts and DDS's TABLE lines (strain S H D C NT, each declarer N E S W). */
export function readDeals(): { pbn: string; table: number[] }[] {
  const deals: { pbn: string; table: number[] }[] = [];
  let pbn = "";
  for (const line of fs.readFileSync(DEALS_FILE, "utf8").split(/\r?\n/)) {
    if (line.startsWith("PBN ")) pbn = /"([^"]+)"/.exec(line)?.[1] ?? "";
    if (line.startsWith("TABLE "))
      deals.push({ pbn, table: line.trim().split(/\s+/).slice(1).map(Number) });
  }
  return deals;
}

async function loadDds(): Promise<DdsPeer | undefined> {
  if (!fs.existsSync(path.join(DDS_DIR, "dds.cjs"))) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(DDS_DIR, "dds.cjs")) as (options: object) => Promise<{
    _dd_init(mb: number): number;
    _malloc(bytes: number): number;
    _dd_table(pbn: number, out: number): number;
    stringToUTF8(text: string, at: number, max: number): void;
    getValue(at: number, type: string): number;
  }>;
  const module = await factory({ wasmBinary: fs.readFileSync(path.join(DDS_DIR, "dds.wasm")) });
  module._dd_init(64);
  const pbnAt = module._malloc(128);
  const outAt = module._malloc(80);
  return {
    table(pbn) {
      module.stringToUTF8(pbn, pbnAt, 128);
      if (module._dd_table(pbnAt, outAt) !== 1) throw new Error(`DDS refused ${pbn}`);
      return Array.from({ length: 20 }, (_, i) => module.getValue(outAt + 4 * i, "i32"));
    },
  };
}

/** Our table (rows N E S W, columns C D H S NT) in DDS's order: strain S H D C NT, declarer N E S W. */
export function inDdsOrder(rows: number[][]): number[] {
  const columnOfStrain = [3, 2, 1, 0, 4];
  return columnOfStrain.flatMap((column) => rows.map((row) => row[column]!));
}

function summary(times: number[]): { median: number; mean: number; worst: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
  return { median, mean, worst: sorted[sorted.length - 1]! };
}

/**
 * Milliseconds of this process's CPU time (user + system) the run took, not wall time: on a
 * machine shared with other work, wall time also counts the time other processes held the
 * cores, and the load changes from one deal to the next.
 */
function timed<T>(run: () => T): [T, number] {
  const start = process.cpuUsage();
  const result = run();
  const used = process.cpuUsage(start);
  return [result, (used.user + used.system) / 1000];
}

export async function benchDoubleDummy(): Promise<void> {
  const limit = Number(process.env.DD_DEALS) || 100;
  const deals = readDeals().slice(0, limit);
  console.log(
    `\n## Double dummy: 20-cell tables of DDS's list100 deals (${deals.length} deals, each once)`
  );
  const dds = await loadDds();
  if (!dds) console.log("(../shared/peers/dds not found: our solver alone)");
  const ours: number[] = [];
  const theirs: number[] = [];
  let differing = 0;
  deals.forEach((deal, i) => {
    const hands = parseDeal(deal.pbn).hands;
    const [rows, ms] = timed(() => solveTable(hands));
    ours.push(ms);
    if (inDdsOrder(rows).join(" ") !== deal.table.join(" ")) differing++;
    if (dds) {
      const [table, ddsMs] = timed(() => dds.table(deal.pbn));
      theirs.push(ddsMs);
      if (table.join(" ") !== deal.table.join(" "))
        throw new Error(`DDS-wasm disagrees with its file on deal ${i + 1}`);
    }
    if (process.env.DD_PROGRESS)
      console.log(
        `deal ${i + 1}: ${ms.toFixed(0)} ms${dds ? `, DDS ${theirs[i]!.toFixed(0)} ms` : ""}`
      );
  });
  const us = summary(ours);
  console.log(
    `ours     median ${us.median.toFixed(0)} ms, mean ${us.mean.toFixed(0)} ms, worst ${us.worst.toFixed(0)} ms per table; ` +
      `${deals.length - differing}/${deals.length} tables equal to DDS's file`
  );
  if (dds) {
    const peer = summary(theirs);
    console.log(
      `DDS-wasm median ${peer.median.toFixed(0)} ms, mean ${peer.mean.toFixed(0)} ms, worst ${peer.worst.toFixed(0)} ms per table`
    );
    console.log(
      `ratio (ours / DDS-wasm): median ${(us.median / peer.median).toFixed(1)}x, mean ${(us.mean / peer.mean).toFixed(1)}x, worst ${(us.worst / peer.worst).toFixed(1)}x`
    );
  }
}
