import type { Contract } from "./contract";
import { tricksRequired } from "./contract";
import { BridgeInputError } from "./errors";

export const RESULT_FORMS =
  'tricks taken by declarer 0-13; or relative to the contract: "=", "+1".."+6", "-1".."-13" (or a number -1..-13 for down)';

const MAX_TRICKS = 13;

/**
 * Tricks taken by declarer, from a result given as tricks (0-13), as a negative number of tricks
 * down (-1..-13) or as text relative to the contract ("=", "+2", "-1").
 * @example tricksFromResult("+1", { level: 3, strain: "NT", doubling: 0 }) // 10
 */
export function tricksFromResult(
  result: number | string,
  contract: Contract,
  argument = "result"
): number {
  const required = tricksRequired(contract);
  const tricks =
    typeof result === "number"
      ? tricksFromNumber(result, required)
      : tricksFromText(result, required);
  if (tricks === undefined || !Number.isInteger(tricks) || tricks < 0 || tricks > MAX_TRICKS) {
    throw new BridgeInputError(
      argument,
      result,
      `${RESULT_FORMS}, possible for a contract needing ${required} tricks`
    );
  }
  return tricks;
}

function tricksFromNumber(result: number, required: number): number | undefined {
  if (!Number.isInteger(result)) return undefined;
  return result < 0 ? required + result : result;
}

function tricksFromText(result: string, required: number): number | undefined {
  const folded = result.replace(/\s+/g, "").replace(/\u2212/g, "-");
  if (folded === "=") return required;
  const relative = /^([+-])(\d{1,2})$/.exec(folded);
  if (relative) {
    const amount = Number(relative[2]);
    if (amount === 0) return undefined;
    return relative[1] === "+" ? required + amount : required - amount;
  }
  if (/^\d{1,2}$/.test(folded)) return Number(folded);
  return undefined;
}
