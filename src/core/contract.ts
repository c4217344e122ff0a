import { BridgeInputError } from "./errors";

/** A denomination of the Laws: the four suits and notrump. */
export type Strain = "C" | "D" | "H" | "S" | "NT";
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** 0 undoubled, 1 doubled, 2 redoubled: the exponent of the trick-score multiplier 2^doubling. */
export type Doubling = 0 | 1 | 2;

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly doubling: Doubling;
}

/** All four players passed (Law 22): each side scores zero. */
export const PASSED_OUT = "passed out" as const;
export type PassedOut = typeof PASSED_OUT;

/**
 * Strain notations, longest first so that "CO" (French hearts) wins over "C" (clubs) and "SA"
 * (French notrump) over "S". English letters, suit symbols (filled and outline) and the French
 * abbreviations of duplicate-scoring-tables-fr-en.txt: Tr(èfle) K/Ca(rreau) Co(eur) Pi(que) SA.
 */
const STRAIN_NOTATIONS: ReadonlyArray<readonly [string, Strain]> = [
  ["NT", "NT"],
  ["SA", "NT"],
  ["TR", "C"],
  ["CA", "D"],
  ["CO", "H"],
  ["PI", "S"],
  ["N", "NT"],
  ["C", "C"],
  ["D", "D"],
  ["H", "H"],
  ["S", "S"],
  ["K", "D"],
  ["♣", "C"],
  ["♧", "C"],
  ["♦", "D"],
  ["♢", "D"],
  ["♥", "H"],
  ["♡", "H"],
  ["♠", "S"],
  ["♤", "S"],
];

const DOUBLING_NOTATIONS: Readonly<Record<string, Doubling>> = {
  "": 0,
  X: 1,
  "*": 1,
  XX: 2,
  "**": 2,
};

const PASS_NOTATIONS = new Set(["PASS", "P", "AP", "PASSED", "PASSEDOUT", "ALLPASS"]);

export const CONTRACT_FORMS =
  'a level 1-7 and a strain (C D H S NT or N; ♣ ♦ ♥ ♠; Tr Ca/K Co Pi SA), optionally X/XX or */**, such as "4S", "3NTX" or "6♥XX"; or PASS';

/** Text with case and spaces folded away, as every notation here is compared. */
export function foldNotation(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/**
 * Reads a contract such as "4S", "3NTX", "6♥XX", "2Co*" or "PASS".
 * @example parseContract("3NTX") // { level: 3, strain: "NT", doubling: 1 }
 */
export function parseContract(text: string, argument = "contract"): Contract | PassedOut {
  const folded = foldNotation(text);
  if (PASS_NOTATIONS.has(folded)) return PASSED_OUT;
  const level = Number(folded.charAt(0));
  if (!(level >= 1 && level <= 7)) throw new BridgeInputError(argument, text, CONTRACT_FORMS);
  const rest = folded.slice(1);
  for (const [notation, strain] of STRAIN_NOTATIONS) {
    if (!rest.startsWith(notation)) continue;
    const doubling = DOUBLING_NOTATIONS[rest.slice(notation.length)];
    if (doubling !== undefined) return { level: level as Level, strain, doubling };
  }
  throw new BridgeInputError(argument, text, CONTRACT_FORMS);
}

export const DOUBLING_FORMS =
  'blank, "" or "-" (undoubled), "X" or "*" (doubled), "XX" or "**" (redoubled)';

/** Reads the doubling argument: "-" undoubled, "X"/"*" doubled, "XX"/"**" redoubled. */
export function parseDoubling(text: string, argument = "doubling"): Doubling {
  const folded = foldNotation(text);
  if (folded === "-") return 0;
  const doubling = DOUBLING_NOTATIONS[folded];
  if (doubling === undefined) throw new BridgeInputError(argument, text, DOUBLING_FORMS);
  return doubling;
}

/** Tricks declarer must take to fulfil the contract: the level plus the book of six. */
export function tricksRequired(contract: Contract): number {
  return contract.level + 6;
}
