/**
 * Benchmark 2: a traveller column of 100,000 rows through BRIDGE.SCORE as Excel calls it (one
 * call, 2-D ranges, a spilled result) vs a precomputed-table lookup over the same rows (the
 * floor: no scoring can be cheaper) and vs bridge-scorer (with the same contract reading).
 */
import * as bridgeScorer from "bridge-scorer";
import { isSideVulnerable, vulnerabilityForBoard } from "../src/core";
import type { Seat } from "../src/core";
import type { CellOutput } from "../src/excel/cells";
import { score } from "../src/excel/functions/score";
import { oneCellRows } from "../src/excel/spill";
import { travellerColumns } from "./data";
import { report, time } from "./support";

const ROWS = 100_000;
const CONTRACT_TEXT = /^([1-7])(NT|C|D|H|S)(X{0,2})$/;

export async function benchColumn(): Promise<void> {
  const columns = travellerColumns(ROWS);
  const nsSign = (seat: string) => (seat === "N" || seat === "S" ? 1 : -1);
  const vulnerable = (board: number, seat: string) =>
    isSideVulnerable(vulnerabilityForBoard(board), seat as Seat);

  // The floor: every (contract, tricks, board, declarer) scored beforehand into a flat table;
  // per row only the lookups any reading of these columns needs (contract text and seat by Map).
  const ours = score(
    columns.contract,
    columns.tricks,
    columns.board,
    null as never,
    columns.declarer
  ) as unknown as number[][];
  const contractIds = new Map<string, number>();
  const seatIds = new Map(["N", "E", "S", "W"].map((seat, i) => [seat, i]));
  const table = new Float64Array(7 * 5 * 3 * 14 * 16 * 4);
  const at = (contractId: number, tricks: number, board: number, seatId: number) =>
    ((contractId * 14 + tricks) * 16 + ((board - 1) % 16)) * 4 + seatId;
  for (let i = 0; i < ROWS; i++) {
    const text = columns.contract[i]![0] as string;
    if (!contractIds.has(text)) contractIds.set(text, contractIds.size);
    table[
      at(
        contractIds.get(text)!,
        columns.tricks[i]![0]!,
        columns.board[i]![0]!,
        seatIds.get(columns.declarer[i]![0]!)!
      )
    ] = ours[i]![0]!;
  }
  // Its rows are shared by value, as BRIDGE.SCORE's are (src/excel/spill.ts).
  const lookUp = () => {
    const rowOf = oneCellRows();
    const out = new Array<CellOutput[]>(ROWS);
    for (let i = 0; i < ROWS; i++) {
      out[i] = rowOf(
        table[
          at(
            contractIds.get(columns.contract[i]![0]!)!,
            columns.tricks[i]![0]!,
            columns.board[i]![0]!,
            seatIds.get(columns.declarer[i]![0]!)!
          )
        ]!
      );
    }
    return out;
  };
  const peer = () =>
    columns.contract.map((row, i) => {
      const [, level, strain, risk] = CONTRACT_TEXT.exec(row[0] as string) as RegExpExecArray;
      const seat = columns.declarer[i]![0] as string;
      const points = bridgeScorer.contractTricks(
        { level: Number(level), denomination: strain as string, risk: risk as string },
        vulnerable(columns.board[i]![0] as number, seat),
        columns.tricks[i]![0] as number
      );
      return [points === 0 ? 0 : nsSign(seat) * points];
    });

  const floor = lookUp();
  const theirs = peer();
  for (let i = 0; i < ROWS; i++) {
    if (floor[i]![0] !== ours[i]![0] || theirs[i]![0] !== ours[i]![0]) {
      throw new Error(
        `row ${i}: ${JSON.stringify(ours[i]![0])} vs floor ${JSON.stringify(floor[i]![0])} vs bridge-scorer ${theirs[i]![0]}`
      );
    }
  }
  const timings = await time(
    {
      "BRIDGE.SCORE, one call for the column": () =>
        score(columns.contract, columns.tricks, columns.board, null as never, columns.declarer),
      "precomputed-table lookup (floor)": lookUp,
      "bridge-scorer contractTricks per row": peer,
    },
    { timeMs: 1500, minSamples: 5, collectBetweenRuns: true }
  );
  report(
    `2. A traveller column of ${ROWS.toLocaleString("en")} rows (contract text, tricks, board number, declarer -> NS score)`,
    timings,
    "precomputed-table lookup (floor)",
    ROWS
  );
  const scoreTiming = timings[0]!;
  const peerTiming = timings[2]!;
  console.log(
    `  BRIDGE.SCORE vs bridge-scorer: x${(scoreTiming.medianMs / peerTiming.medianMs).toFixed(2)}`
  );
}
