import { ambiguousResultForms, contractResultForms } from "../messages/contextForms";
import type { LocalizedText } from "../messages/errors";
import type { Contract } from "./contract";
import { tricksRequired } from "./contract";
import { DOWN_REFUSED_AS_BARE_NUMBER } from "./downCount";
import { BridgeInputError } from "./errors";
import { normalizeText } from "./notation";
import { bareCountInText, relativeInWords, tricksInWords } from "./resultWords";

const MAX_TRICKS = 13;

export { DOWN_REFUSED_AS_BARE_NUMBER };

/**
 * How a bare positive number in the result is read in one call: as tricks taken; as overtricks
 * where the call's results include "=" or "+k" as text and none is a trick count of 7 or more
 * (Excel stores a typed +1 as the number 1); or as trick counts without doubt where the call's
 * results are a column of trick counts, one of 8 or more among them and no relative text.
 * See docs/guide/scoring.md, "How results are read".
 */
export type BareNumbers = "tricks" | "overtricks" | "trick counts";

/**
 * Tricks taken by declarer, from a result given as tricks ("10", "10 tricks"), as a negative
 * number of tricks down (-1..-13) or as text relative to the contract ("=", "made", "+2", "-1",
 * "1 down"). A bare positive number is read by `bareNumbers`; as tricks, one that would mean four
 * or more down is refused as ambiguous, except in a column of trick counts.
 * @example tricksFromResult("+1", { level: 3, strain: "NT", doubling: 0 }) // 10
 * @example tricksFromResult(1, { level: 4, strain: "S", doubling: 0 }, "result", "overtricks") // 11
 */
export function tricksFromResult(
  result: number | string,
  contract: Contract,
  argument = "result",
  bareNumbers: BareNumbers = "tricks"
): number {
  const required = tricksRequired(contract);
  const tricks =
    typeof result === "number"
      ? tricksFromNumber(result, required, bareNumbers)
      : tricksFromText(result, required, bareNumbers);
  if (tricks === AMBIGUOUS) throw ambiguousBareNumber(argument, result, contract);
  if (tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > MAX_TRICKS) {
    // Where the value is no bare number, how the call reads bare numbers is beside the point.
    const bare =
      typeof result === "number" ? result > 0 : /^\d+$/.test(normalizeText(result).trim());
    throw new BridgeInputError(
      argument,
      result,
      resultFormsFor(required, bare ? bareNumbers : "tricks")
    );
  }
  return tricks;
}

/** In a call of relative results, a bare number this large is tricks taken, not overtricks. */
const FEWEST_TRICKS_AMONG_OVERTRICKS = 8;

/** Marks a bare number that tricksFromNumber will not read as tricks (never a trick count). */
const AMBIGUOUS = -100;

/**
 * Tricks taken by a bare number of the result (see tricksFromResult); undefined where it can be
 * no result, AMBIGUOUS (negative) where as tricks it would mean four or more down.
 */
export function tricksFromNumber(
  result: number,
  required: number,
  bareNumbers: BareNumbers
): number | undefined {
  if (!Number.isInteger(result)) return undefined;
  if (result < 0) return required + result;
  if (bareNumbers === "overtricks" && result < FEWEST_TRICKS_AMONG_OVERTRICKS) {
    // 1..6 is an overtrick count whose plus sign Excel ate; 0 and 7 are neither (7 may be a
    // level made); 8 or more can be no overtrick count, only tricks taken.
    return result >= 1 && result <= 6 ? required + result : undefined;
  }
  if (result > MAX_TRICKS) return undefined;
  // In a column of trick counts a small count is tricks taken too: none there is a "+k".
  if (bareNumbers === "trick counts") return result;
  return required - result >= DOWN_REFUSED_AS_BARE_NUMBER ? AMBIGUOUS : result;
}

function tricksFromText(
  result: string,
  required: number,
  bareNumbers: BareNumbers
): number | undefined {
  const relative = relativeInWords(result);
  if (relative !== undefined) return required + relative;
  const count = bareCountInText(result);
  if (count !== undefined) return tricksFromNumber(count, required, bareNumbers);
  return tricksInWords(result);
}

