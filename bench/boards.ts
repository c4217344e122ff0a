/**
 * Benchmarks 3 and 4: a board's field through BRIDGE.MATCHPOINTS (10 to 100,000 results) and
 * BRIDGE.XIMPS / BRIDGE.BUTLER (1,000 and 10,000) vs bridge-scorer's matchpoints, crossImps and
 * butler on the same scores, with the growth exponent between sizes.
 */
import * as bridgeScorer from "bridge-scorer";
import { awardMatchpoints, butlerImps, crossImpsForScores, datumForScores } from "../src/core";
import { butler } from "../src/excel/functions/butler";
import { matchpoints } from "../src/excel/functions/matchpoints";
import { ximps } from "../src/excel/functions/ximps";
import { oneCellRows } from "../src/excel/spill";
import { boardScores } from "./data";
import type { Timing } from "./support";
import { formatMs, growthExponent, median, report, time } from "./support";

/** bridge-scorer's input: games with a declarer; its scores are the declarer's, here North's. */
function peerGames(scores: readonly number[]) {
  return scores.map((score) => ({ contract: { declaror: "N" }, score }));
}

const SPILL_FLOOR = "read and spill back (floor)";

/** The least any answer costs: read each score and spill it back, rows shared as ours are. */
function readAndSpillBack(range: number[][]): unknown {
  const rowOf = oneCellRows();
  return range.map((row) => rowOf(row[0] as number));
}

function column(scores: readonly number[]): number[][] {
  return scores.map((score) => [score]);
}

async function compareAtSizes(
  title: string,
  sizes: readonly number[],
  ours: { name: string; run: (range: number[][]) => unknown },
  core: { name: string; run: (scores: number[]) => unknown },
  peer: { name: string; run: (games: ReturnType<typeof peerGames>) => unknown },
  peerMaxSize: number
): Promise<void> {
  console.log(`\n${title}`);
  const oursBySize: Timing[] = [];
  const peerBySize: (Timing | undefined)[] = [];
  const floorBySize: Timing[] = [];
  const coreBySize: Timing[] = [];
  for (const size of sizes) {
    const scores = boardScores(size);
    const range = column(scores);
    const timeMs = size >= 10_000 ? 2000 : 400;
    const tasks: Record<string, () => unknown> = {
      [ours.name]: () => ours.run(range),
      [SPILL_FLOOR]: () => readAndSpillBack(range),
      [core.name]: () => core.run(scores),
    };
    if (size <= peerMaxSize) tasks[peer.name] = () => peer.run(peerGames(scores));
    // Collecting before each run costs milliseconds: only where a run itself takes that long.
    const timings = await time(tasks, {
      timeMs,
      minSamples: 3,
      collectBetweenRuns: size >= 10_000,
    });
    report(
      `  n = ${size.toLocaleString("en")}`,
      timings,
      size <= peerMaxSize ? peer.name : SPILL_FLOOR
    );
    oursBySize.push(timings[0]!);
    floorBySize.push(timings[1]!);
    coreBySize.push(timings[2]!);
    peerBySize.push(timings[3]);
  }
  for (let i = 1; i < sizes.length; i++) {
    const [n1, n2] = [sizes[i - 1]!, sizes[i]!];
    const k = growthExponent(n1, oursBySize[i - 1]!.medianMs, n2, oursBySize[i]!.medianMs);
    const before = peerBySize[i - 1];
    const after = peerBySize[i];
    const peerK =
      before && after
        ? growthExponent(n1, before.medianMs, n2, after.medianMs).toFixed(2)
        : "not run";
    const floorK = growthExponent(n1, floorBySize[i - 1]!.medianMs, n2, floorBySize[i]!.medianMs);
    const coreK = growthExponent(n1, coreBySize[i - 1]!.medianMs, n2, coreBySize[i]!.medianMs);
    console.log(
      `  growth ${n1.toLocaleString("en")} -> ${n2.toLocaleString("en")}: ${ours.name} n^${k.toFixed(2)}, ${peer.name} n^${peerK}, ${SPILL_FLOOR} n^${floorK.toFixed(2)}, ${core.name} n^${coreK.toFixed(2)}`
    );
  }
  const largest = oursBySize[oursBySize.length - 1]!;
  console.log(
    `  largest field: ${formatMs(largest.medianMs)} for ${sizes[sizes.length - 1]!.toLocaleString("en")} results`
  );
}

