/**
 * The solver the double-dummy benchmark times as "ours": the add-in's own worker script,
 * dist/ddworker.js, since that is the code a user's Excel runs (webpack's bundle, minified). When
 * it is missing or older than the solver's sources, `npm run build` is run first; only if that
 * fails are the sources timed as tsc compiled them for the benchmarks, which V8 runs 5-10 %
 * slower than the bundle (module objects between the solver's files), and the report says so.
 * The worker is loaded with a stand-in `self` and sent each strain as the pool sends it
 * (src/excel/ddPool.ts); it answers at once, in this thread.
 */
import { execSync } from "child_process";
import fs from "fs";
import path from "path";
import type { Holdings } from "../src/core/doubleDummy/holdings";
import { solveTable, TABLE_STRAINS } from "../src/core/doubleDummy/table";
import type { PieceRequest, PieceResponse } from "../src/worker/pieceMessages";

const ROOT = path.join(__dirname, "..", "..");
const WORKER = path.join(ROOT, "dist", "ddworker.js");
const SOURCES = [path.join(ROOT, "src", "core", "doubleDummy"), path.join(ROOT, "src", "worker")];

export interface TimedSolver {
  /** Rows N E S W (declarer), columns C D H S NT, as solveTable answers. */
  solveTable(holdings: Holdings): number[][];
  /** What is timed, for the report. */
  readonly name: string;
}

function newestSource(): number {
  return Math.max(
    ...SOURCES.flatMap((dir) =>
      fs.readdirSync(dir).map((file) => fs.statSync(path.join(dir, file)).mtimeMs)
    )
  );
}

function workerIsStale(): boolean {
  return !fs.existsSync(WORKER) || fs.statSync(WORKER).mtimeMs < newestSource();
}

/** Builds dist/ (the worker with it) when the worker is stale; false when the build fails. */
function buildWorker(): boolean {
  console.error("dist/ddworker.js is missing or older than the solver's sources: npm run build");
  try {
    execSync("npm run build", { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  } catch {
    return false;
  }
  return !workerIsStale();
}

export function loadTimedSolver(): TimedSolver {
  if (workerIsStale() && !buildWorker())
    return {
      solveTable,
      name: "the sources compiled by tsc (`npm run build` failed, so not the add-in's worker, which runs 5-10 % faster)",
    };
  let answer: PieceResponse | undefined;
  const scope = {
    onmessage: null as ((event: { data: PieceRequest }) => void) | null,
    postMessage: (message: PieceResponse) => (answer = message),
  };
  const global = globalThis as { self?: unknown };
  const saved = global.self;
  global.self = scope;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(WORKER);
  global.self = saved;
  const onmessage = scope.onmessage;
  if (!onmessage) throw new Error("dist/ddworker.js set no onmessage");
  return {
    name: "dist/ddworker.js, the add-in's worker script",
    solveTable(holdings) {
      const rows = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
      TABLE_STRAINS.forEach((strain, column) => {
        onmessage({ data: { id: column, hands: holdings as number[][], strain } });
        if (!answer?.column) throw new Error(`dist/ddworker.js failed: ${JSON.stringify(answer)}`);
        answer.column.forEach((tricks, declarer) => (rows[declarer]![column] = tricks));
      });
      return rows;
    },
  };
}
