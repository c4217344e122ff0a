import { ACCEPTED_FORMS } from "../messages/errors";
import type { AdjustedScore } from "./adjusted";
import { parseAdjustedScore } from "./adjusted";
import { BridgeInputError } from "./errors";
import { normalizeText } from "./notation";

/**
 * What one side of a table is scored on after a Director's ruling: an artificial adjusted score
 * (Law 12C2, a percentage of the top), or North-South scores each with its weight in percent
 * (Law 12C1(c) weighted score; an assigned score is one part weighing 100).
 */
export type Award = { readonly percent: number } | { readonly parts: readonly WeightedScore[] };

/** One result of a weighted score: a North-South score and its weight, in percent. */
export interface WeightedScore {
  readonly weight: number;
  readonly score: number;
}

/** A procedural penalty (Law 90) taken off one side's score of the board only. */
export interface Penalty {
  readonly amount: number;
  /** "%": a percentage of the board's top, in matchpoints; "IMP": IMPs, in IMP scoring. */
  readonly unit: "%" | "IMP";
}

/**
 * A line of a board as the Director ruled it (docs/guide/rulings.md): each side's award (the
 * same for both unless the score is split), procedural penalties, and the form of the board it
 * was played in when the board was fouled (Law 87: 1 the board's first form, 2 "F" or "F2" its
 * second, and so on).
 */
export interface Ruling {
  /** The text as typed, for messages. */
  readonly text: string;
  readonly ns: Award;
  readonly ew: Award;
  readonly nsPenalty?: Penalty;
  readonly ewPenalty?: Penalty;
  readonly form: number;
}

const PENALTY_WORDS: ReadonlySet<string> = new Set(["PEN", "PENALTY"]);
const IMP_WORDS: ReadonlySet<string> = new Set(["IMP", "IMPS"]);
const FOULED = /^F([2-9])?$/;
const WEIGHT = /^(\d{1,3}(?:\.\d+)?)%$/;
const SCORE = /^[+-]?\d{1,5}$/;

/**
 * Reads a ruling as it is typed in a score cell (docs/guide/rulings.md), each score a North-South
 * score as everywhere in the column:
 * - an artificial adjusted score, as parseAdjustedScore reads it: "A60", "A60/40", "Ave-";
 * - a weighted score (Law 12C1(c)): weights in percent adding up to 100, each before its score:
 *   "30% +420 70% -50";
 * - a split score, each side's award after its name: "NS +420 EW -50" (North-South are scored
 *   as +420, East-West as if North-South had scored -50), "NS A60 EW -50", "NS A60 EW A50";
 * - a procedural penalty after any of these (or after a plain score), on one side: "PEN EW 10%"
 *   (10 % of a top off East-West's matchpoints) or "PEN NS 3 IMP" (3 IMPs off North-South's);
 * - a fouled board (Law 87): "F" (or "F2", "F3"...) before the rest, the line played in the
 *   board's second (third...) form: "F +420".
 * @example parseRuling("30% +420 70% -50").ns // { parts: [{ weight: 30, score: 420 }, { weight: 70, score: -50 }] }
 * @example parseRuling("NS +420 EW -50").ew // { parts: [{ weight: 100, score: -50 }] }
 */
export function parseRuling(text: string, argument = "scores"): Ruling {
  const bad = (): BridgeInputError => new BridgeInputError(argument, text, ACCEPTED_FORMS.ruling);
  const words = wordsOf(text);
  let at = 0;
  let form = 1;
  const fouled = FOULED.exec(words[0] ?? "");
  if (fouled) {
    form = Number(fouled[1] ?? 2);
    at++;
  }
  const penaltyAt = words.findIndex((word) => PENALTY_WORDS.has(word));
  const awardWords = words.slice(at, penaltyAt < 0 ? words.length : penaltyAt);
  const penalties = penaltyAt < 0 ? [] : words.slice(penaltyAt);
  let ns: Award;
  let ew: Award;
  if (awardWords[0] === "NS") {
    const ewAt = awardWords.indexOf("EW");
    if (ewAt < 0) throw bad();
    ns = awardOf(awardWords.slice(1, ewAt), bad);
    ew = awardOf(awardWords.slice(ewAt + 1), bad);
  } else {
    ns = ew = awardOf(awardWords, bad);
    if ("percent" in ns) {
      // A two-sided artificial score ("A60/50") gives East-West their own share.
      const artificial = artificialOf(awardWords, bad);
      ew = { percent: artificial.ewPercent };
    }
  }
  const ruling: { -readonly [K in keyof Ruling]: Ruling[K] } = { text, ns, ew, form };
  for (let i = 0; i < penalties.length;) {
    const [word, side, amount, unit] = penalties.slice(i, i + 4);
    if (!PENALTY_WORDS.has(word ?? "") || (side !== "NS" && side !== "EW")) throw bad();
    const penalty = penaltyOf(amount ?? "", unit, bad);
    const key = side === "NS" ? "nsPenalty" : "ewPenalty";
    if (ruling[key] !== undefined) throw bad();
    ruling[key] = penalty.penalty;
    i += 3 + penalty.words;
  }
  return ruling;
}

