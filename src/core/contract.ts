import { ambiguousResultForms, unambiguousStrainForms } from "../messages/contextForms";
import { ACCEPTED_FORMS } from "../messages/errors";
import { BridgeInputError } from "./errors";
import { foldNotation } from "./notation";
import { DOWN_REFUSED_AS_BARE_NUMBER, relativeInWords, tricksInWords } from "./resultWords";

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
  // The words, English and French, singular and plural: "4 spades", "3 No Trump", "2 Cœurs".
  ["NO-TRUMPS", "NT", "other"],
  ["NO-TRUMP", "NT", "other"],
  ["NOTRUMPS", "NT", "other"],
  ["NOTRUMP", "NT", "other"],
  ["DIAMONDS", "D", "other"],
  ["DIAMOND", "D", "other"],
  ["SPADES", "S", "other"],
  ["SPADE", "S", "other"],
  ["HEARTS", "H", "other"],
  ["HEART", "H", "other"],
  ["CLUBS", "C", "other"],
  ["CLUB", "C", "other"],
  ["SANS-ATOUT", "NT", "French"],
  ["SANSATOUT", "NT", "French"],
  ["CARREAUX", "D", "French"],
  ["CARREAU", "D", "French"],
  ["TRÈFLES", "C", "French"],
  ["TRÈFLE", "C", "French"],
  ["TREFLES", "C", "French"],
  ["TREFLE", "C", "French"],
  ["PIQUES", "S", "French"],
  ["PIQUE", "S", "French"],
  ["COEURS", "H", "French"],
  ["COEUR", "H", "French"],
  ["CŒURS", "H", "French"],
  ["CŒUR", "H", "French"],
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

/**
 * Doublings as written after a strain or in the doubling argument: X, *, the "×" sign, "dbl",
 * "(X)" as some sheets mark it, the words; longest first, so that "XX" wins over "X".
 */
const DOUBLING_WRITINGS: ReadonlyArray<readonly [string, Doubling]> = [
  ["REDOUBLED", 2],
  ["SURCONTRÉ", 2],
  ["SURCONTRE", 2],
  ["DOUBLED", 1],
  ["CONTRÉ", 1],
  ["CONTRE", 1],
  ["REDBL", 2],
  ["RDBL", 2],
  ["(RDBL)", 2],
  ["(DBL)", 1],
  ["(XX)", 2],
  ["DBL", 1],
  ["(X)", 1],
  ["XX", 2],
  ["**", 2],
  ["××", 2],
  ["X", 1],
  ["*", 1],
  ["×", 1],
];

const DOUBLING_NOTATIONS: Readonly<Record<string, Doubling>> = {
  "": 0,
  ...Object.fromEntries(DOUBLING_WRITINGS),
};

