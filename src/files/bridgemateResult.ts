import type { Seat } from "../core/board";
import { seatOfText } from "./values";

/**
 * A result as a Bridgemate writes it in its database's ReceivedData (and BridgePal, BridgeTab,
 * TabScore in theirs): the contract spaced, "4 S", "3 NT", "4 S x", "6 H xx" or "PASS"; the
 * result against the contract, "=", "+1", "-2"; the declarer's seat, N, E, S or W, in the column
 * named NS/EW. Pure conversions to the session's forms ("4SX", tricks taken, a Seat); each gives
 * undefined for a text it does not know, and the reader lists that line as a problem.
 */

export interface BridgemateContract {
  /** As the session holds it: "4SX", "3NT", "PASS". */
  readonly contract: string;
  /** 1-7; absent when passed out. */
  readonly level?: number;
}

const CONTRACT = /^([1-7])\s*(C|D|H|S|NT|N)\s*(X{0,2})$/;

/**
 * "4 S x" -> { contract: "4SX", level: 4 }; "PASS" -> { contract: "PASS" }.
 * @example readBridgemateContract("3 NT") // { contract: "3NT", level: 3 }
 */
export function readBridgemateContract(text: string): BridgemateContract | undefined {
  const folded = text.trim().toUpperCase();
  if (/^PASS(ED)?(\s*OUT)?$/.test(folded)) return { contract: "PASS" };
  const match = CONTRACT.exec(folded);
  if (!match) return undefined;
  const level = Number(match[1]);
  const strain = match[2] === "N" ? "NT" : (match[2] as string);
  return { contract: `${String(level)}${strain}${match[3] as string}`, level };
}

/**
 * Tricks taken by declarer from the result against a contract of `level`: "=" makes it, "+1"
 * one over, "-2" two down; undefined for another text or a count no deal allows (4S+4).
 * @example tricksOfBridgemateResult(4, "-2") // 8
 */
export function tricksOfBridgemateResult(level: number, text: string): number | undefined {
  const folded = text.trim();
  const required = level + 6;
  if (folded === "=" || folded === "+0" || folded === "-0") return required;
  const match = /^([+-])\s*(\d{1,2})$/.exec(folded);
  if (!match) return undefined;
  const count = Number(match[2]);
  const tricks = match[1] === "+" ? required + count : required - count;
  return count >= 1 && tricks >= 0 && tricks <= 13 ? tricks : undefined;
}

/** The declarer's seat from ReceivedData's NS/EW column: "N", "E", "S", "W". */
export function seatOfBridgemateDeclarer(text: string): Seat | undefined {
  return seatOfText(text);
}
