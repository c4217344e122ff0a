import { BridgeInputError } from "../core/errors";
import { ERROR_TEXTS } from "../messages/errors";
import type { CellOutput, ExcelErrorValue } from "./cells";
import { messageLanguage } from "./displayLanguage";
import { SolverStopped } from "./solverStopped";

/** #VALUE! with a message of src/messages, in Excel's display language (see messageLanguage). */
export function invalidValue(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
}

/** #N/A where the argument ranges of a spilled call do not meet, as Excel's own lifting does. */
export function notAvailable(message: string): CustomFunctions.Error {
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, message);
}

/**
 * Error values a custom function can give back as it got them. #NAME? and #REF! are "supported as
 * custom function input errors but not as output errors" (CustomFunctions.ErrorCode reference);
 * any other code is none of Excel's.
 */
const RETURNABLE_ERROR_CODES: ReadonlySet<string> = new Set([
  "#DIV/0!",
  "#N/A",
  "#NULL!",
  "#NUM!",
  "#VALUE!",
]);

/**
 * An error value received in a cell goes out unchanged (as #N/A does through built-ins). One that
 * cannot go out, or a #VALUE! without a message, becomes #VALUE! saying which error came in.
 */
export function passOn(error: ExcelErrorValue): CustomFunctions.Error {
  const hasMessage = typeof error.message === "string" && error.message.trim() !== "";
  if (
    RETURNABLE_ERROR_CODES.has(error.code) &&
    (hasMessage || error.code !== (CustomFunctions.ErrorCode.invalidValue as string))
  ) {
    // A code of RETURNABLE_ERROR_CODES, each one of the enum's values.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
    return new CustomFunctions.Error(error.code as CustomFunctions.ErrorCode, error.message);
  }
  const texts = ERROR_TEXTS[messageLanguage()];
  return invalidValue(texts.errorValueReceived(JSON.stringify(texts.errorValue(error.code))));
}

/**
 * The error a cell shows for what its computation threw, in one place: bad input (the core's
 * BridgeInputError) is #VALUE! with its message in Excel's display language; an error value made
 * on purpose (passed on, a range too large) stays as it is; a deal the solver stopped on says so.
 * Anything else is a bug, shown as an internal error in its cell rather than breaking the call.
 */
export function cellErrorOf(error: unknown): CustomFunctions.Error {
  if (error instanceof BridgeInputError) return invalidValue(error.messageIn(messageLanguage()));
  if (error instanceof CustomFunctions.Error) return error;
  const texts = ERROR_TEXTS[messageLanguage()];
  if (error instanceof SolverStopped) return invalidValue(texts.solverStopped);
  return invalidValue(texts.internalError(error instanceof Error ? error.message : String(error)));
}

/**
 * Runs one cell's computation; bad input becomes #VALUE! in that cell only. Anything else thrown
 * is a bug, still shown as an error in its cell rather than breaking the whole spill. It takes an
 * input and a context so that a hot loop allocates no closure per cell (and a module-level
 * `compute` keeps its optimized code from call to call).
 */
export function computeInCell<T, C>(
  compute: (input: T, context: C) => CellOutput,
  input: T,
  context: C
): CellOutput {
  try {
    return compute(input, context);
  } catch (error) {
    return cellErrorOf(error);
  }
}