/**
 * A result written relative to the contract: "=" or "made" 0, "+2" 2, "-1" or "1 down" -1 (any
 * dash for the minus); undefined for any other text (see resultWords.ts).
 * @example parseRelativeResult("–2") // -2
 */
export function parseRelativeResult(text: string): number | undefined {
  return relativeInWords(text);
}

/** What a result may be for a contract needing `required` tricks. */
function resultFormsFor(required: number, bareNumbers: BareNumbers): LocalizedText {
  const fewest = required - DOWN_REFUSED_AS_BARE_NUMBER + 1;
  return contractResultForms(required, MAX_TRICKS - required, fewest, bareNumbers === "overtricks");
}

/** A bare number that reads as four or more down: both readings named, and how to write each. */
function ambiguousBareNumber(
  argument: string,
  result: number | string,
  contract: Contract
): BridgeInputError {
  const required = tricksRequired(contract);
  const taken = typeof result === "string" ? (bareCountInText(result) ?? NaN) : result;
  const plus = taken >= 1 && required + taken <= MAX_TRICKS;
  const level =
    taken >= contract.level && taken <= 7 ? { over: taken - contract.level } : undefined;
  return new BridgeInputError(argument, result, ambiguousResultForms(required, taken, plus, level));
}

/**
 * How a call's bare positive numbers in the result are read, from what its results hold (see
 * ResultsSeen, noted by noteResult): as overtricks when they include "=", "+k" or "made" written
 * as text and no number of 7 or more (which only a trick count can be), since Excel stores a typed
 * +1 as the number 1 while '= and '+1 typed as text keep their sign; as trick counts without
 * doubt when they include a count of 8 or more and no such text (a column of trick counts, where
 * 6 on 4♥ is four down); otherwise as tricks taken. A negative number is no sign either way: both
 * a relative column and a column of trick counts (four or more down written -4) hold them. See
 * docs/guide/scoring.md, "How results are read".
 * @example bareNumbersAmong(["=", "+1", 2]) // "overtricks"
 */
export function bareNumbersOf(seen: ResultsSeen): BareNumbers {
  if (seen.count && !seen.relative) return "trick counts";
  return seen.seven || !seen.relative ? "tricks" : "overtricks";
}

/** bareNumbersOf the results of a call, given as values (blanks and other values left out). */
export function bareNumbersAmong(results: Iterable<number | string>): BareNumbers {
  const seen = noResultsSeen();
  for (const result of results) noteResult(result, seen);
  return bareNumbersOf(seen);
}

/** What a call's results hold: relative text, a number of 7 or more, a trick count of 8-13. */
export interface ResultsSeen {
  relative: boolean;
  seven: boolean;
  count: boolean;
}

/** What a call holds before its first result is noted. */
export function noResultsSeen(): ResultsSeen {
  return { relative: false, seven: false, count: false };
}

/** Notes in `seen` what a result is (see ResultsSeen). */
export function noteResult(result: number | string, seen: ResultsSeen): void {
  if (typeof result === "number") {
    noteNumber(result, seen);
    return;
  }
  // Most result texts are plain ASCII: "=", "+1", "-2", "10". The rest are made plain first.
  const first = result.charCodeAt(0);
  const text = first > 32 && first < 127 ? result : normalizeText(result).trim();
  const sign = text.charAt(0);
  if (sign === "=" || sign === "+") {
    seen.relative = true;
    return;
  }
  if (sign === "-" || text.length > 12) return;
  // The usual text of a trick column, "10", without the word readers below.
  if (text.length <= 2 && /^\d+$/.test(text)) {
    noteNumber(Number(text), seen);
    return;
  }
  const count = bareCountInText(text) ?? tricksInWords(text);
  if (count !== undefined) noteNumber(count, seen);
  else if ((relativeInWords(text) ?? -1) >= 0) seen.relative = true; // "made", "'+1"
}

/** Notes a result given as a number (see ResultsSeen). */
function noteNumber(value: number, seen: ResultsSeen): void {
  if (value >= 7) seen.seven = true;
  if (value >= FEWEST_TRICKS_AMONG_OVERTRICKS && value <= MAX_TRICKS && Number.isInteger(value))
    seen.count = true;
}
