import type { AdjustedScore } from "./adjusted";
import type { Side } from "./adjustedImps";
import { impsForAdjustedScore } from "./adjustedImps";
import { butlerImps, datumOfTally } from "./butler";
import { foldNotation } from "./contract";
import { crossImpsOfTally } from "./crossImps";
import { BridgeInputError } from "./errors";
import type { BoardResult, MatchpointScale } from "./matchpoints";
import { matchpointTally, matchpointTop } from "./matchpoints";
import type { ScoreTally } from "./scoreTally";
import { addToTally, startTally } from "./scoreTally";
import { compareLabels, groupByBoard } from "./sessionBoards";

/**
 * How a session is ranked: matchpoints on the WBF 2/1 scale ("MP") or the ACBL 1/½ scale, or
 * IMPs: cross-IMPs averaged over the comparisons ("XIMPS") or Butler against a datum that drops
 * one top and one bottom, halves away from zero ("BUTLER", as Compscore).
 */
export type RankingMethod = "MP" | "ACBL" | "XIMPS" | "BUTLER";

export const RANKING_METHOD_FORMS =
  '"MP" (matchpoints, WBF 2/1 scale; the default), "ACBL" (matchpoints 1/½), "XIMPS" (cross-IMPs, average) or "BUTLER" (Butler IMPs)';

const METHODS: readonly RankingMethod[] = ["MP", "ACBL", "XIMPS", "BUTLER"];

/** @example parseRankingMethod("butler") // "BUTLER" */
export function parseRankingMethod(text: string, argument = "method"): RankingMethod {
  const method = METHODS.find((name) => name === foldNotation(text));
  if (method === undefined) throw new BridgeInputError(argument, text, RANKING_METHOD_FORMS);
  return method;
}

/** One ranking of every pair (a Howell), or North-South and East-West apart (a Mitchell). */
export type Fields = "ONE" | "TWO";

export const FIELDS_FORMS =
  '"ONE" (every pair in one ranking, as a Howell), "TWO" (North-South and East-West ranked apart, as a Mitchell) or blank (from the movement)';

const FIELD_NAMES: readonly Fields[] = ["ONE", "TWO"];

/** @example parseFields("two") // "TWO" */
export function parseFields(text: string, argument = "fields"): Fields {
  const fields = FIELD_NAMES.find((name) => name === foldNotation(text));
  if (fields === undefined) throw new BridgeInputError(argument, text, FIELDS_FORMS);
  return fields;
}

/** A line of a session's table: which board, which pairs, and what was scored. */
export interface SessionLine {
  /** The board's key (see labelKey); undefined when the board cell is blank. */
  readonly board: string | undefined;
  /** The pairs' keys; undefined when blank. */
  readonly ns: string | undefined;
  readonly ew: string | undefined;
  /** North-South's score or an adjusted score; undefined when nothing was scored (blank, NP). */
  readonly result: BoardResult | undefined;
}

export interface RankingOptions {
  readonly method?: RankingMethod;
  /** Undefined: from the movement (see fieldsOfMovement). */
  readonly fields?: Fields;
  /** How messages name line i: "row 8". */
  readonly nameOfLine?: (line: number) => string;
}

/** A pair's row of the ranking. */
export interface RankedPair {
  readonly place: number;
  /** Another pair of the field shares the place ("3="). */
  readonly tied: boolean;
  readonly pair: string;
  /** Its field with two fields; undefined with one. */
  readonly field: "NS" | "EW" | undefined;
  readonly boards: number;
  /** Matchpoints or IMPs, to 2 decimals as published. */
  readonly total: number;
  /** Undefined for IMP methods. */
  readonly percentage: number | undefined;
}

/**
 * The ranking of a session, best first, as the scoring programs publish it (Compscore3
 * reproduced to the decimal, test/realdata):
 * - Matchpoints: each board is scored among its results and Neuberg-factored to the session's
 *   tables (the most results any board got), adjusted scores at their percentage of the full top,
 *   boards not played not counted. A pair's percentage is its matchpoints over the tops of the
 *   boards it played. Its total adds each board's matchpoints as its scorecard shows them (the
 *   board's percentage to 2 decimals, as matchpoints to 2 decimals) and, when it played fewer
 *   boards than the most any pair of its field played (a sit-out), is scaled up to that number.
 *   Ranked by percentage.
 * - IMPs: each board's IMPs per side (adjusted scores +3 / 0 / -3 by the side's own share, Law
 *   86A); a pair's total is the plain sum. Ranked by total; no percentage.
 * Totals and percentages are rounded to 2 decimals, halves to even; pairs whose rounded figure
 * is equal share a place, listed by pair id.
 * Bad input throws BridgeInputError naming the line: a line with a result and no board or pair,
 * and, within a field, a pair on both sides of a line or twice on one board.
 */
