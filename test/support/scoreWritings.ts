import type { Doubling, Strain } from "../../src/core";
import type { ScoreCase } from "./scoreCases";

/**
 * One way to write a deal in BRIDGE.SCORE's arguments, with the notations of issue 2, and the
 * sign its answer has: -1 when an East-West declarer is given (the answer is then North-South's).
 */
export interface ScoreWriting {
  readonly contract: string;
  /** null: the result is written in the contract cell ("4S+1"), the result cell left blank. */
  readonly result: number | string | null;
  readonly vulnerability: boolean | number | string;
  /** null: a blank cell (or, called with single values, an omitted argument). */
  readonly doubling: string | null;
  readonly declarer: string | null;
  readonly sign: 1 | -1;
}

/**
 * Strain notations of issues 2 and 10: English letters (NT or N), suit symbols (one with the emoji
 * variation selector U+FE0F), French Tr/T K/Ca Co Pi/P SA; any case.
 */
export const STRAIN_WRITINGS: Readonly<Record<Strain, readonly string[]>> = {
  C: ["C", "c", "♣", "Tr", "TR", "T"],
  D: ["D", "d", "♦", "K", "Ca", "ca"],
  H: ["H", "h", "♥\uFE0F", "Co", "CO"],
  S: ["S", "s", "♠", "Pi", "pi", "P"],
  NT: ["NT", "nt", "N", "n", "SA", "Sa"],
};

/**
 * French-only strain writings: a call holding one reads a bare C as ambiguous
 * (docs/guide/scoring.md).
 */
const FRENCH_STRAIN = /^\s*\d\s*(TR|CA|CO|PI|SA|K|P|T)/i;

/**
 * The calls a column of writings is split into so that each is read as written: a call reads
 * its bare numbers as overtricks when any of its results is relative, and its C as ambiguous
 * when any of its contracts is French (docs/guide/scoring.md, "How results are read").
 */
export function columnGroupOf(w: ScoreWriting): string {
  const french = FRENCH_STRAIN.test(w.contract) ? "French" : "English";
  const bare = typeof w.result === "number" && w.result > 0 ? "tricks" : "relative";
  return `${french} ${bare}`;
}

/** Doubling written in the contract, as the 4th argument, or in both (agreeing). */
export const DOUBLING_WRITINGS: Readonly<
  Record<Doubling, readonly { readonly inContract: string; readonly argument: string | null }[]>
> = {
  0: [
    { inContract: "", argument: null },
    { inContract: "", argument: "" },
    { inContract: "", argument: "-" },
  ],
  1: [
    { inContract: "X", argument: null },
    { inContract: "x", argument: null },
    { inContract: "*", argument: null },
    { inContract: "", argument: "X" },
    { inContract: "", argument: "*" },
    { inContract: "X", argument: "x" },
    { inContract: "*", argument: "X" },
  ],
  2: [
    { inContract: "XX", argument: null },
    { inContract: "xx", argument: null },
    { inContract: "**", argument: null },
    { inContract: "", argument: "XX" },
    { inContract: "", argument: "**" },
    { inContract: "XX", argument: "**" },
  ],
};

/**
 * The result as tricks taken (a bare number only up to three down: docs/guide/scoring.md, "How
 * results are read"), relative to the contract ("=", "+2", "-1", with an en dash for a minus), as a negative
 * number when down, and written in the contract cell (null here).
 */
export function resultWritings(tricks: number, required: number): (number | string | null)[] {
  const relative = tricks - required;
  const text = relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
  const writings: (number | string | null)[] = [text, null];
  if (relative > -4) writings.push(tricks);
  if (relative < 0) writings.push(relative, `\u2013${-relative}`);
  return writings;
}

/** The relative text written after a contract: "=", "+1", "-2". */
function relativeText(tricks: number, required: number): string {
  const relative = tricks - required;
  return relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
}

type VulnerabilityWriting = Pick<ScoreWriting, "vulnerability" | "declarer" | "sign">;

