import { BridgeInputError } from "../core/errors";

/**
 * A reader of notations that reads each distinct text once per call and then remembers the
 * answer, bad-input errors included: a traveller column repeats a few contracts, seats and
 * vulnerabilities thousands of times. A class, not a closure, so that the engine's optimized
 * code for it survives from one call of a custom function to the next.
 */
export class RememberingReader<T> {
  private readonly answers = new Map<string, T | BridgeInputError>();

  constructor(private readonly readText: (text: string) => T) {}

  read(text: string): T {
    let answer = this.answers.get(text);
    if (answer === undefined) {
      try {
        answer = this.readText(text);
      } catch (error) {
        if (!(error instanceof BridgeInputError)) throw error;
        answer = error;
      }
      this.answers.set(text, answer);
    }
    if (answer instanceof BridgeInputError) throw answer;
    return answer;
  }
}
