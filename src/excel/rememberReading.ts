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
 * Made by a function, not a class: the hidden shape of a class's instances lives only as long
 * as some instance, so after a garbage collection between two calls the engine would throw
 * away the code it optimized for them (docs/PERFORMANCE.md, "Per-call state").
 */
export function rememberingReader<T>(readText: (text: string) => T): RememberingReader<T> {
  const answers = new Map<string, T | BridgeInputError>();
  const answerFor = (text: string): T | BridgeInputError => {
    let answer = answers.get(text);
    if (answer === undefined) {
      try {
        answer = readText(text);
      } catch (error) {
        if (!(error instanceof BridgeInputError)) throw error;
        answer = error;
      }
      answers.set(text, answer);
    }
    return answer;
  };
  return {
    read(text) {
      const answer = answerFor(text);
      if (answer instanceof BridgeInputError) throw answer;
      return answer;
    },
    readIfGood(text) {
      const answer = answerFor(text);
      return answer instanceof BridgeInputError ? undefined : answer;
    },
  };
}
