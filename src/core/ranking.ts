import { missingLabelForms } from "../messages/contextForms";
import { ACCEPTED_FORMS } from "../messages/errors";
import type { ImpsOfResult, Side } from "./side";
import { impsForAdjustedScore } from "./adjustedImps";
import { butlerImpsOfTally } from "./butler";
import { crossImpsOfTally } from "./crossImps";
import { BridgeInputError } from "./errors";
import { keywordsOf } from "./keyword";
import type { BoardResult, MatchpointScale, MatchpointsRule } from "./matchpoints";
import { expectedResults, matchpointTop, matchpointsRule } from "./matchpoints";
import type { RuledAnswers } from "./ruledBoard";
import {
  butlerRuledBoard,
  crossImpsRuledBoard,
  isRuling,
  matchpointRuledBoard,
} from "./ruledBoard";
import type { AdjustedScore } from "./adjusted";
import type { Ruling } from "./ruling";
import type { ScoreTally } from "./scoreTally";
import { addToTally, startTally } from "./scoreTally";
import type { LabelKey } from "./boardLabels";
import { groupByBoard } from "./boardLabels";
import type { Fields } from "./sessionFields";
import type { SessionLine } from "./sessionLine";
import { checkPairsOnBoards, fieldsOfMovement } from "./sessionFields";
import { roundToCents } from "./cents";
import type { HandicapOf } from "./handicaps";
import type { PairTally, RankedPair } from "./rankedFields";
import { rankFields } from "./rankedFields";

export { roundToCents } from "./cents";
export type { RankedPair } from "./rankedFields";

/**
 * How a session is ranked: matchpoints on the WBF 2/1 scale ("MP") or the ACBL 1/½ scale, or
 * IMPs: cross-IMPs averaged over the comparisons ("XIMPS") or Butler against a datum that drops
 * one top and one bottom, halves away from zero ("BUTLER", as Compscore).
 */
export type RankingMethod = "MP" | "ACBL" | "XIMPS" | "BUTLER";

/** The methods, MP when left out. */
export const RANKING_METHODS = keywordsOf<RankingMethod>(
  ["MP", "ACBL", "XIMPS", "BUTLER"],
  "method",
  ACCEPTED_FORMS.rankingMethod,
  "MP"
);

export interface RankingOptions {
  readonly method?: RankingMethod;
  /** Undefined: from the movement (see fieldsOfMovement). */
  readonly fields?: Fields;
  /** How messages name line i: "row 8". */
  readonly nameOfLine?: (line: number) => string;
  /**
   * A handicap event's: each pair's handicap, added to its percentage (to its total with an IMP
   * method) beside its place (RankedPair.handicap); the places stay before the handicap.
   */
  readonly handicapOf?: HandicapOf;
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
 *   86A); a pair's total is their sum, scaled up to the most boards any pair of its field played
 *   when it played fewer (EBU). Ranked by total; no percentage.
 * Totals and percentages are rounded to 2 decimals, halves to even; pairs whose rounded figure
 * is equal share a place, listed by pair id.
 * With handicaps (options.handicapOf), each pair's figures with its handicap stand beside its
 * place (./handicaps.ts).
 * Bad input throws BridgeInputError naming the line: a line with a result and no board or pair,
 * and, within a field, a pair on both sides of a line or twice on one board.
 */
export function rankSession(
  lines: readonly SessionLine[],
  options: RankingOptions = {}
): RankedPair[] {
  const method = options.method ?? RANKING_METHODS.byDefault;
  const nameOfLine = options.nameOfLine ?? ((line: number) => `line ${line + 1}`);
  const scored = scoredLines(lines, nameOfLine);
  const boards = groupByBoard(lines.map((line, i) => (scored[i] ? line.board : undefined)));
  const fields = options.fields ?? fieldsOfMovement(lines, boards);
  checkPairsOnBoards(lines, boards, fields, nameOfLine);
  // A loop, not Math.max(...): a session may have more boards than a call takes arguments.
  let tables = 0;
  for (const board of boards.values()) tables = Math.max(tables, board.length);
  // Each field's pairs by id: one map with one field, North-South's and East-West's with two.
  const northSouth = new Map<LabelKey, PairTally>();
  const eastWest = fields === "ONE" ? northSouth : new Map<LabelKey, PairTally>();
  const field = (side: Side) => (fields === "ONE" ? undefined : side === "ns" ? "NS" : "EW");
  const credit: CreditLine = (line, side, exact, shown) => {
    const pairs = side === "ns" ? northSouth : eastWest;
    const pair = (side === "ns" ? line.ns : line.ew) as LabelKey;
    let tally = pairs.get(pair);
    if (tally === undefined) {
      tally = { pair, field: field(side), boards: 0, exact: 0, shown: 0 };
      pairs.set(pair, tally);
    }
    tally.boards++;
    tally.exact += exact;
    tally.shown += shown;
  };
  const scoreBoard = boardScorer(method, tables);
  for (const board of boards.values()) scoreBoard(lines, board, credit);
  const pairs =
    fields === "ONE" ? [...northSouth.values()] : [...northSouth.values(), ...eastWest.values()];
  const top = isMatchpoints(method) ? matchpointTop(tables, method === "ACBL" ? "ACBL" : "WBF") : 0;
  return rankFields(pairs, {
    matchpoints: isMatchpoints(method),
    top,
    handicapOf: options.handicapOf,
  });
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
        missingLabelForms(missing[0] === "boards")
      );
    }
    return true;
  });
}

