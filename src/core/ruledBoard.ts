import { expectedResultsForms, wrongPenaltyForms } from "../messages/contextForms";
import type { AdjustedScore } from "./adjusted";
import { impsForAdjustedScore } from "./adjustedImps";
import type { DatumRounding } from "./butler";
import { DATUM_ROUNDINGS, TRIM_BY_DEFAULT, datumForScores } from "./butler";
import type { CrossImpsMethod } from "./crossImps";
import { BridgeInputError } from "./errors";
import { impsForDifference } from "./imps";
import type { MatchpointScale } from "./matchpoints";
import type { Award, Penalty, Ruling, WeightedScore } from "./ruling";
import { rulingOfAdjusted, rulingOfScore } from "./ruling";
import type { Side } from "./side";

/**
 * A board some of whose lines the Director ruled on (core/ruling.ts): its plain results (each
 * North-South score with how many times it was scored), its artificial scores and its rulings.
 * Scored line by line, so that a split score ranks each side on its own award, a weighted score
 * counts as a result of each of its parts in proportion, and a fouled board's forms apart.
 */
export interface RuledBoard {
  readonly counts: ReadonlyMap<number, number>;
  readonly adjusted: readonly AdjustedScore[];
  readonly rulings: readonly Ruling[];
}

/** Each line's answer on a ruled board, for either side: a plain result's by its score. */
export interface RuledAnswers {
  result(score: number, side: Side): number;
  adjusted(adjusted: AdjustedScore, side: Side): number;
  ruling(ruling: Ruling, side: Side): number;
}

/** A line of the board as it is compared: a ruling and how many lines hold it. */
interface Line {
  readonly ruling: Ruling;
  readonly count: number;
}

/** The lines that got a result for one side in one form of the board. */
interface Group {
  readonly lines: readonly Line[];
  /** How many results: A of the Neuberg formula. */
  readonly size: number;
}

/** Whether a board's line is a ruling beyond a plain score or an artificial score. */
export function isRuling(result: unknown): result is Ruling {
  return typeof result === "object" && result !== null && "form" in result;
}

/**
 * Answers of every line of a ruled board by a rule that scores a line within its group (same
 * side, same form). `answer` gets the line, the side, its group and the groups of that side.
 */
function answersBy(
  board: RuledBoard,
  answer: (line: Line, side: Side, group: Group | undefined, groups: readonly Group[]) => number
): RuledAnswers {
  const lines: Line[] = [];
  const byScore = new Map<number, Line>();
  for (const [score, count] of board.counts) {
    const line = { ruling: rulingOfScore(score), count };
    lines.push(line);
    byScore.set(score, line);
  }
  const byAdjusted = new Map<AdjustedScore, Line>();
  for (const adjusted of board.adjusted) {
    const line = { ruling: rulingOfAdjusted(adjusted), count: 1 };
    lines.push(line);
    byAdjusted.set(adjusted, line);
  }
  const byRuling = new Map<Ruling, Line>();
  for (const ruling of board.rulings) {
    const line = { ruling, count: 1 };
    lines.push(line);
    byRuling.set(ruling, line);
  }
  const groupsOf = { ns: groupsBySide(lines, "ns"), ew: groupsBySide(lines, "ew") };
  const answerOf = (line: Line | undefined, side: Side): number => {
    if (line === undefined) return 0;
    const groups = groupsOf[side];
    const group = groups.find((g) => g.lines.includes(line));
    const value = answer(line, side, group, [...groups]);
    return value === 0 ? 0 : value;
  };
  return {
    result: (score, side) => answerOf(byScore.get(score), side),
    adjusted: (adjusted, side) => answerOf(byAdjusted.get(adjusted), side),
    ruling: (ruling, side) => answerOf(byRuling.get(ruling), side),
  };
}