/**
 * The declaring side's vulnerability written of the side (TRUE/FALSE, "V"/"Vul"/"NV") or of the
 * board ("Both", "NS", a board number ...) with a declarer on a side it makes (not) vulnerable.
 * Board numbers by Law 2: 1 None, 2 NS, 3 EW, 4 Both, 7 Both, 8 None, 12 NS, 16 EW, 17 None.
 */
const VULNERABILITY_WRITINGS: Readonly<Record<"true" | "false", readonly VulnerabilityWriting[]>> =
  {
    true: [
      { vulnerability: true, declarer: null, sign: 1 },
      { vulnerability: "V", declarer: null, sign: 1 },
      { vulnerability: "Vul", declarer: null, sign: 1 },
      { vulnerability: " vul ", declarer: null, sign: 1 },
      { vulnerability: true, declarer: "E", sign: -1 },
      { vulnerability: "V", declarer: "s", sign: 1 },
      { vulnerability: "Both", declarer: "N", sign: 1 },
      { vulnerability: "All", declarer: "W", sign: -1 },
      { vulnerability: "NS", declarer: "S", sign: 1 },
      { vulnerability: "ew", declarer: "E", sign: -1 },
      { vulnerability: 4, declarer: "E", sign: -1 },
      { vulnerability: "7", declarer: "N", sign: 1 },
      { vulnerability: 12, declarer: "N", sign: 1 },
      { vulnerability: 16, declarer: "W", sign: -1 },
    ],
    false: [
      { vulnerability: false, declarer: null, sign: 1 },
      { vulnerability: "NV", declarer: null, sign: 1 },
      { vulnerability: " nv", declarer: null, sign: 1 },
      { vulnerability: false, declarer: "W", sign: -1 },
      { vulnerability: "NV", declarer: "N", sign: 1 },
      { vulnerability: "None", declarer: "E", sign: -1 },
      { vulnerability: "Love", declarer: "S", sign: 1 },
      { vulnerability: "-", declarer: "W", sign: -1 },
      { vulnerability: "NS", declarer: "E", sign: -1 },
      { vulnerability: "EW", declarer: "n", sign: 1 },
      { vulnerability: 1, declarer: "N", sign: 1 },
      { vulnerability: "8", declarer: "E", sign: -1 },
      { vulnerability: 12, declarer: "W", sign: -1 },
      { vulnerability: 16, declarer: "S", sign: 1 },
      { vulnerability: 17, declarer: "E", sign: -1 },
    ],
  };

/**
 * Every writing of a case: each strain notation x each doubling placement x each result form.
 * Vulnerability forms and letter case / spacing of the contract rotate through the writings so
 * that each occurs many times over a table.
 */
export function writingsOf(c: ScoreCase, start = 0): ScoreWriting[] {
  const { level, strain, doubling } = c.contract;
  const vulnerabilities = VULNERABILITY_WRITINGS[c.vulnerable ? "true" : "false"];
  const writings: ScoreWriting[] = [];
  let n = start;
  for (const strainText of STRAIN_WRITINGS[strain]) {
    for (const dbl of DOUBLING_WRITINGS[doubling]) {
      for (const result of resultWritings(c.tricks, level + 6)) {
        const spaced = n % 3 === 1;
        const inCell = result === null ? relativeText(c.tricks, level + 6) : "";
        const contract = spaced
          ? ` ${level} ${strainText} ${dbl.inContract} ${inCell}`
          : `${level}${strainText}${dbl.inContract}${inCell}`;
        writings.push({
          contract: n % 5 === 4 ? contract.toLowerCase() : contract,
          result,
          doubling: dbl.argument,
          ...(vulnerabilities[n % vulnerabilities.length] as VulnerabilityWriting),
        });
        n++;
      }
    }
  }
  return writings;
}

/** The answer BRIDGE.SCORE must give for a writing of a case. */
export function expectedFor(c: ScoreCase, writing: ScoreWriting): number {
  return writing.sign === 1 ? c.score : -c.score;
}