/** A plain result in the ruling's terms: both sides on the same North-South score. */
export function rulingOfScore(score: number): Ruling {
  const award: Award = { parts: [{ weight: 100, score }] };
  return { text: String(score), ns: award, ew: award, form: 1 };
}

/** An artificial adjusted score in the ruling's terms. */
export function rulingOfAdjusted(adjusted: AdjustedScore): Ruling {
  return {
    text: `A${adjusted.nsPercent}${adjusted.ewPercent}`,
    ns: { percent: adjusted.nsPercent },
    ew: { percent: adjusted.ewPercent },
    form: 1,
  };
}

/**
 * The words of a ruling, upper case, a weight written against its score ("30%+420") parted
 * from it, "-3IMP" from its unit.
 */
function wordsOf(text: string): string[] {
  return normalizeText(text)
    .toUpperCase()
    .replace(/%(?=\S)/g, "% ")
    .replace(/(\d)(IMPS?)\b/g, "$1 $2")
    .trim()
    .split(/\s+/)
    .filter((word) => word !== "");
}

/** One side's award: a score, weighted scores, or an artificial score (its own share: "A60", "Ave+"). */
function awardOf(words: readonly string[], bad: () => BridgeInputError): Award {
  if (words.length === 0) throw bad();
  if (words.length === 1 && SCORE.test(words[0] as string)) {
    return { parts: [{ weight: 100, score: Number(words[0]) }] };
  }
  if (WEIGHT.test(words[0] as string) && words.length > 1) return weightedOf(words, bad);
  return { percent: artificialOf(words, bad).nsPercent };
}

/** An artificial score written as one word ("A60", "AVE+", "60/40") or as words ("Ave plus"). */
function artificialOf(words: readonly string[], bad: () => BridgeInputError): AdjustedScore {
  try {
    return parseAdjustedScore(words.join(""));
  } catch {
    throw bad();
  }
}

/** "30% +420 70% -50": weights and scores in turn, the weights adding up to 100. */
function weightedOf(words: readonly string[], bad: () => BridgeInputError): Award {
  if (words.length % 2 !== 0) throw bad();
  const parts: WeightedScore[] = [];
  let total = 0;
  for (let i = 0; i < words.length; i += 2) {
    const weight = WEIGHT.exec(words[i] as string);
    const score = words[i + 1] as string;
    if (!weight || !SCORE.test(score)) throw bad();
    const percent = Number(weight[1]);
    if (!(percent > 0)) throw bad();
    parts.push({ weight: percent, score: Number(score) });
    total += percent;
  }
  if (Math.abs(total - 100) > 1e-9) throw bad();
  return { parts };
}

/** "10%", "-10%", "3 IMP", "3 IMPs", "-3 IMPs": the penalty and how many words it took. */
function penaltyOf(
  amount: string,
  unit: string | undefined,
  bad: () => BridgeInputError
): { penalty: Penalty; words: number } {
  const percent = /^-?(\d{1,3}(?:\.\d+)?)%$/.exec(amount);
  if (percent) return { penalty: { amount: positive(percent[1], bad), unit: "%" }, words: 0 };
  const imps = /^-?(\d{1,2}(?:\.\d+)?)$/.exec(amount);
  if (imps && IMP_WORDS.has(unit ?? "")) {
    return { penalty: { amount: positive(imps[1], bad), unit: "IMP" }, words: 1 };
  }
  throw bad();
}

function positive(digits: string | undefined, bad: () => BridgeInputError): number {
  const value = Number(digits);
  if (!(value > 0)) throw bad();
  return value;
}

/** A contract with its result in a ruling: "4S=", "3NTX-2", "6H+1" (level 1-7, then no digit). */
const CONTRACT_WORD = /^[1-7][^\d%]/;
const SEAT_WORDS: ReadonlySet<string> = new Set(["N", "E", "S", "W"]);

/**
 * A ruling typed with contracts, as a director says it ("30% 4S= 70% 3NT+1", "NS 4S= EW 3S-1",
 * "4S= PEN EW 10%"), written with North-South scores as parseRuling reads it. Each contract with
 * its result is scored by `scoreOf`, given the declarer when a seat follows it ("4H-1 E"), so
 * that a caller scores it with the board's vulnerability and the line's own declarer otherwise.
 * @example scoreRulingContracts("30% 4S= 70% 3NT+1", () => 420) // "30% +420 70% +420"
 */
export function scoreRulingContracts(
  text: string,
  scoreOf: (contract: string, declarer: string | undefined) => number
): string {
  const words = wordsOf(text);
  const written: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (!CONTRACT_WORD.test(word)) {
      written.push(word);
      continue;
    }
    const seat = words[i + 1];
    const declarer = seat !== undefined && SEAT_WORDS.has(seat) ? seat : undefined;
    if (declarer !== undefined) i++;
    const score = scoreOf(word, declarer);
    written.push(score > 0 ? `+${score}` : String(score === 0 ? 0 : score));
  }
  return written.join(" ");
}

/** Whether a ruling holds a contract to be scored by scoreRulingContracts. */
export function hasRulingContracts(text: string): boolean {
  return wordsOf(text).some((word) => CONTRACT_WORD.test(word));
}
