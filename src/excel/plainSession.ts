import type { Side, SidesByRank } from "../core/side";
import type { SortedScores } from "../core/scoreTally";
import type { CellOutput } from "./cells";
import { MAX_CELLS } from "./range";
import { oneCellRows } from "./spill";

/**
 * A whole session with `boards` (MATCHPOINTS, XIMPS, BUTLER) when every line is plain: one
 * column, each score a number that is a result as it stands and each board a number other than
 * 0. That is what a club's sheet almost always passes, and it needs none of the reading of
 * boardColumns.ts (text, adjusted scores, errors, lines without a board, messages naming a
 * line). Its cost is then a few passes over typed arrays: the lines are grouped by board with a
 * counting sort, each board's lines are sorted by score (a board of a session has a few dozen),
 * and each line takes the answer of its score's rank. Boards of 25 results made the general
 * path's fixed cost per board (a tally, a map per board, a reading of each cell as Excel may
 * pass it) weigh more than the scoring itself (docs/PERFORMANCE.md, section 6).
 *
 * Anything else, and any board the core refuses (fewer results expected than it has, a datum
 * too large), goes to the general path, which gives every message: the answers are the core's
 * by rank (matchpointsRule's byRank, crossImpsByRank, butlerImpsByRank: SidesByRank), the same
 * numbers the general path finds by score.
 */

/** Each side's answer of each distinct score of a board, by rank; throws as the core throws. */
export type AnswersByRank = (sorted: SortedScores, size: number) => SidesByRank;

/**
 * The session's spill (as answerInShape lays it out: BOTH, East-West's column to the right), or
 * undefined when it is not plain or a board is refused.
 */
export function answerPlainSession(
  scores: unknown,
  boards: unknown,
  sides: readonly Side[],
  wholePoints: boolean,
  answersByRank: AnswersByRank
): CellOutput[][] | undefined {
  if (!Array.isArray(scores) || !Array.isArray(boards)) return undefined;
  const lines = scores.length;
  if (lines === 0 || lines > MAX_CELLS || boards.length !== lines) return undefined;
  const work = workspace(lines);
  if (!readLines(scores, boards, wholePoints, work)) return undefined;
  const output = new Array<CellOutput[]>(lines);
  // One side: equal answers share a row (see oneCellRows), looked up once per distinct score.
  const rowOf = sides.length === 1 ? oneCellRows() : undefined;
  const side = sides[0] as Side;
  for (let b = 0; b < work.boardCount; b++) {
    const start = work.boardStart[b] as number;
    const end = work.boardStart[b + 1] as number;
    const keys = sortByScore(work, start, end);
    // One pass reads the sorted board: its distinct scores and counts, and each place's line
    // (into `order`) and rank (into `keyOf`), which the sort no longer needs.
    const { order, keyOf, scoreOf } = work;
    const distinct: number[] = [];
    const counts: number[] = [];
    for (let p = start; p < end; p++) {
      let score: number;
      if (keys) {
        const key = keyOf[p] as number;
        score = Math.floor(key / LINE_SPAN);
        order[p] = key - score * LINE_SPAN;
      } else score = scoreOf[order[p] as number] as number;
      const last = distinct.length - 1;
      if (last >= 0 && distinct[last] === score) {
        counts[last] = (counts[last] as number) + 1;
        keyOf[p] = last;
      } else {
        distinct.push(score);
        counts.push(1);
        keyOf[p] = last + 1;
      }
    }
    let answers: ReturnType<AnswersByRank>;
    try {
      answers = answersByRank({ distinct, counts }, end - start);
    } catch {
      return undefined; // the general path says why this board is refused
    }
    const first = answers[side];
    const second = sides.length === 2 ? answers[sides[1] as Side] : undefined;
    const rows = rowOf === undefined ? undefined : first.map((answer) => rowOf(answer));
    for (let p = start; p < end; p++) {
      const rank = keyOf[p] as number;
      output[order[p] as number] =
        rows !== undefined
          ? (rows[rank] as CellOutput[])
          : [first[rank] as CellOutput, (second as readonly CellOutput[])[rank] as CellOutput];
    }
  }
  return output;
}

/**
 * Scratch memory of one call, kept for the next while a session is of the usual size: fresh
 * typed arrays as long as the session would be fresh memory on every call (see "Memory" in
 * docs/PERFORMANCE.md).
 */
interface Workspace {
  /** Each line's score, -0 read as 0. */
  readonly scoreOf: Float64Array;
  /**
   * The lines of a board sorted as packed keys, score x LINE_SPAN + line (see sortByScore); once
   * read, each place's rank among the board's distinct scores.
   */
  readonly keyOf: Float64Array;
  /** Each line's board, numbered 0, 1... in the order boards first appear. */
  readonly boardOf: Int32Array;
  /**
   * The lines grouped by board (board b's from boardStart[b] to boardStart[b + 1]); once a board
   * is sorted and read, its lines in the order of their scores.
   */
  readonly order: Int32Array;
  /** Where each board's lines start in `order`; one more entry than boards. */
  readonly boardStart: Int32Array;
  /** The board number of a board labelled 1 to `lines` (-1 while unseen). */
  readonly boardOfLabel: Int32Array;
  boardCount: number;
  /** Every score is a whole number of fewer than 2^30 points: the lines sort as packed keys. */
  packable: boolean;
}

