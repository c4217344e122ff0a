import type { Doubling, Strain } from "../../src/core";
import type { ScoreCase } from "./scoreCases";

/**
 * One way to write a deal in BRIDGE.SCORE's arguments, with the notations of issue 2, and the
 * sign its answer has: -1 when an East-West declarer is given (the answer is then North-South's).
 */
export interface ScoreWriting {
  readonly contract: string;
  readonly result: number | string;
  readonly vulnerability: boolean | number | string;
  /** null: a blank cell (or, called with single values, an omitted argument). */
  readonly doubling: string | null;
  readonly declarer: string | null;
  readonly sign: 1 | -1;
}

/** Strain notations of issue 2: English letters (NT or N), suit symbols, French Tr K/Ca Co Pi SA; any case. */
export const STRAIN_WRITINGS: Readonly<Record<Strain, readonly string[]>> = {
  C: ["C", "c", "♣", "Tr", "TR"],
  D: ["D", "d", "♦", "K", "Ca", "ca"],
  H: ["H", "h", "♥", "Co", "CO"],
  S: ["S", "s", "♠", "Pi", "pi"],
  NT: ["NT", "nt", "N", "n", "SA", "Sa"],
};

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

/** The result as tricks taken, relative to the contract ("=", "+2", "-1"), and as a negative number when down. */
export function resultWritings(tricks: number, required: number): (number | string)[] {
  const relative = tricks - required;
  const text = relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
  return relative < 0 ? [tricks, text, relative] : [tricks, text];
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
        const contract = spaced
          ? ` ${level} ${strainText} ${dbl.inContract}`
          : `${level}${strainText}${dbl.inContract}`;
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
