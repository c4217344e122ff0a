/**
 * Benchmark 2b: BRIDGE.SCORE on 100,000-row columns of every common row shape a sheet has
 * (issue 10): the vulnerability as text ("V"/"NV"), TRUE/FALSE or a board number; with or
 * without the declarer; the result as tricks, as relative text ("=", "+1", "-2") or in the
 * contract cell ("4S+1"). Each shape is timed against bridge-scorer on the same rows in the same
 * run, the peer reading the same text (contract, relative result, "V") per row as we must.
 */
import "./customFunctionsGlobal";
import { execFileSync } from "child_process";
import * as bridgeScorer from "bridge-scorer";
import { isSideVulnerable, vulnerabilityForBoard } from "../src/core";
import type { Seat } from "../src/core";
import { score } from "../src/excel/functions/score";
import { travellerColumns } from "./data";
import { median } from "./support";

const RUNS = 21;

/**
 * Medians of the two tasks timed in turn (ours, the peer, ours...), each run after a forced
 * collection, so that the machine's drift in speed falls on both alike; 3 untimed runs first.
 * The processes collect on one thread (`--single-threaded-gc`, see benchShapes): the forced
 * collection then ends, sweeping included, before the clock starts, instead of sweeping on a
 * thread of its own during the next task, which added about 10 ms to whichever ran next on a
 * busy two-core machine.
 */
function timeInTurn(a: () => unknown, b: () => unknown): [number, number] {
  const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let run = -3; run < RUNS; run++) {
    for (const [task, times] of [
      [a, timesA],
      [b, timesB],
    ] as const) {
      collect();
      const start = performance.now();
      task();
      if (run >= 0) times.push(performance.now() - start);
    }
  }
  return [median(timesA), median(timesB)];
}

const ROWS = 100_000;
const CONTRACT_TEXT = /^([1-7])(NT|C|D|H|S)(X{0,2})(=|[+-]\d+)?$/;

type Vulnerability = "V/NV text" | "TRUE/FALSE" | "board number";
type Result = "tricks" | "relative text" | "in the contract";

interface Shape {
  readonly vulnerability: Vulnerability;
  readonly declarer: boolean;
  readonly result: Result;
}

const SHAPES: Shape[] = (["V/NV text", "TRUE/FALSE", "board number"] as const).flatMap(
  (vulnerability) =>
    [true, false].flatMap((declarer) =>
      (["tricks", "relative text", "in the contract"] as const).map((result) => ({
        vulnerability,
        declarer,
        result,
      }))
    )
);

/** Boards whose vulnerability is None or Both: a board number needs no declarer on them. */
const SAME_FOR_BOTH_SIDES = [1, 4, 7, 8, 10, 11, 13, 14];

interface ShapeColumns {
  readonly contract: string[][];
  readonly result: (number | string | null)[][];
  readonly vulnerability: (string | boolean | number)[][];
  readonly declarer: string[][] | null;
}

export function columnsOf(shape: Shape): ShapeColumns {
  const base = travellerColumns(ROWS);
  const contract: string[][] = [];
  const result: (number | string | null)[][] = [];
  const vulnerability: (string | boolean | number)[][] = [];
  for (let i = 0; i < ROWS; i++) {
    const text = base.contract[i]![0]!;
    const tricks = base.tricks[i]![0]!;
    const seat = base.declarer[i]![0]! as Seat;
    const board =
      shape.declarer || shape.vulnerability !== "board number"
        ? base.board[i]![0]!
        : SAME_FOR_BOTH_SIDES[i % SAME_FOR_BOTH_SIDES.length]!;
    const relative = tricks - (Number(text.charAt(0)) + 6);
    const relativeText = relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
    contract.push([shape.result === "in the contract" ? `${text}${relativeText}` : text]);
    result.push([
      shape.result === "tricks" ? tricks : shape.result === "relative text" ? relativeText : null,
    ]);
    const vulnerable = isSideVulnerable(vulnerabilityForBoard(board), seat);
    vulnerability.push([
      shape.vulnerability === "board number"
        ? board
        : shape.vulnerability === "TRUE/FALSE"
          ? vulnerable
          : vulnerable
            ? "V"
            : "NV",
    ]);
  }
  return { contract, result, vulnerability, declarer: shape.declarer ? base.declarer : null };
}

