import type { Seat, Vulnerability } from "../core/board";
import type { FileForm } from "../messages/files";
import { FILE_FORMS } from "../messages/files";
import { failAt } from "./fileError";
import type { PbnTag } from "./pbnScan";
import type { SideScore } from "./session";

/**
 * PBN tag values read as real files write them (PBN 2.1 section 3.4, and what programs do with
 * it): spaces around a value ("N-S "), any case, "N-S" and "E-W" for NS and EW, "01" for board 1,
 * "NS +90" for a score. A value that is none of these throws a FileFormatError naming the line.
 */

const VULNERABILITIES: Readonly<Record<string, Vulnerability>> = {
  NONE: "None",
  LOVE: "None",
  "-": "None",
  NS: "NS",
  EW: "EW",
  ALL: "Both",
  BOTH: "Both",
};
const DEALERS = new Set(["N", "E", "S", "W"]);

export function badValue(tag: PbnTag, form: FileForm): never {
  return failAt(tag.line, (words, language) =>
    words.badTagValue(tag.name, tag.value, FILE_FORMS[language][form])
  );
}

/** A value as its meaning: trimmed; "" and "?" (PBN's unknown) are no value. */
export function valueOf(tag: PbnTag | undefined): string | undefined {
  const value = tag?.value.trim();
  return value === undefined || value === "" || value === "?" ? undefined : value;
}

/** "NS", "N-S", "n/s", "None ", "Both"... */
export function readVulnerable(tag: PbnTag): Vulnerability {
  const key = tag.value.trim().toUpperCase();
  const vulnerability = VULNERABILITIES[key] ?? VULNERABILITIES[key.replace(/[-/\s]/g, "")];
  return vulnerability ?? badValue(tag, "vulnerable");
}

/** "N", "s ", "North". */
export function readDealer(tag: PbnTag): Seat {
  const letter = tag.value.trim().toUpperCase();
  const seat = DEALERS.has(letter) ? letter : /^(NORTH|EAST|SOUTH|WEST)$/.exec(letter)?.[1]?.[0];
  return (seat as Seat | undefined) ?? badValue(tag, "dealer");
}

/** "7", "07", "7 ": the board's number; undefined for a label that is no number ("4-1"). */
export function boardNumberOf(value: string): number | undefined {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return undefined;
  const number = Number(text);
  return number >= 1 && Number.isSafeInteger(number) ? number : undefined;
}

/** "NS 620", "EW -100", "NS +90", "ns 0". */
export function readSideScore(tag: PbnTag): SideScore {
  const match = /^(NS|EW|N-S|E-W)\s*([-+]?\d+)$/i.exec(tag.value.trim());
  if (!match) return badValue(tag, "optimumScore");
  const side = (match[1] as string).toUpperCase().replace("-", "") as "NS" | "EW";
  const score = Number(match[2]);
  return { side, score: score === 0 ? 0 : score };
}

/**
 * A side's figure in PBN's two-sided values ([Score "NS 420"], [ScoreIMP "NS -2 EW 2"],
 * [ScoreMP "EW 3.5"]): North-South's and East-West's, each when the value gives it or the other
 * side's figure implies it (a score's opposite).
 */
export function sidesOf(text: string): { readonly ns?: number; readonly ew?: number } {
  const sides: { ns?: number; ew?: number } = {};
  for (const match of text.matchAll(/\b(NS|EW)\s*([-+]?\d+(?:[.,]\d+)?)/gi)) {
    const figure = Number((match[2] as string).replace(",", "."));
    if ((match[1] as string).toUpperCase() === "NS") sides.ns = figure;
    else sides.ew = figure;
  }
  return sides;
}