export function rankSession(
  lines: readonly SessionLine[],
  options: RankingOptions = {}
): RankedPair[] {
  const method = options.method ?? "MP";
  const nameOfLine = options.nameOfLine ?? ((line: number) => `line ${line + 1}`);
  const scored = scoredLines(lines, nameOfLine);
  const boards = groupByBoard(lines.map((line, i) => (scored[i] ? line.board : undefined)));
  const fields = options.fields ?? fieldsOfMovement(lines, boards);
  checkPairsOnBoards(lines, boards, fields, nameOfLine);
  const tables = Math.max(0, ...[...boards.values()].map((board) => board.length));
  const pairs = new Map<string, PairTally>();
  const credit = (key: string, pair: string, field: PairTally["field"], value: LineValue) => {
    let tally = pairs.get(key);
    if (tally === undefined) {
      tally = { pair, field, boards: 0, exact: 0, shown: 0 };
      pairs.set(key, tally);
    }
    tally.boards++;
    tally.exact += value.exact;
    tally.shown += value.shown;
  };
  const scoreBoard = boardScorer(method, tables);
  for (const board of boards.values()) {
    const values = scoreBoard(board.map((i) => (lines[i] as SessionLine).result as BoardResult));
    board.forEach((i, k) => {
      const line = lines[i] as SessionLine;
      const [ns, ew] = values[k] as [LineValue, LineValue];
      const nsPair = line.ns as string;
      const ewPair = line.ew as string;
      if (fields === "ONE") {
        credit(nsPair, nsPair, undefined, ns);
        credit(ewPair, ewPair, undefined, ew);
      } else {
        credit(`NS ${nsPair}`, nsPair, "NS", ns);
        credit(`EW ${ewPair}`, ewPair, "EW", ew);
      }
    });
  }
  const top = isMatchpoints(method) ? matchpointTop(tables, method === "ACBL" ? "ACBL" : "WBF") : 0;
  return rankFields([...pairs.values()], method, top);
}

function isMatchpoints(method: RankingMethod): boolean {
  return method === "MP" || method === "ACBL";
}

/** Which lines count: those with a result, after checking they name their board and pairs. */
function scoredLines(
  lines: readonly SessionLine[],
  nameOfLine: (line: number) => string
): boolean[] {
  return lines.map((line, i) => {
    if (line.result === undefined) return false;
    const missing = [
      ["boards", line.board],
      ["ns_pairs", line.ns],
      ["ew_pairs", line.ew],
    ].find(([, key]) => key === undefined);
    if (missing !== undefined) {
      throw new BridgeInputError(
        `${missing[0]}, ${nameOfLine(i)}`,
        undefined,
        `the ${missing[0] === "boards" ? "board" : "pair"} of every line with a score`
      );
    }
    return true;
  });
}

/**
 * The fields of a movement, from its pair ids: TWO when every id sits in one direction only (a
 * Mitchell numbered "1NS", "1EW" or 1-7 and 11-17), and TWO when each id found in both
 * directions sits on both sides of some board (a Mitchell numbered 1..n both ways: North-South 1
 * and East-West 1 are two pairs, and both play most boards); otherwise ONE (a Howell: pairs
 * change direction, and never meet themselves on a board).
 */
export function fieldsOfMovement(
  lines: readonly SessionLine[],
  boards: ReadonlyMap<string, readonly number[]>
): Fields {
  const northSouth = new Set<string>();
  const eastWest = new Set<string>();
  const bothSides = new Set<string>(); // ids on both sides of one board
  for (const board of boards.values()) {
    const nsHere = new Set<string>();
    const ewHere = new Set<string>();
    for (const i of board) {
      const line = lines[i] as SessionLine;
      nsHere.add(line.ns as string);
      ewHere.add(line.ew as string);
    }
    for (const id of nsHere) {
      northSouth.add(id);
      if (ewHere.has(id)) bothSides.add(id);
    }
    for (const id of ewHere) eastWest.add(id);
  }
  const changing = [...northSouth].filter((id) => eastWest.has(id));
  return changing.every((id) => bothSides.has(id)) ? "TWO" : "ONE";
}

/** In one field a pair plays a board once: never on both sides, never on two lines. */
function checkPairsOnBoards(
  lines: readonly SessionLine[],
  boards: ReadonlyMap<string, readonly number[]>,
  fields: Fields,
  nameOfLine: (line: number) => string
): void {
  for (const [board, indices] of boards) {
    const seen = new Map<string, number>();
    for (const i of indices) {
      const line = lines[i] as SessionLine;
      const seats: [string, string][] = [
        ["ns_pairs", line.ns as string],
        ["ew_pairs", line.ew as string],
      ];
      for (const [argument, pair] of seats) {
        const key = fields === "ONE" ? pair : `${argument} ${pair}`;
        const before = seen.get(key);
        if (before !== undefined) {
          const where =
            before === i ? "on the other side of the same line" : `on ${nameOfLine(before)}`;
          throw new BridgeInputError(
            `${argument}, ${nameOfLine(i)}`,
            pair,
            `a pair that plays board ${board} once (this pair is also ${where})`
          );
        }
        seen.set(key, i);
      }
    }
  }
}

/** What one line is worth to one side: exactly, and as the pair's scorecard shows it. */
interface LineValue {
  readonly exact: number;
  readonly shown: number;
}