/** Passed out, as folded with its "-", "/" and "." taken out ("P/O", "Passed-out", "P.O."). */
const PASS_NOTATIONS = new Set([
  "PASS",
  "PAS",
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

/**
 * Reads a contract cell: "4S", "3NTX", "6♥XX", "2Co*", "4 spades dbl", "PASS", "P/O", or a
 * contract with its result "4S+1", "3NTX-2", "4♥=", "4S made", "4S/+1", "3NT 9" (tricks taken,
 * read as a bare number is: alone in the cell, four or more down is refused as ambiguous). With
 * `bareC` "ambiguous" (a French sheet), "4C" is refused with a message giving both unambiguous
 * spellings.
 * @example readContractCell("3NTX-2").relative // -2
 * @example readContractCell("3NT 9").relative // 0
 */
export function readContractCell(
  text: string,
  argument = "contract",
  bareC: BareC = "clubs"
): ContractReading {
  const folded = foldNotation(text);
  if (PASS_NOTATIONS.has(folded.replace(/[-/.]/g, ""))) {
    return { contract: PASSED_OUT, relative: undefined, strainNotation: "other" };
  }
  const level = Number(folded.charAt(0));
  if (!(level >= 1 && level <= 7))
    throw new BridgeInputError(argument, text, ACCEPTED_FORMS.contract);
  const rest = folded.slice(1);
  for (const [notation, strain, strainNotation] of STRAIN_NOTATIONS) {
    if (!rest.startsWith(notation)) continue;
    const after = doublingAndResult(rest.slice(notation.length), tricksRequired({ level }));
    if (after === undefined) continue;
    if (strainNotation === "English C" && bareC === "ambiguous") {
      throw new BridgeInputError(argument, text, unambiguousStrainForms(level));
    }
    const contract = { level: level as Level, strain, doubling: after.doubling };
    if (after.relative === AMBIGUOUS_COUNT) {
      throw ambiguousCountInCell(argument, text, contract, after.count);
    }
    return { contract, relative: after.relative, strainNotation };
  }
  throw new BridgeInputError(argument, text, ACCEPTED_FORMS.contract);
}

/** Marks a trick count in the contract cell that means four or more down (never a result). */
const AMBIGUOUS_COUNT = -100;

interface DoublingAndResult {
  readonly doubling: Doubling;
  /** Tricks over the contract; undefined for no result; AMBIGUOUS_COUNT (see readContractCell). */
  readonly relative: number | undefined;
  readonly count: number;
}

/**
 * What follows the strain: a doubling (or none), then optionally "/" and a result as the result
 * argument reads it ("=", "+1", "made", "1 down", "9 tricks", or a bare trick count); undefined
 * when the text is none of these.
 */
function doublingAndResult(tail: string, required: number): DoublingAndResult | undefined {
  for (const [writing, doubling] of [...DOUBLING_WRITINGS, ["", 0] as const]) {
    if (!tail.startsWith(writing)) continue;
    const written = tail.slice(writing.length);
    const result = written.startsWith("/") ? written.slice(1) : written;
    if (result === "") {
      if (written === "") return { doubling, relative: undefined, count: 0 };
      continue;
    }
    const relative = relativeInWords(result);
    if (relative !== undefined) return { doubling, relative, count: 0 };
    const tricks = tricksInWords(result);
    if (tricks !== undefined) return { doubling, relative: tricks - required, count: tricks };
    const count = /^\d{1,2}$/.test(result) ? Number(result) : undefined;
    if (count === undefined || count > 13) continue;
    const down = required - count >= DOWN_REFUSED_AS_BARE_NUMBER;
    return { doubling, relative: down ? AMBIGUOUS_COUNT : count - required, count };
  }
  return undefined;
}

/** A trick count in the contract cell meaning four or more down: both readings named. */
function ambiguousCountInCell(
  argument: string,
  text: string,
  contract: Contract,
  taken: number
): BridgeInputError {
  const required = tricksRequired(contract);
  const plus = taken >= 1 && required + taken <= 13;
  const level =
    taken >= contract.level && taken <= 7 ? { over: taken - contract.level } : undefined;
  return new BridgeInputError(argument, text, ambiguousResultForms(required, taken, plus, level));
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

/**
 * Doublings written in their own column only: "Double", "Redouble" (a bare "D" or "R" stays
 * refused there, as a letter that could be a slip).
 */
const DOUBLING_COLUMN_WORDS: Readonly<Record<string, Doubling>> = {
  DOUBLE: 1,
  REDOUBLE: 2,
};

/**
 * Reads the doubling argument: "-" undoubled, "X"/"*" doubled, "XX"/"**" redoubled, and the
 * other writings of a contract's doubling ("dbl", "×") or of a doubling column ("Double").
 */
export function parseDoubling(text: string, argument = "doubling"): Doubling {
  const folded = foldNotation(text);
  if (folded === "-") return 0;
  const doubling = DOUBLING_NOTATIONS[folded] ?? DOUBLING_COLUMN_WORDS[folded];
  if (doubling === undefined) throw new BridgeInputError(argument, text, ACCEPTED_FORMS.doubling);
  return doubling;
}

/** The book: the six tricks declarer's side takes before its level counts (Law 77's odd tricks). */
const BOOK = 6;

/**
 * Tricks declarer must take to fulfil a contract of its level: the level plus the book of six.
 * @example tricksRequired({ level: 4 }) // 10
 */
export function tricksRequired(contract: { readonly level: number }): number {
  return contract.level + BOOK;
}
