import type { AcceptedForms, Language } from "../messages/errors";
import { ERROR_TEXTS, acceptedIn } from "../messages/errors";

/**
 * The one error the core throws for bad input. Its message is built in one place, from the
 * templates of src/messages/errors.ts, so every function reports a bad argument the same way:
 * which argument, what it got, what it accepts. `message` is English; `messageIn(language)` is
 * what the adapter shows in Excel's display language. Anything else that escapes the core is a
 * bug, not an input error.
 */
export class BridgeInputError extends Error {
  readonly argument: string;
  /** The value received, as the English message quotes it. */
  readonly received: string;
  /** The accepted forms, in English. */
  readonly accepted: string;
  readonly receivedValue: unknown;
  readonly acceptedForms: AcceptedForms;

  readonly problem: AcceptedForms | undefined;

  /**
   * `problem`, when given, says what is wrong with a value whose form alone does not tell, and
   * stands in place of "got …": "deal: ♠Q appears twice in "N:…"; expected …".
   */
  constructor(
    argument: string,
    received: unknown,
    accepted: AcceptedForms,
    problem?: AcceptedForms
  ) {
    super(inputErrorMessage(argument, received, accepted, problem, "en"));
    this.name = "BridgeInputError";
    this.argument = argument;
    this.received = describeValue(received);
    this.accepted = acceptedIn(accepted, "en");
    this.receivedValue = received;
    this.acceptedForms = accepted;
    this.problem = problem;
  }

  /** The message in a language of src/messages. */
  messageIn(language: Language): string {
    if (language === "en") return this.message;
    return inputErrorMessage(
      this.argument,
      this.receivedValue,
      this.acceptedForms,
      this.problem,
      language
    );
  }
}

function inputErrorMessage(
  argument: string,
  received: unknown,
  accepted: AcceptedForms,
  problem: AcceptedForms | undefined,
  language: Language
): string {
  const texts = ERROR_TEXTS[language];
  if (problem !== undefined) {
    return texts.invalidArgumentProblem(
      argument,
      acceptedIn(problem, language),
      acceptedIn(accepted, language)
    );
  }
  return texts.invalidArgument(
    argument,
    describeValue(received, language),
    acceptedIn(accepted, language)
  );
}

const MAX_SHOWN_LENGTH = 40;

/**
 * How a received value is quoted in a message: text in quotes, shortened when long; TRUE/FALSE
 * and numbers as Excel in that language shows them (VRAI/FAUX and a decimal comma in French).
 */
export function describeValue(value: unknown, language: Language = "en"): string {
  const texts = ERROR_TEXTS[language];
  if (typeof value === "string") {
    const shown = value.length > MAX_SHOWN_LENGTH ? `${value.slice(0, MAX_SHOWN_LENGTH)}…` : value;
    return JSON.stringify(shown);
  }
  if (value === null || value === undefined) return texts.blank;
  if (typeof value === "number") {
    if (Object.is(value, -0)) return "0";
    return String(value).replace(".", texts.decimalSeparator);
  }
  const upper = String(value).toUpperCase();
  if (upper === "TRUE") return texts.trueFalse[0];
  if (upper === "FALSE") return texts.trueFalse[1];
  return String(value);
}
