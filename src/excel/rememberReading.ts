import { BridgeInputError } from "../core/errors";

/**
 * A reader of notations that reads each distinct text once per call and then remembers the
 * answer, bad-input errors included: a traveller column repeats a few contracts, seats and
 * vulnerabilities thousands of times.
 */
export interface RememberingReader<T> {
  read(text: string): T;
  /** What the text reads as, or undefined when it is bad input (read throws its error). */
  readIfGood(text: string): T | undefined;
}

/**
 * Remembers what `readText` (which never returns undefined) makes of each text. Made by a
 * function, not a class: the hidden shape of a class's instances lives only as long
 * as some instance, so after a garbage collection between two calls the engine would throw
 * away the code it optimized for them (docs/PERFORMANCE.md, "Per-call state").
 */
export function rememberingReader<T>(readText: (text: string) => T): RememberingReader<T> {
  // Good readings and bad ones apart, so that the usual lookup is one hash lookup.
  const good = new Map<string, T>();
  const bad = new Map<string, BridgeInputError>();
  const readNew = (text: string): T | undefined => {
    try {
      const answer = readText(text);
      good.set(text, answer);
      return answer;
    } catch (error) {
      if (!(error instanceof BridgeInputError)) throw error;
      bad.set(text, error);
      return undefined;
    }
  };
  const readIfGood = (text: string): T | undefined => {
    const answer = good.get(text);
    if (answer !== undefined || bad.has(text)) return answer;
    return readNew(text);
  };
  return {
    readIfGood,
    read(text) {
      const answer = readIfGood(text);
      if (answer === undefined) throw bad.get(text) as BridgeInputError;
      return answer;
    },
  };
}