/** bridge-scorer per row, reading the same text as BRIDGE.SCORE must. */
export function peerScores(columns: ShapeColumns): number[][] {
  const out = new Array<number[]>(ROWS);
  for (let i = 0; i < ROWS; i++) {
    const [, level, strain, risk, inCell] = CONTRACT_TEXT.exec(
      columns.contract[i]![0]!
    ) as RegExpExecArray;
    const required = Number(level) + 6;
    const written = columns.result[i]![0];
    const relative = inCell ?? (typeof written === "string" ? written : undefined);
    const tricks =
      relative === undefined
        ? (written as number)
        : required + (relative === "=" ? 0 : Number(relative));
    const seat = columns.declarer?.[i]![0];
    const vul = columns.vulnerability[i]![0]!;
    const vulnerable =
      typeof vul === "boolean"
        ? vul
        : typeof vul === "string"
          ? vul === "V"
          : isSideVulnerable(vulnerabilityForBoard(vul), (seat ?? "N") as Seat);
    const points = bridgeScorer.contractTricks(
      { level: Number(level), denomination: strain!, risk: risk! },
      vulnerable,
      tricks
    );
    const sign = seat === undefined || seat === "N" || seat === "S" ? 1 : -1;
    out[i] = [points === 0 ? 0 : sign * points];
  }
  return out;
}

export function ours(columns: ShapeColumns): unknown {
  return score(
    columns.contract,
    columns.result as never,
    columns.vulnerability,
    null as never,
    columns.declarer as never
  );
}

/**
 * Each shape is timed in a Node process of its own: a sheet's column has one shape, and timing
 * all shapes in one process would time each after the others had made both sides' code
 * polymorphic, in an order that favours whichever runs first.
 */
export function benchShapes(): Promise<void> {
  console.log(
    `\n2b. BRIDGE.SCORE on ${ROWS.toLocaleString("en")}-row columns of each common row shape, vs bridge-scorer in the same run (a process per shape, ${RUNS} runs each in turn)`
  );
  console.log(
    `  ${"vulnerability".padEnd(14)}${"declarer".padEnd(10)}${"result".padEnd(17)}${"BRIDGE.SCORE".padStart(13)}${"bridge-scorer".padStart(15)}   ratio`
  );
  SHAPES.forEach((_, i) => {
    const flags = ["--expose-gc", "--single-threaded-gc"];
    const line = execFileSync(process.execPath, [...flags, __filename, String(i)], {
      encoding: "utf8",
    });
    process.stdout.write(line);
  });
  return Promise.resolve();
}

/** Times shape `index` (in a process of its own, see benchShapes) and prints its line. */
function timeShape(index: number): void {
  const shape = SHAPES[index] as Shape;
  const columns = columnsOf(shape);
  const mine = ours(columns) as unknown[][];
  const theirs = peerScores(columns);
  for (let i = 0; i < ROWS; i++) {
    if (mine[i]![0] !== theirs[i]![0]) {
      throw new Error(
        `${JSON.stringify(shape)} row ${i}: ${JSON.stringify(mine[i]![0])} vs ${theirs[i]![0]}`
      );
    }
  }
  const [scoreMs, peerMs] = timeInTurn(
    () => ours(columns),
    () => peerScores(columns)
  );
  const ratio = scoreMs / peerMs;
  console.log(
    `  ${shape.vulnerability.padEnd(14)}${(shape.declarer ? "seat" : "none").padEnd(10)}${shape.result.padEnd(17)}${`${scoreMs.toFixed(1)} ms`.padStart(13)}${`${peerMs.toFixed(1)} ms`.padStart(15)}   x${ratio.toFixed(2)}${ratio < 1 ? "" : "  (slower)"}`
  );
}

if (require.main === module) timeShape(Number(process.argv[2]));