/** The groups of results of one side: the lines with a score for that side, by form. */
function groupsBySide(lines: readonly Line[], side: Side): Group[] {
  const byForm = new Map<number, Line[]>();
  for (const line of lines) {
    if (!("parts" in line.ruling[side])) continue;
    const group = byForm.get(line.ruling.form) ?? [];
    group.push(line);
    byForm.set(line.ruling.form, group);
  }
  return [...byForm.values()].map((group) => ({
    lines: group,
    size: group.reduce((sum, line) => sum + line.count, 0),
  }));
}

/** A side's parts: its North-South scores as that side ranks them (East-West's negated), weights as shares. */
function partsOf(award: Award, side: Side): { value: number; share: number }[] {
  return (award as { parts: readonly WeightedScore[] }).parts.map((part) => ({
    value: side === "ns" ? part.score : 0 - part.score,
    share: part.weight / 100,
  }));
}

/**
 * What `line` earns against every other result of its group, one comparison at a time: each
 * part of it against each part of the other, in proportion to both weights (a weighted score is
 * each of its results in proportion, Law 12C1(c)).
 */
function againstGroup(
  line: Line,
  side: Side,
  group: Group,
  compare: (mine: number, theirs: number) => number
): number {
  const mine = partsOf(line.ruling[side], side);
  let total = 0;
  for (const other of group.lines) {
    const times = other === line ? other.count - 1 : other.count;
    if (times === 0) continue;
    let each = 0;
    for (const a of mine) {
      for (const b of partsOf(other.ruling[side], side))
        each += a.share * b.share * compare(a.value, b.value);
    }
    total += times * each;
  }
  return total;
}

/** Law 78A in half scoring units: 2 for a score beaten, 1 for a score tied. */
const halfUnits = (mine: number, theirs: number): number =>
  mine > theirs ? 2 : mine === theirs ? 1 : 0;

/** The penalty of a side of a ruling, refused when it is in the other scoring's unit. */
function penaltyOf(line: Line, side: Side, unit: Penalty["unit"], argument: string): number {
  const penalty = side === "ns" ? line.ruling.nsPenalty : line.ruling.ewPenalty;
  if (penalty === undefined) return 0;
  if (penalty.unit !== unit) {
    throw new BridgeInputError(argument, line.ruling.text, wrongPenaltyForms(unit));
  }
  return penalty.amount;
}

/**
 * Matchpoints of a ruled board (Law 78A), each side ranked on its own award:
 * - a weighted score earns, and gives each other result, each of its parts' matchpoints in
 *   proportion to its weight (Law 12C1(c); so the board's matchpoints still add up to the top
 *   times the results);
 * - a split score ranks North-South on their award and East-West on theirs (EBU White Book
 *   example, bridge-scoring-rules.md §3.3);
 * - an artificial score is its percentage of the full top 2(E-1) and is no result to compare
 *   with; the results are Neuberg-factored to the E expected (EBU);
 * - a fouled board's forms are scored apart, each Neuberg-factored to E (Law 87; EBU, Nick Doe,
 *   "Scoring fouled boards"), except that a form of 2 or 3 results with E at least 3 times as
 *   many scores 65/55 % or 70/60/50 % of the top (EBU White Book 4.2.3.3);
 * - a procedural penalty in percent takes that share of the full top off its side.
 */
export function matchpointRuledBoard(
  board: RuledBoard,
  scale: MatchpointScale,
  expected: number | undefined,
  argument = "scores"
): RuledAnswers {
  let results = board.adjusted.length + board.rulings.length;
  for (const count of board.counts.values()) results += count;
  let real = 0;
  for (const count of board.counts.values()) real += count;
  for (const ruling of board.rulings) if ("parts" in ruling.ns || "parts" in ruling.ew) real++;
  const expectedCount = expected ?? results;
  if (expectedCount < real) {
    throw new BridgeInputError("expected", expectedCount, expectedResultsForms(real));
  }
  const top = 2 * (expectedCount - 1);
  return answersBy(board, (line, side, group, groups) => {
    const penalty = penaltyOf(line, side, "%", argument);
    const award = line.ruling[side];
    if ("percent" in award || group === undefined) {
      const percent = "percent" in award ? award.percent : 50;
      return onScale((percent * top) / 100, percent, top, scale, penalty);
    }
    const units = againstGroup(line, side, group, halfUnits);
    const size = group.size;
    const several = groups.length > 1;
    let factored: number;
    if (size === expectedCount) factored = units;
    else if (several && (size === 2 || size === 3) && expectedCount >= 3 * size) {
      factored = ((units - (size - 1) + 12) * (expectedCount - 1)) / 10;
    } else factored = ((units + 1) * expectedCount) / size - 1;
    const percent = top === 0 ? 50 : (factored * 100) / top;
    return onScale(factored, percent, top, scale, penalty);
  });
}