interface PairTally {
  readonly pair: string;
  readonly field: "NS" | "EW" | undefined;
  boards: number;
  exact: number;
  shown: number;
}

/** Scores one board's results: each line's value to North-South and to East-West. */
function boardScorer(
  method: RankingMethod,
  tables: number
): (results: readonly BoardResult[]) => [LineValue, LineValue][] {
  return (results) => {
    const tally = startTally();
    let adjustedScores = 0;
    for (const result of results) {
      if (typeof result === "number") addToTally(tally, result);
      else adjustedScores++;
    }
    if (isMatchpoints(method))
      return matchpointLines(results, tally, adjustedScores, method, tables);
    const imps = impsOfResults(method, tally);
    return results.map((result) => {
      const value = (side: Side): LineValue => {
        const exact =
          typeof result === "number" ? imps(result, side) : impsForAdjustedScore(result, side);
        return { exact, shown: exact };
      };
      return [value("ns"), value("ew")];
    });
  };
}

function matchpointLines(
  results: readonly BoardResult[],
  tally: ScoreTally,
  adjustedScores: number,
  method: RankingMethod,
  tables: number
): [LineValue, LineValue][] {
  const scale: MatchpointScale = method === "ACBL" ? "ACBL" : "WBF";
  const board = matchpointTally(tally, { scale, expected: tables, adjustedScores });
  const top = matchpointTop(tables, scale);
  // The scorecard shows a board's percentage to 2 decimals and its matchpoints from that.
  const value = (exact: number): LineValue => ({
    exact,
    shown: top === 0 ? exact : roundToCents((roundToCents((exact / top) * 100) * top) / 100),
  });
  return results.map((result) => {
    if (typeof result === "number") return [value(board.ns(result)), value(board.ew(result))];
    const award = board.adjusted(result as AdjustedScore);
    return [value(award.ns), value(award.ew)];
  });
}

/** A real result's IMPs for a side, by the IMP method. */
function impsOfResults(
  method: RankingMethod,
  tally: ScoreTally
): (score: number, side: Side) => number {
  if (method === "XIMPS") {
    const crossImps = crossImpsOfTally(tally, "AVG");
    return (score, side) => (side === "ns" ? crossImps(score) : 0 - crossImps(score));
  }
  // Butler as Compscore: one top and one bottom dropped, halves away from zero, so that
  // East-West's datum is minus North-South's.
  const datum = datumOfTally(tally, 1, "AWAY") ?? 0;
  return (score, side) =>
    side === "ns" ? butlerImps(score, datum) : butlerImps(0 - score, 0 - datum);
}

/** Each field ranked apart, North-South's first; places and ties as published. */
function rankFields(pairs: readonly PairTally[], method: RankingMethod, top: number): RankedPair[] {
  const fields: ("NS" | "EW" | undefined)[] = pairs.some((pair) => pair.field !== undefined)
    ? ["NS", "EW"]
    : [undefined];
  return fields.flatMap((field) =>
    rankField(
      pairs.filter((pair) => pair.field === field),
      method,
      top
    )
  );
}

function rankField(pairs: readonly PairTally[], method: RankingMethod, top: number): RankedPair[] {
  const mostBoards = Math.max(0, ...pairs.map((pair) => pair.boards));
  const rows = pairs.map((pair) => {
    if (!isMatchpoints(method)) {
      return { ...pair, total: roundToCents(pair.exact), percentage: undefined };
    }
    return {
      ...pair,
      total: roundToCents((pair.shown * mostBoards) / pair.boards),
      // A session of one table has no comparison: every board is average (see matchpointTally).
      percentage: top === 0 ? 50 : roundToCents((pair.exact / (pair.boards * top)) * 100),
    };
  });
  const key = (row: (typeof rows)[number]) => row.percentage ?? row.total;
  rows.sort((a, b) => key(b) - key(a) || compareLabels(a.pair, b.pair));
  const ranked: RankedPair[] = [];
  rows.forEach((row, i) => {
    // Sorted, a place's pairs are neighbours: a pair's place is the first of its equals'.
    const sharesAbove = i > 0 && key(rows[i - 1] as typeof row) === key(row);
    const sharesBelow = i + 1 < rows.length && key(rows[i + 1] as typeof row) === key(row);
    ranked.push({
      place: sharesAbove ? (ranked[i - 1] as RankedPair).place : i + 1,
      tied: sharesAbove || sharesBelow,
      pair: row.pair,
      field: row.field,
      boards: row.boards,
      total: row.total,
      percentage: row.percentage,
    });
  });
  return ranked;
}

/**
 * Rounded to 2 decimals as the programs publish, halves to even (Compscore: 68.425 is 68.42). A
 * value within 1e-6 of a half cent is that half: the sums carry the doubles' error.
 * @example roundToCents(68.425) // 68.42
 */
export function roundToCents(value: number): number {
  const scaled = value * 100;
  const floor = Math.floor(scaled);
  const isHalf = Math.abs(scaled - floor - 0.5) < 1e-6;
  const cents = isHalf ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
  const rounded = cents / 100;
  return rounded === 0 ? 0 : rounded;
}
