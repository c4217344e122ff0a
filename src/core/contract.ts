import { unambiguousStrainForms } from "../messages/contextForms";
import { ACCEPTED_FORMS } from "../messages/errors";
import { BridgeInputError } from "./errors";
import { foldNotation } from "./notation";

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

/** Which language a strain letter is read in; see readContractCell. */
export type StrainNotation = "English C" | "French" | "other";

/**
 * Strain notations, longest first so that "CO" (French hearts) wins over "C" (clubs) and "SA"
 * (French notrump) over "S". English letters, suit symbols (filled and outline) and the French
 * forms of duplicate-scoring-tables-fr-en.txt and bridge-scoring-rules.md §9.6: Tr(èfle) or T,
 * K or Ca(rreau), Co(eur), Pi(que) or P, SA. A bare "C" is clubs in English and hearts (cœur) in
 * French, German, Italian and Polish: it is marked so that a French sheet can refuse it.
 */
const STRAIN_NOTATIONS: ReadonlyArray<readonly [string, Strain, StrainNotation]> = [
  ["NT", "NT", "other"],
  ["SA", "NT", "French"],
  ["TR", "C", "French"],
  ["CA", "D", "French"],
  ["CO", "H", "French"],
  ["PI", "S", "French"],
  ["N", "NT", "other"],
  ["C", "C", "English C"],
  ["D", "D", "other"],
  ["H", "H", "other"],
  ["S", "S", "other"],
  ["K", "D", "French"],
  ["P", "S", "French"],
  ["T", "C", "French"],
  ["♣", "C", "other"],
  ["♧", "C", "other"],
  ["♦", "D", "other"],
  ["♢", "D", "other"],
  ["♥", "H", "other"],
  ["♡", "H", "other"],
  ["♠", "S", "other"],
  ["♤", "S", "other"],
];

const DOUBLING_NOTATIONS: Readonly<Record<string, Doubling>> = {
  "": 0,
  X: 1,
  "*": 1,
  XX: 2,
  "**": 2,
};

const PASS_NOTATIONS = new Set([
  "PASS",
  "P",
  "AP",
  "PO",
  "PASSED",
  "PASSOUT",
  "PASSEDOUT",
  "ALLPASS",
  "PASSE",
  "PASSÉ",
]);

export { foldNotation };

/** How a contract cell was read: the contract, a result written with it, its strain's language. */
export interface ContractReading {
  readonly contract: Contract | PassedOut;
  /** A result in the same cell ("4S+1" +1, "4S=" 0, "3NT-2" -2): tricks over the contract. */
  readonly relative: number | undefined;
  readonly strainNotation: StrainNotation;
}

/** How a bare "C" is read: clubs (English), or refused as ambiguous on a French sheet. */
export type BareC = "clubs" | "ambiguous";

/** After the strain: the doubling, then an optional result ("=", "+1", "-2"). */
const DOUBLING_AND_RESULT = /^(XX|X|\*\*|\*|)(=|[+-]\d{1,2}|)$/;

/**
 * Reads a contract cell: "4S", "3NTX", "6♥XX", "2Co*", "PASS", or a contract with its result
 * "4S+1", "3NTX-2", "4♥=". With `bareC` "ambiguous" (a French sheet), "4C" is refused with a
 * message giving both unambiguous spellings.
 * @example readContractCell("3NTX-2").relative // -2
 */
export function readContractCell(
  text: string,
  argument = "contract",
  bareC: BareC = "clubs"
): ContractReading {
  const folded = foldNotation(text);
  if (PASS_NOTATIONS.has(folded)) {
    return { contract: PASSED_OUT, relative: undefined, strainNotation: "other" };
  }
  const level = Number(folded.charAt(0));
  if (!(level >= 1 && level <= 7))
    throw new BridgeInputError(argument, text, ACCEPTED_FORMS.contract);
  const rest = folded.slice(1);
  for (const [notation, strain, strainNotation] of STRAIN_NOTATIONS) {
    if (!rest.startsWith(notation)) continue;
    const parts = DOUBLING_AND_RESULT.exec(rest.slice(notation.length));
    if (!parts) continue;
    const doubling = DOUBLING_NOTATIONS[parts[1] as string] as Doubling;
    if (strainNotation === "English C" && bareC === "ambiguous") {
      throw new BridgeInputError(argument, text, unambiguousStrainForms(level));
    }
    const result = parts[2] as string;
    const relative = result === "" ? undefined : result === "=" ? 0 : Number(result);
    if (relative !== undefined && (relative === 0) !== (result === "=")) break;
    return { contract: { level: level as Level, strain, doubling }, relative, strainNotation };
  }
  throw new BridgeInputError(argument, text, ACCEPTED_FORMS.contract);
}

/**
 * Reads a contract such as "4S", "3NTX", "6♥XX", "2Co*" or "PASS" (no result in the cell).
 * @example parseContract("3NTX") // { level: 3, strain: "NT", doubling: 1 }
 */
export function parseContract(text: string, argument = "contract"): Contract | PassedOut {
  const reading = readContractCell(text, argument);
  if (reading.relative !== undefined)
    throw new BridgeInputError(argument, text, ACCEPTED_FORMS.contract);
  return reading.contract;
}

/** Reads the doubling argument: "-" undoubled, "X"/"*" doubled, "XX"/"**" redoubled. */
export function parseDoubling(text: string, argument = "doubling"): Doubling {
  const folded = foldNotation(text);
  if (folded === "-") return 0;
  const doubling = DOUBLING_NOTATIONS[folded];
  if (doubling === undefined) throw new BridgeInputError(argument, text, ACCEPTED_FORMS.doubling);
  return doubling;
}

/** Tricks declarer must take to fulfil the contract: the level plus the book of six. */
export function tricksRequired(contract: Contract): number {
  return contract.level + 6;
}
