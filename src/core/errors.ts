/**
 * The one error the core throws for bad input. Its message is built here, in one place, so every
 * function reports a bad argument the same way: which argument, what it got, what it accepts.
 * Anything else that escapes the core is a bug, not an input error.
 */
export class BridgeInputError extends Error {
  readonly argument: string;
  readonly received: string;
  readonly accepted: string;

  /**
   * `problem`, when given, says what is wrong with a value whose form alone does not tell, and
   * stands in place of "got …": "deal: ♠Q appears twice in "N:…"; expected …".
   */
  constructor(argument: string, received: unknown, accepted: string, problem?: string) {
    super(
      problem === undefined
        ? `${argument}: got ${describeValue(received)}; expected ${accepted}.`
        : `${argument}: ${problem}; expected ${accepted}.`
    );
    this.name = "BridgeInputError";
    this.argument = argument;
    this.received = describeValue(received);
    this.accepted = accepted;
  }
}

const MAX_SHOWN_LENGTH = 40;

/** How a received value is quoted in a message: text in quotes, shortened when long. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") {
    const shown = value.length > MAX_SHOWN_LENGTH ? `${value.slice(0, MAX_SHOWN_LENGTH)}…` : value;
    return JSON.stringify(shown);
  }
  if (value === null || value === undefined) return "a blank";
  if (typeof value === "number" && Object.is(value, -0)) return "0";
  return String(value).toUpperCase() === "TRUE" || String(value).toUpperCase() === "FALSE"
    ? String(value).toUpperCase()
    : String(value);
}