export async function benchBoards(): Promise<void> {
  await compareAtSizes(
    "3. BRIDGE.MATCHPOINTS on one board vs bridge-scorer matchpoints",
    [10, 100, 1_000, 10_000, 100_000],
    { name: "BRIDGE.MATCHPOINTS", run: (range) => matchpoints(range) },
    { name: "core awardMatchpoints", run: (scores) => awardMatchpoints(scores) },
    { name: "bridge-scorer matchpoints", run: (games) => bridgeScorer.matchpoints(games) },
    100_000
  );
  await compareAtSizes(
    "4a. BRIDGE.XIMPS (average cross-IMPs) vs bridge-scorer crossImps",
    [1_000, 10_000, 100_000],
    { name: "BRIDGE.XIMPS", run: (range) => ximps(range) },
    { name: "core crossImpsForScores", run: (scores) => crossImpsForScores(scores, "AVG") },
    { name: "bridge-scorer crossImps", run: (games) => bridgeScorer.crossImps(games) },
    10_000
  );
  await compareAtSizes(
    "4b. BRIDGE.BUTLER vs bridge-scorer butler",
    [1_000, 10_000, 100_000],
    { name: "BRIDGE.BUTLER", run: (range) => butler(range) },
    {
      name: "core datumForScores + butlerImps",
      run: (scores) => {
        const datum = datumForScores(scores, 1, "AWAY") ?? 0;
        return scores.map((score) => butlerImps(score, datum));
      },
    },
    { name: "bridge-scorer butler", run: (games) => bridgeScorer.butler(games) },
    100_000
  );
}

/** Growth of the whole-board functions from 10,000 to 100,000 results, the sizes timed in turn. */
export function benchGrowth(): void {
  growthInTurn([
    { name: "BRIDGE.MATCHPOINTS", run: (range) => matchpoints(range) },
    { name: "BRIDGE.XIMPS", run: (range) => ximps(range) },
    { name: "BRIDGE.BUTLER", run: (range) => butler(range) },
    { name: SPILL_FLOOR, run: readAndSpillBack },
  ]);
}

const GROWTH_SIZES = [10_000, 100_000] as const;
const GROWTH_RUNS = 31;
const GROWTH_WARMUP_RUNS = 5;

/**
 * The growth exponents again, with the two sizes timed in turn rather than one after the other,
 * so that the machine's drift in speed (this one is shared) falls on both alike; the median of
 * GROWTH_RUNS. Twice: called again and again, as a sheet recalculates, and each run after a
 * forced collection, as the sections above time whole columns.
 */
function growthInTurn(tasks: readonly { name: string; run: (range: number[][]) => unknown }[]) {
  const [small, large] = GROWTH_SIZES;
  const ranges = GROWTH_SIZES.map((size) => column(boardScores(size)));
  const collect = (globalThis as { gc?: () => void }).gc;
  console.log(
    `\nGrowth from ${small.toLocaleString("en")} to ${large.toLocaleString("en")} results, the two sizes in turn (${GROWTH_RUNS} runs each)`
  );
  console.log(`  ${"".padEnd(30)} called again and again      each after a collection`);
  for (const task of tasks) {
    for (let run = 0; run < GROWTH_WARMUP_RUNS; run++) ranges.forEach(task.run);
    const figures = [undefined, collect].map((beforeEach) => {
      const times: [number[], number[]] = [[], []];
      for (let run = 0; run < GROWTH_RUNS; run++) {
        ranges.forEach((range, size) => {
          beforeEach?.();
          const started = performance.now();
          task.run(range);
          times[size]!.push(performance.now() - started);
        });
      }
      const [t1, t2] = times.map(median) as [number, number];
      return `n^${growthExponent(small, t1, large, t2).toFixed(2)} (${formatMs(t1)} -> ${formatMs(t2)})`;
    });
    console.log(`  ${task.name.padEnd(30)} ${figures[0]!.padEnd(28)} ${figures[1]}`);
  }
}
