import { foldNotation } from "./notation";

/**
 * Results as scorers write them in words and marks, read in one place for the result argument
 * and for a result written in the contract cell ("4S made", "3NT 9"). See README "How results
 * are read".
 */

/**
 * Down this many or more, a bare positive number is not read as tricks taken: on a real sheet it
 * is far more often a result whose plus sign Excel ate ("+1" typed, 1 stored) or the level made
 * of an ACBL pickup slip ("Made 4" for 4♠=), both of which read as tricks land four or more down.
 * Every result stays expressible: four or more down is written as a negative number (-4), or as
 * a count in a column of trick counts (see bareNumbersIn).
 */
export const DOWN_REFUSED_AS_BARE_NUMBER = 4;

/** Made exactly, as scorers write it: "made", "M", "mk" (ACBL and club sheets), "=". */
const MADE_WORDS = new Set(["=", "M", "MK", "MADE", "MAKE", "MAKES", "=0", "+0", "-0"]);

/** Down k written in words: "1 down", "down 1", "D1", "1 off", "off 1". */
const DOWN_WORDS = /^(?:(\d{1,2})(?:DOWN|DN|OFF)|(?:DOWN|DN|OFF|D)(\d{1,2}))$/;

/** Tricks taken written with the word: "10 tricks", "10 levées". */
const TRICKS_WORDS = /^(\d{1,2})(?:TRICKS?|TKS?|LEVÉES?|LEVEES?)$/;

/**
 * A bare count as a typed text: "10", "'10" (an apostrophe typed to keep text that reached the
 * value), "10.0" and "10." (a number written with its decimal point; "1.000" is no count, since
 * in German or Dutch it is a thousand).
 */
const BARE_COUNT = /^'?(\d{1,2})(?:\.0?)?$/;

/**
 * A result written relative to the contract: "=" or "made" 0, "+2" 2, "-1" or "1 down" -1 (any
 * dash for the minus); undefined for any other text.
 * @example relativeInWords("down 2") // -2
 */
export function relativeInWords(text: string): number | undefined {
  const folded = foldNotation(text);
  if (MADE_WORDS.has(folded)) return 0;
  const signed = /^([+-])(\d{1,2})$/.exec(folded);
  if (signed) {
    const amount = Number(signed[2]);
    if (amount === 0) return undefined; // "+00": no one writes made so
    return signed[1] === "+" ? amount : -amount;
  }
  const down = DOWN_WORDS.exec(folded);
  if (down) {
    const amount = Number(down[1] ?? down[2]);
    return amount === 0 ? undefined : -amount;
  }
  return undefined;
}

/** Tricks taken written with the word ("10 tricks"): no other reading, whatever the count. */
export function tricksInWords(text: string): number | undefined {
  const words = TRICKS_WORDS.exec(foldNotation(text));
  return words ? Number(words[1]) : undefined;
}

/** The count of a bare number written as text ("10", "'10", "10.0"), read as bare numbers are. */
export function bareCountInText(text: string): number | undefined {
  const bare = BARE_COUNT.exec(foldNotation(text));
  return bare ? Number(bare[1]) : undefined;
}