/** What a line is worth to one side: exactly, and as the pair's scorecard shows it. */
type CreditLine = (line: SessionLine, side: Side, exact: number, shown: number) => void;

/** Scores one board's lines (by index, each with a result) and credits each side of each line. */
function boardScorer(
  method: RankingMethod,
  tables: number
): (lines: readonly SessionLine[], board: readonly number[], credit: CreditLine) => void {
  const scale: MatchpointScale = method === "ACBL" ? "ACBL" : "WBF";
  const top = matchpointTop(tables, scale);
  // Made with the first board: a session with no board has no tables to expect.
  let rule: MatchpointsRule | undefined;
  return (lines, board, credit) => {
    if (board.some((i) => isRuling((lines[i] as SessionLine).result))) {
      scoreRuledBoard(method, tables, top, lines, board, credit);
      return;
    }
    const tally = startTally();
    let adjustedScores = 0;
    for (const i of board) {
      const result = (lines[i] as SessionLine).result as BoardResult;
      if (typeof result === "number") addToTally(tally, result);
      else adjustedScores++;
    }
    if (isMatchpoints(method)) {
      const scored = (rule ??= matchpointsRule({
        scale,
        expected: expectedResults(tables),
      })).ofTally(tally, adjustedScores);
      for (const i of board) {
        const line = lines[i] as SessionLine;
        const result = line.result as BoardResult;
        const award =
          typeof result === "number"
            ? { ns: scored.ns(result), ew: scored.ew(result) }
            : scored.adjusted(result);
        credit(line, "ns", award.ns, matchpointsShown(award.ns, top));
        credit(line, "ew", award.ew, matchpointsShown(award.ew, top));
      }
      return;
    }
    const imps = impsOfResults(method, tally);
    for (const i of board) {
      const line = lines[i] as SessionLine;
      const result = line.result as BoardResult;
      for (const side of SIDES) {
        const value =
          typeof result === "number" ? imps(result, side) : impsForAdjustedScore(result, side);
        credit(line, side, value, value);
      }
    }
  };
}

const SIDES: readonly Side[] = ["ns", "ew"];

/**
 * A board some of whose lines the Director ruled on (core/ruledBoard.ts), by the session's
 * method: matchpoints factored to the session's tables as the usual path does.
 */
function scoreRuledBoard(
  method: RankingMethod,
  tables: number,
  top: number,
  lines: readonly SessionLine[],
  board: readonly number[],
  credit: CreditLine
): void {
  const counts = new Map<number, number>();
  const adjusted: AdjustedScore[] = [];
  const rulings: Ruling[] = [];
  for (const i of board) {
    const result = (lines[i] as SessionLine).result as BoardResult | Ruling;
    if (typeof result === "number") counts.set(result, (counts.get(result) ?? 0) + 1);
    else if (isRuling(result)) rulings.push(result);
    else adjusted.push(result);
  }
  const ruled = { counts, adjusted, rulings };
  const answers: RuledAnswers = isMatchpoints(method)
    ? matchpointRuledBoard(ruled, method === "ACBL" ? "ACBL" : "WBF", tables)
    : method === "XIMPS"
      ? crossImpsRuledBoard(ruled, "AVG")
      : butlerRuledBoard(ruled);
  for (const i of board) {
    const line = lines[i] as SessionLine;
    const result = line.result as BoardResult | Ruling;
    for (const side of SIDES) {
      const value =
        typeof result === "number"
          ? answers.result(result, side)
          : isRuling(result)
            ? answers.ruling(result, side)
            : answers.adjusted(result, side);
      credit(line, side, value, isMatchpoints(method) ? matchpointsShown(value, top) : value);
    }
  }
}

/** A board's matchpoints as a scorecard shows them: its percentage to 2 decimals, as matchpoints to 2 decimals. */
function matchpointsShown(exact: number, top: number): number {
  if (top === 0) return exact;
  return roundToCents((roundToCents((exact / top) * 100) * top) / 100);
}

/**
 * A real result's IMPs for a side, by the IMP method: cross-IMPs averaged, or Butler as Compscore
 * (the functions' defaults: one top and one bottom dropped, halves away from zero).
 */
function impsOfResults(method: RankingMethod, tally: ScoreTally): ImpsOfResult {
  return method === "XIMPS" ? crossImpsOfTally(tally) : butlerImpsOfTally(tally);
}
