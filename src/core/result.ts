import { ambiguousResultForms, contractResultForms } from "../messages/contextForms";
import type { LocalizedText } from "../messages/errors";
import type { Contract } from "./contract";
import { tricksRequired } from "./contract";
import { DOWN_REFUSED_AS_BARE_NUMBER } from "./downCount";
import { BridgeInputError } from "./errors";
import { normalizeText } from "./notation";

const MAX_TRICKS = 13;

export { DOWN_REFUSED_AS_BARE_NUMBER };

/**
 * How a bare positive number in the result is read in one call: as tricks taken, or, where the
 * call's results include "=" or "+k" as text and none is a trick count of 7 or more, as
 * overtricks (Excel stores a typed +1 as the number 1). See README "How results are read".
 */
export type BareNumbers = "tricks" | "overtricks";

/**
 * Tricks taken by declarer, from a result given as tricks, as a negative number of tricks down
 * (-1..-13) or as text relative to the contract ("=", "+2", "-1"). A bare positive number is read
 * by `bareNumbers`; as tricks, one that would mean four or more down is refused as ambiguous.
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
  return required - result >= DOWN_REFUSED_AS_BARE_NUMBER ? AMBIGUOUS : result;
}

function tricksFromText(
  result: string,
  required: number,
  bareNumbers: BareNumbers
): number | undefined {
  const relative = parseRelativeResult(result);
  if (relative !== undefined) return required + relative;
  const folded = normalizeText(result).replace(/\s+/g, "");
  if (/^\d{1,2}$/.test(folded)) return tricksFromNumber(Number(folded), required, bareNumbers);
  return undefined;
}

/**
 * A result written relative to the contract: "=" 0, "+2" 2, "-1" -1 (any dash for the minus);
 * undefined for any other text ("+0" included).
 * @example parseRelativeResult("–2") // -2
 */
export function parseRelativeResult(text: string): number | undefined {
  const folded = normalizeText(text).replace(/\s+/g, "");
  if (folded === "=") return 0;
  const relative = /^([+-])(\d{1,2})$/.exec(folded);
  if (!relative) return undefined;
  const amount = Number(relative[2]);
  if (amount === 0) return undefined;
  return relative[1] === "+" ? amount : -amount;
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
  const taken = Number(typeof result === "string" ? normalizeText(result).trim() : result);
  const plus = taken >= 1 && required + taken <= MAX_TRICKS;
  const level =
    taken >= contract.level && taken <= 7 ? { over: taken - contract.level } : undefined;
  return new BridgeInputError(argument, result, ambiguousResultForms(required, taken, plus, level));
}

/**
 * How the call's bare positive numbers in `result` are read: as overtricks when the call's
 * results include "=" or "+k" written as text and no number of 7 or more (which only a trick
 * count can be), since Excel stores a typed +1 as the number 1 while '= and '+1 typed as text
 * keep their sign; otherwise as tricks taken. A negative number is no sign either way: both a
 * relative column and a column of trick counts (four or more down written -4) hold them.
 * See README "How results are read".
 */
export function bareNumbersIn(result: unknown): BareNumbers {
  const seen = { relative: false };
  if (!Array.isArray(result)) {
    return readsAsTricks(result, seen) || !seen.relative ? "tricks" : "overtricks";
  }
  for (const row of result) {
    if (!Array.isArray(row)) {
      if (readsAsTricks(row, seen)) return "tricks";
      continue;
    }
    for (const cell of row) if (readsAsTricks(cell, seen)) return "tricks";
  }
  return seen.relative ? "overtricks" : "tricks";
}

/** Whether a result cell can only be a trick count (7 or more); notes "=" or "+k" in `seen`. */
function readsAsTricks(value: unknown, seen: { relative: boolean }): boolean {
  if (typeof value === "number") return value >= 7;
  if (typeof value !== "string") return false;
  // Most result texts are plain ASCII: "=", "+1", "-2", "10". The rest are made plain first.
  const first = value.charCodeAt(0);
  const text = first > 32 && first < 127 ? value : normalizeText(value).trim();
  const sign = text.charAt(0);
  if (sign === "=" || sign === "+") seen.relative = true;
  return text.length <= 2 && /^\d+$/.test(text) && Number(text) >= 7;
}