/** Sessions up to this many lines keep their scratch memory (32 bytes a line, 2.1 MB) for the next call. */
const KEPT_LINES = 1 << 16;
let kept: Workspace | undefined;

function workspace(lines: number): Workspace {
  if (kept !== undefined && kept.scoreOf.length >= lines) return kept;
  const size = Math.max(lines, 1024);
  const fresh: Workspace = {
    scoreOf: new Float64Array(size),
    keyOf: new Float64Array(size),
    boardOf: new Int32Array(size),
    order: new Int32Array(size),
    boardStart: new Int32Array(size + 1),
    boardOfLabel: new Int32Array(size + 1),
    boardCount: 0,
    packable: true,
  };
  if (lines <= KEPT_LINES) kept = fresh;
  return fresh;
}

/**
 * Reads every line, numbers its boards and groups the lines by board (in the order of the
 * range within a board); false as soon as a line is not plain.
 */
function readLines(
  scores: readonly unknown[],
  boards: readonly unknown[],
  wholePoints: boolean,
  work: Workspace
): boolean {
  const { scoreOf, boardOf, order, boardStart, boardOfLabel } = work;
  const lines = scores.length;
  boardOfLabel.fill(-1, 0, lines + 1);
  // Board numbers that are not 1 to `lines` (rare: 0.5, 1001 on a short sheet).
  let otherLabels: Map<number, number> | undefined;
  let boardCount = 0;
  let packable = true;
  for (let line = 0; line < lines; line++) {
    const scoreRow: unknown = scores[line];
    const boardRow: unknown = boards[line];
    if (!Array.isArray(scoreRow) || scoreRow.length !== 1) return false;
    if (!Array.isArray(boardRow) || boardRow.length !== 1) return false;
    const score: unknown = scoreRow[0];
    const label: unknown = boardRow[0];
    if (typeof score !== "number" || !Number.isFinite(score)) return false;
    if (wholePoints && !Number.isInteger(score)) return false;
    if (typeof label !== "number" || label === 0 || !Number.isFinite(label)) return false;
    scoreOf[line] = score + 0; // -0 and 0 are one score
    if (packable && !(Number.isInteger(score) && Math.abs(score) < MOST_PACKED_POINTS)) {
      packable = false;
    }
    let board: number;
    if (Number.isInteger(label) && label > 0 && label <= lines) {
      board = boardOfLabel[label] as number;
      if (board < 0) boardOfLabel[label] = board = boardCount++;
    } else {
      otherLabels ??= new Map();
      const known = otherLabels.get(label);
      board = known ?? boardCount++;
      if (known === undefined) otherLabels.set(label, board);
    }
    boardOf[line] = board;
  }
  // A counting sort of the lines by board.
  boardStart.fill(0, 0, boardCount + 1);
  for (let line = 0; line < lines; line++) {
    const board = boardOf[line] as number;
    boardStart[board + 1] = (boardStart[board + 1] as number) + 1;
  }
  for (let b = 0; b < boardCount; b++) {
    boardStart[b + 1] = (boardStart[b + 1] as number) + (boardStart[b] as number);
  }
  // boardOfLabel is free now: it serves as each board's next place in `order`.
  const next = boardOfLabel;
  next.set(boardStart.subarray(0, boardCount));
  for (let line = 0; line < lines; line++) {
    const board = boardOf[line] as number;
    const at = next[board] as number;
    order[at] = line;
    next[board] = at + 1;
  }
  work.boardCount = boardCount;
  work.packable = packable;
  return true;
}

/**
 * A line's place in a packed key: score x LINE_SPAN + line is exact in a double for the lines
 * a range can hold (MAX_CELLS < LINE_SPAN) and scores of fewer than MOST_PACKED_POINTS points.
 */
const LINE_SPAN = 2 ** 22;
const MOST_PACKED_POINTS = 2 ** 30;

/**
 * Sorts the lines of board `start..end` by score, equal scores in the order of the range. With
 * packable scores the board's packed keys are sorted in keyOf (true): one array read per step,
 * where sorting `order` by scoreOf reads two. By insertion, as a board of a session has a few
 * dozen lines; a board of more by the engine's sort, as are the lines of a session with a score
 * that does not pack (a fraction: rare).
 */
function sortByScore(work: Workspace, start: number, end: number): boolean {
  const { scoreOf, order, keyOf } = work;
  if (!work.packable) {
    order
      .subarray(start, end)
      .sort((a, b) => (scoreOf[a] as number) - (scoreOf[b] as number) || a - b);
    return false;
  }
  for (let p = start; p < end; p++) {
    const line = order[p] as number;
    keyOf[p] = (scoreOf[line] as number) * LINE_SPAN + line;
  }
  if (end - start > LONG_BOARD) {
    keyOf.subarray(start, end).sort();
    return true;
  }
  for (let p = start + 1; p < end; p++) {
    const key = keyOf[p] as number;
    let q = p;
    while (q > start && (keyOf[q - 1] as number) > key) {
      keyOf[q] = keyOf[q - 1] as number;
      q--;
    }
    keyOf[q] = key;
  }
  return true;
}

const LONG_BOARD = 64;
