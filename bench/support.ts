/**
 * What every benchmark shares: timing with tinybench (medians, not means: this machine is
 * noisy), ratios against a comparison measured in the same run, and reproducible test data.
 */
import { Bench } from "tinybench";

const COLLECTED_RUNS = 15;

export interface Timing {
  readonly name: string;
  /** Median milliseconds per run of the task. */
  readonly medianMs: number;
  readonly samples: number;
}

/** Times each task for about `timeMs` (at least `minSamples` runs) and returns the medians. */
export async function time(
  tasks: Record<string, () => unknown>,
  {
    timeMs = 500,
    minSamples = 5,
    collectBetweenRuns = false,
  }: { timeMs?: number; minSamples?: number; collectBetweenRuns?: boolean } = {}
): Promise<Timing[]> {
  // Runs that collect garbage first are counted, not timed: a fixed number of them (a time budget
  // would mean thousands of collections for a task of microseconds).
  const bench = new Bench({
    time: collectBetweenRuns ? 0 : timeMs,
    iterations: collectBetweenRuns ? COLLECTED_RUNS : minSamples,
    warmup: true,
    warmupIterations: 2,
  });
  // For tasks that allocate a whole column: a full collection before each run (node started with
  // --expose-gc), so that each run pays for its own garbage, not for what the run before left.
  const collect = collectBetweenRuns ? (globalThis as { gc?: () => void }).gc : undefined;
  for (const [name, task] of Object.entries(tasks)) {
    bench.add(name, task, collect ? { beforeEach: () => collect() } : undefined);
  }
  await bench.run();
  return bench.tasks.map((task) => {
    const latency = "latency" in task.result ? task.result.latency : undefined;
    if (!latency)
      throw new Error(`benchmark "${task.name}" failed: ${JSON.stringify(task.result)}`);
    return {
      name: task.name,
      medianMs: latency.p50,
      samples: latency.samplesCount,
    };
  });
}

/**
 * Times the tasks interleaved: after `warmupRuns` untimed runs of each, `rounds` rounds that run
 * every task once, in an order that turns each round, so that the machine's drift in speed (other
 * jobs on a shared machine move one-shot timings several-fold) falls on all of them alike.
 * Returns each task's median, and each round's ratio to `baseline` (median of the ratios).
 */
export function timeInterleaved(
  tasks: Record<string, () => unknown>,
  baseline: string,
  { warmupRuns = 20, rounds = 101 }: { warmupRuns?: number; rounds?: number } = {}
): { timings: Timing[]; ratioOfRounds: Map<string, number> } {
  const entries = Object.entries(tasks);
  for (const [, task] of entries) for (let run = 0; run < warmupRuns; run++) task();
  const samples = entries.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < entries.length; k++) {
      const which = (round + k) % entries.length;
      const task = (entries[which] as [string, () => unknown])[1];
      // Each task starts from a collected heap (run.js has --expose-gc): otherwise one task's
      // garbage is collected in the next one's time, and the order decides who pays.
      (globalThis as { gc?: () => void }).gc?.();
      const start = performance.now();
      task();
      (samples[which] as number[]).push(performance.now() - start);
    }
  }
  const base = entries.findIndex(([name]) => name === baseline);
  const ratioOfRounds = new Map<string, number>();
  entries.forEach(([name], which) => {
    const own = samples[which] as number[];
    const peer = samples[base] as number[];
    ratioOfRounds.set(name, median(own.map((ms, round) => ms / (peer[round] as number))));
  });
  const timings = entries.map(([name], which) => ({
    name,
    medianMs: median(samples[which] as number[]),
    samples: rounds,
  }));
  return { timings, ratioOfRounds };
}

export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 1) return `${ms.toFixed(2)} ms`;
  if (ms >= 0.001) return `${(ms * 1000).toFixed(2)} µs`;
  return `${(ms * 1e6).toFixed(1)} ns`;
}

/** Prints a table of medians with each row's ratio to the named baseline row. */
export function report(
  title: string,
  timings: readonly Timing[],
  baseline: string,
  perItem?: number
): void {
  const base = timings.find((t) => t.name === baseline);
  console.log(`\n${title}`);
  for (const t of timings) {
    const ratio = base ? t.medianMs / base.medianMs : NaN;
    const each = perItem ? `  (${formatMs(t.medianMs / perItem)} per item)` : "";
    console.log(
      `  ${t.name.padEnd(46)} median ${formatMs(t.medianMs).padStart(10)}${each}  x${ratio.toFixed(2)} vs ${baseline}  [${t.samples} runs]`
    );
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/** Growth exponent between two sizes: time ∝ n^k, k = log(t2/t1) / log(n2/n1). */
export function growthExponent(n1: number, t1: number, n2: number, t2: number): number {
  return Math.log(t2 / t1) / Math.log(n2 / n1);
}

/** A small deterministic PRNG (mulberry32) so every run benchmarks the same data. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}