/** 2-scale matchpoints (or their percentage where the top is 0) on `scale`, less a penalty in percent of the top. */
function onScale(
  units: number,
  percent: number,
  top: number,
  scale: MatchpointScale,
  penalty: number
): number {
  if (scale === "%") return percent - penalty;
  const wbf = units - (penalty * top) / 100;
  return scale === "ACBL" ? wbf / 2 : wbf;
}

/**
 * Cross-IMPs of a ruled board: each result IMPed against every other of its group and side, a
 * weighted score part by part in proportion; "AVG" divides by the group's comparisons, "SUM"
 * factors a fouled board's form by (results - 1)/(its results - 1) (ACBLscore manual p.83).
 * An artificial score is +3 / 0 / -3 (Law 86A), and a penalty in IMPs is taken off its side.
 */
export function crossImpsRuledBoard(
  board: RuledBoard,
  method: CrossImpsMethod,
  argument = "scores"
): RuledAnswers {
  return answersBy(board, (line, side, group, groups) => {
    const penalty = penaltyOf(line, side, "IMP", argument);
    if (group === undefined) return artificialImps(line, side) - penalty;
    const total = againstGroup(line, side, group, (a, b) => impsForDifference(a - b));
    const comparisons = group.size - 1;
    if (comparisons === 0) return 0 - penalty;
    if (method === "AVG") return total / comparisons - penalty;
    const all = groups.reduce((sum, g) => sum + g.size, 0);
    return (total * (all - 1)) / comparisons - penalty;
  });
}

/**
 * Butler IMPs of a ruled board: the datum of each group and side is taken from its results of a
 * single score (a weighted score is no score obtained at a table; where there is none, from
 * every part), each result IMPed against it, a weighted score part by part in proportion.
 */
export function butlerRuledBoard(
  board: RuledBoard,
  trim: number = TRIM_BY_DEFAULT,
  rounding: DatumRounding = DATUM_ROUNDINGS.byDefault,
  argument = "scores"
): RuledAnswers {
  const datums = new Map<Group, number>();
  const datumOf = (group: Group, side: Side): number => {
    const known = datums.get(group);
    if (known !== undefined) return known;
    const single = group.lines.filter((line) => partsOf(line.ruling[side], side).length === 1);
    const from = single.length > 0 ? single : group.lines;
    const values = from.flatMap((line) =>
      Array.from({ length: line.count }, () =>
        partsOf(line.ruling[side], side).map((p) => p.value)
      ).flat()
    );
    const datum = datumForScores(values, trim, rounding, argument) ?? 0;
    datums.set(group, datum);
    return datum;
  };
  return answersBy(board, (line, side, group) => {
    const penalty = penaltyOf(line, side, "IMP", argument);
    if (group === undefined) return artificialImps(line, side) - penalty;
    const datum = datumOf(group, side);
    let imps = 0;
    for (const part of partsOf(line.ruling[side], side)) {
      imps += part.share * impsForDifference(part.value - datum);
    }
    return imps - penalty;
  });
}

/** An artificial score's IMPs for a side: +3, 0 or -3 by its own share (Law 86A). */
function artificialImps(line: Line, side: Side): number {
  const award = line.ruling[side];
  const percent = "percent" in award ? award.percent : 50;
  return impsForAdjustedScore({ nsPercent: percent, ewPercent: percent }, "ns");
}
