/**
 * Benchmark 6: a whole session of 10,000 traveller lines (400 boards of 25 tables, the lines in
 * round order as a club's table keeps them) through one formula each: BRIDGE.MATCHPOINTS, XIMPS
 * and BUTLER with `boards`, and BRIDGE.RANKING, against bridge-scorer called board by board (and
 * our own functions called board by board).
 */
import * as bridgeScorer from "bridge-scorer";
import { butler } from "../src/excel/functions/butler";
import { matchpoints } from "../src/excel/functions/matchpoints";
import { ranking } from "../src/excel/functions/ranking";
import { ximps } from "../src/excel/functions/ximps";
import { boardScores } from "./data";
import { formatMs, timeInterleaved } from "./support";

const BOARDS = 400;
const TABLES = 25;

interface SessionTable {
  readonly boards: number[][];
  readonly nsPairs: number[][];
  readonly ewPairs: number[][];
  readonly scores: number[][];
  /** Each board's scores alone, for the calls board by board. */
  readonly byBoard: number[][][];
}

/**
 * Every board played at every table, the lines interleaved as a club's table keeps them (each
 * table's result of every board, then the next table's): on board b, table t holds North-South
 * pair t against East-West pair (t + b) mod T, so that no pair plays a board twice.
 */
function sessionTable(): SessionTable {
  const table: SessionTable = { boards: [], nsPairs: [], ewPairs: [], scores: [], byBoard: [] };
  const fields = Array.from({ length: BOARDS }, (_, b) => boardScores(TABLES, 100 + b));
  for (let b = 0; b < BOARDS; b++) table.byBoard.push([]);
  for (let t = 0; t < TABLES; t++) {
    for (let b = 0; b < BOARDS; b++) {
      const score = (fields[b] as number[])[t] as number;
      table.boards.push([b + 1]);
      table.nsPairs.push([t + 1]);
      table.ewPairs.push([((t + b) % TABLES) + 101]);
      table.scores.push([score]);
      (table.byBoard[b] as number[][]).push([score]);
    }
  }
  return table;
}

function peerGames(scores: readonly number[][]) {
  return scores.map(([score]) => ({ contract: { declaror: "N" }, score: score as number }));
}

const OMITTED = null as unknown as number[][];

/**
 * The ranking with bridge-scorer: each board's matchpoints (its games in the session's order),
 * each pair's total per direction, then its rank of each direction (no Neuberg, no percentages).
 */
function peerRanking(session: SessionTable): unknown {
  const games = session.scores.map(([score], i) => ({
    contract: { declaror: "N" },
    score: score as number,
    board: (session.boards[i] as number[])[0] as number,
    ns: (session.nsPairs[i] as number[])[0] as number,
    ew: (session.ewPairs[i] as number[])[0] as number,
  }));
  const byBoard = new Map<number, typeof games>();
  for (const game of games) {
    const board = byBoard.get(game.board);
    if (board) board.push(game);
    else byBoard.set(game.board, [game]);
  }
  for (const board of byBoard.values()) bridgeScorer.matchpoints(board);
  const totals = [new Map<number, number>(), new Map<number, number>()];
  for (const game of games as ((typeof games)[number] & PeerMatchpoints)[]) {
    const [ns, ew] = totals as [Map<number, number>, Map<number, number>];
    ns.set(game.ns, (ns.get(game.ns) ?? 0) + game.matchpointsNS.value);
    ew.set(game.ew, (ew.get(game.ew) ?? 0) + game.matchpointsEW.value);
  }
  return totals.map((field) =>
    bridgeScorer.rank([...field].map(([pair, score]) => ({ pair, score })))
  );
}

/** What bridge-scorer's matchpoints adds to each game. */
interface PeerMatchpoints {
  readonly matchpointsNS: { readonly value: number };
  readonly matchpointsEW: { readonly value: number };
}

export function benchSession(): void {
  const session = sessionTable();
  const lines = session.scores.length;
  console.log(
    `\n6. A whole session: ${lines.toLocaleString("en")} lines, ${BOARDS} boards of ${TABLES} tables, one formula vs board by board`
  );
  const peerMatchpoints = () =>
    session.byBoard.map((board) => bridgeScorer.matchpoints(peerGames(board)));
  const sections: [string, Record<string, () => unknown>][] = [
    [
      "6a. matchpoints",
      {
        "BRIDGE.MATCHPOINTS with boards": () =>
          matchpoints(session.scores, OMITTED, [["BOTH"]], OMITTED, session.boards),
        "BRIDGE.MATCHPOINTS board by board": () =>
          session.byBoard.map((board) => matchpoints(board, OMITTED, [["BOTH"]])),
        "bridge-scorer matchpoints board by board": peerMatchpoints,
      },
    ],
    [
      "6b. cross-IMPs",
      {
        "BRIDGE.XIMPS with boards": () =>
          ximps(session.scores, OMITTED, [["BOTH"]], session.boards),
        "BRIDGE.XIMPS board by board": () =>
          session.byBoard.map((board) => ximps(board, OMITTED, [["BOTH"]])),
        "bridge-scorer crossImps board by board": () =>
          session.byBoard.map((board) => bridgeScorer.crossImps(peerGames(board))),
      },
    ],
    [
      "6c. Butler",
      {
        "BRIDGE.BUTLER with boards": () =>
          butler(session.scores, OMITTED, OMITTED, OMITTED, session.boards),
        "BRIDGE.BUTLER board by board": () => session.byBoard.map((board) => butler(board)),
        "bridge-scorer butler board by board": () =>
          session.byBoard.map((board) => bridgeScorer.butler(peerGames(board))),
      },
    ],
    [
      "6d. the ranking (bridge-scorer: matchpoints board by board, each pair's sum, its rank)",
      {
        "BRIDGE.RANKING (MP)": () =>
          ranking(session.boards, session.nsPairs, session.ewPairs, session.scores),
        "BRIDGE.RANKING (BUTLER)": () =>
          ranking(session.boards, session.nsPairs, session.ewPairs, session.scores, [["BUTLER"]]),
        "bridge-scorer ranking by matchpoints": () => peerRanking(session),
      },
    ],
  ];
  // Interleaved, after a warm-up: one-shot timings of a few milliseconds swing several-fold on a
  // shared machine, and a ratio is only meaningful when both sides meet the same machine.
  for (const [title, tasks] of sections) {
    const peer = Object.keys(tasks).find((name) => name.startsWith("bridge-scorer")) as string;
    const { timings, ratioOfRounds } = timeInterleaved(tasks, peer, { warmupRuns: 20, rounds });
    console.log(`\n  ${title} (${rounds} rounds interleaved after 20 runs of each)`);
    for (const t of timings) {
      const ratio = ratioOfRounds.get(t.name) as number;
      console.log(
        `    ${t.name.padEnd(46)} median ${formatMs(t.medianMs).padStart(10)}  x${ratio.toFixed(2)} vs ${peer} (median of the rounds' ratios)`
      );
    }
  }
}

/** SESSION_ROUNDS=n sets the rounds (101 by default). */
const rounds = Number(process.env.SESSION_ROUNDS ?? 101);
