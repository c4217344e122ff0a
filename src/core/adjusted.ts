import { ACCEPTED_FORMS } from "../messages/errors";
import { foldNotation, normalizeText } from "./notation";
import { BridgeInputError } from "./errors";

/**
 * An artificial adjusted score (Law 12C2) as the percentages of the board's top awarded to each
 * side: average plus 60 %, average 50 %, average minus 40 %, or a two-sided award such as 60/40.
 */
export interface AdjustedScore {
  readonly nsPercent: number;
  readonly ewPercent: number;
}

/** Averages by name (Law 12C2: average plus 60 %, average 50 %, average minus 40 %). */
const NAMED_AVERAGES: Readonly<Record<string, number>> = {
  "A+": 60,
  "AV+": 60,
  "AVE+": 60,
  "AVG+": 60,
  "AVERAGE+": 60,
  "A=": 50,
  AV: 50,
  "AV=": 50,
  AVE: 50,
  "AVE=": 50,
  AVG: 50,
  "AVG=": 50,
  AVERAGE: 50,
  "A-": 40,
  "AV-": 40,
  "AVE-": 40,
  "AVG-": 40,
  "AVERAGE-": 40,
};

/**
 * Not played at this table (bridge-scoring-rules.md §9.7; "N.P." and a lone "-" as travellers
 * write it, docs/guide/rulings.md): not a result.
 */
const NOT_PLAYED = new Set(["NP", "N/P", "N-P", "N.P.", "N.P", "-", "NOTPLAYED", "DNP"]);

/** "NP", "N.P.", "N/P", "-", "Not played", "DNP": the board was not played at this table; it is not a result. */
export function isNotPlayed(text: string): boolean {
  return NOT_PLAYED.has(foldNotation(text));
}

/** Two-sided awards written with a separator: "A60/40", "A60-40", "A60:40", "60/40", "60-40". */
const SPLIT_AWARD = /^(?:A(\d{2})[/:-]|(\d{2})[/:-])(\d{2})$/;

/** A percentage of the top written without the A: "60%", "60%/40%". */
const PERCENT_AWARD = /^\d{2}%(?:[/:-]\d{2}%)?$/;

/**
 * Whether a text is written as an adjusted score (starts with A, a split such as "60/40" or a
 * percentage such as "60%"), read by parseAdjustedScore, or as a ruling (isRulingNotation), read
 * by parseRuling; each reports a bad one.
 */
export function isAdjustedScoreNotation(text: string): boolean {
  const folded = foldNotation(text);
  return (
    folded.startsWith("A") ||
    /^\d{2}[/:-]\d{2}$/.test(folded) ||
    PERCENT_AWARD.test(folded) ||
    isRulingNotation(text)
  );
}

/**
 * Whether a text is written as a ruling that parseRuling (core/ruling.ts) reads and
 * parseAdjustedScore does not: a fouled board's form ("F +420", "F3 -50"), a split ("NS +420 EW
 * -50"), a weighted score ("30% +420 70% -50") or a procedural penalty ("+420 PEN EW 10%").
 */
export function isRulingNotation(text: string): boolean {
  // "60%-40%", "60%/40%": a two-sided artificial score, not weights.
  if (PERCENT_AWARD.test(foldNotation(text))) return false;
  const words = normalizeText(text)
    .toUpperCase()
    .replace(/%(?=\S)/g, "% ")
    .trim()
    .split(/\s+/);
  const first = words[0] ?? "";
  return (
    /^F[2-9]?$/.test(first) ||
    first === "NS" ||
    (/^\d{1,3}(?:\.\d+)?%$/.test(first) && words.length > 1) ||
    words.some((word) => word === "PEN" || word === "PENALTY")
  );
}

/**
 * Whether a text is an adjusted score parseAdjustedScore reads ("A60", "Ave+", "60/40"), as a
 * contract cell may hold one; "AP" (all pass) and other texts are not.
 */
export function isAdjustedScore(text: string): boolean {
  if (!isAdjustedScoreNotation(text)) return false;
  try {
    parseAdjustedScore(text);
    return true;
  } catch (error) {
    if (error instanceof BridgeInputError) return false;
    throw error;
  }
}

/**
 * An adjusted score as parseAdjustedScore compares it: folded, "%" signs and abbreviating dots
 * taken out ("A60%" and "60%" are A60, "Avg.+" Avg+), and "plus" and "minus" written as signs
 * ("Ave plus" is Ave+).
 */
function foldAdjusted(text: string): string {
  const folded = foldNotation(text);
  return (PERCENT_AWARD.test(folded) ? `A${folded}` : folded)
    .replace(/[%.]/g, "")
    .replace(/PLUS$/, "+")
    .replace(/MINUS$/, "-");
}

/**
 * Reads an adjusted score: one-sided ("A60", "60%", "Ave plus": North-South 60 %, East-West the
 * other 40 %) or two-sided ("A6040", "A60:40": North-South 60 %, East-West 40 %).
 * @example parseAdjustedScore("A+") // { nsPercent: 60, ewPercent: 40 }
 * @example parseAdjustedScore("A6060") // { nsPercent: 60, ewPercent: 60 }
 */
export function parseAdjustedScore(text: string, argument = "scores"): AdjustedScore {
  const folded = foldAdjusted(text);
  const named = NAMED_AVERAGES[folded];
  if (named !== undefined) return { nsPercent: named, ewPercent: 100 - named };
  const oneSided = /^A(\d{2})$/.exec(folded);
  if (oneSided) {
    const ns = Number(oneSided[1]);
    return { nsPercent: ns, ewPercent: 100 - ns };
  }
  const twoSided = /^A(\d{2})(\d{2})$/.exec(folded);
  if (twoSided) return { nsPercent: Number(twoSided[1]), ewPercent: Number(twoSided[2]) };
  const split = SPLIT_AWARD.exec(folded);
  if (split) return { nsPercent: Number(split[1] ?? split[2]), ewPercent: Number(split[3]) };
  throw new BridgeInputError(argument, text, ACCEPTED_FORMS.adjusted);
}
