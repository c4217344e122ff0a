import { BridgeInputError } from "../core/errors";

/**
 * A reader of notations that reads each distinct text once per call and then remembers the
 * answer, bad-input errors included: a traveller column repeats a few contracts, seats and
 * vulnerabilities thousands of times.
 */
export function rememberReading<T>(read: (text: string) => T): (text: string) => T {
  const answers = new Map<string, T | BridgeInputError>();
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      try {
        answer = read(text);
      } catch (error) {
        if (!(error instanceof BridgeInputError)) throw error;
        answer = error;
      }
      answers.set(text, answer);
    }
    if (answer instanceof BridgeInputError) throw answer;
    return answer;
  };
}
