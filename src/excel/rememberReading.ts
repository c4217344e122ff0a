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

/** A reader's state: made once per call, its methods shared by every call. */
interface Remembered<T> extends RememberingReader<T> {
  /** Good readings and bad ones apart, so that the usual lookup is one hash lookup. */
  readonly good: Map<string, T>;
  readonly bad: Map<string, BridgeInputError>;
  readonly readText: (text: string) => T;
}

/**
 * Remembers what `readText` (which never returns undefined) makes of each text. A plain object
 * whose methods are declared once, neither a class instance nor closures made per call: the
 * engine's optimized code keeps the hidden shapes and the functions it was optimized for only
 * weakly, and a class instance's shape, or a call's closures, die with the call, so after a
 * garbage collection between two calls that code would be thrown away (docs/PERFORMANCE.md,
 * "Per-call state"). `readText` is called only on a text not met before.
 */
export function rememberingReader<T>(readText: (text: string) => T): RememberingReader<T> {
  const reader: Remembered<T> = {
    good: new Map<string, T>(),
    bad: new Map<string, BridgeInputError>(),
    readText,
    readIfGood: readIfGoodRemembered,
    read: readRemembered,
  };
  return reader;
}

function readIfGoodRemembered<T>(this: Remembered<T>, text: string): T | undefined {
  const answer = this.good.get(text);
  if (answer !== undefined || this.bad.has(text)) return answer;
  return readNew(this, text);
}

function readRemembered<T>(this: Remembered<T>, text: string): T {
  const answer = this.readIfGood(text);
  if (answer === undefined) throw this.bad.get(text) as BridgeInputError;
  return answer;
}

function readNew<T>(reader: Remembered<T>, text: string): T | undefined {
  try {
    const answer = reader.readText(text);
    reader.good.set(text, answer);
    return answer;
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    reader.bad.set(text, error);
    return undefined;
  }
}
