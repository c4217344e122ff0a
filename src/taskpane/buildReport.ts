/*
 * What the pane says after a build: what was written (the sheets, the names added or left
 * alone), or why nothing was: a form field out of bounds, a teams event's draw that cannot be
 * made, a protected workbook, or the writer's failure with what it left behind.
 */
import { BridgeInputError } from "../core/errors";
import type { Language, TaskpaneMessages } from "../messages/taskpane";
import { LIMITS, SessionOptionError } from "../session/planSession";
import { DrawProblem, EVENT_LIMITS, EventOptionError } from "../session/teamsEventErrors";
import { VpTableLineError } from "./eventForm";
import { sessionFormMessages } from "../messages/sessionForm";
import type { WriteReport } from "./writePlan";
import { WriteFailure, describeError, errorCode } from "./writePlan";

/** Shows the report (`problem`: in the error colour) and moves the focus to it, for screen readers. */
export function showBuildReport(
  report: HTMLElement,
  lines: readonly string[],
  problem: boolean
): void {
  report.replaceChildren(
    ...lines.map((line) => {
      const paragraph = report.ownerDocument.createElement("p");
      paragraph.textContent = line;
      return paragraph;
    })
  );
  report.classList.toggle("problem", problem);
  report.hidden = false;
  report.focus();
}

/** What the pane says of a build that wrote: the sheets built, the names added or left alone. */
export function reportLines(report: Partial<WriteReport>, messages: TaskpaneMessages): string[] {
  const lines: string[] = [];
  if (report.sheets && report.sheets.length > 0) lines.push(messages.built(report.sheets));
  const added = report.namesAdded ?? [];
  const taken = report.namesTaken ?? [];
  // A next round plans no names: nothing to say about them.
  if (added.length > 0) lines.push(messages.namesAdded(added));
  else if (taken.length > 0 || !report.sheets || report.sheets.length === 0)
    lines.push(messages.noNamesAdded);
  if (report.namesTaken && report.namesTaken.length > 0)
    lines.push(messages.namesTaken(report.namesTaken));
  if (report.unknownNames && report.unknownNames.length > 0)
    lines.push(
      messages.unknownNames(report.unknownNames.map((cell) => `'${cell.sheet}'!${cell.address}`))
    );
  return lines;
}

/** A workbook whose structure is protected: no sheet can be added. */
export class ProtectedWorkbook extends Error {}

/** Why a teams event or its next round could not be planned; undefined for other errors. */
function eventProblemLines(
  error: unknown,
  messages: TaskpaneMessages,
  language: Language
): string[] | undefined {
  if (error instanceof EventOptionError) {
    const { min } = EVENT_LIMITS[error.field];
    return [messages.outOfBounds(messages.fieldNames[error.field] ?? error.field, min, error.max)];
  }
  if (error instanceof VpTableLineError) return [messages.vpTableLine(error.line, error.text)];
  if (error instanceof BridgeInputError) return [error.messageIn(language)];
  if (!(error instanceof DrawProblem)) return undefined;
  const { round = 0, found = 0, expected = 0, sheet = "", events = [] } = error.details;
  switch (error.code) {
    case "noEvent":
    case "notSwiss":
      return [messages.noSwissEvent];
    case "several":
      return [messages.severalSwissEvents(events)];
    case "allDrawn":
      return [messages.allDrawn(round)];
    case "roundUnfinished":
      return [messages.roundUnfinished(round, found, expected)];
    case "drawUnreadable":
      return [messages.drawUnreadable(sheet)];
  }
}

/** What the pane says when a build fails, in its language (the form's messages are under its fields). */
export function problemLines(
  error: unknown,
  messages: TaskpaneMessages,
  language: Language,
  _document?: Document
): string[] {
  const eventLines = eventProblemLines(error, messages, language);
  if (eventLines) return eventLines;
  if (error instanceof SessionOptionError) {
    const field = error.field;
    if (field === "howell") return [messages.unknownHowell];
    if (!(field in LIMITS)) return [sessionFormMessages(language).fixFields];
    const limit = LIMITS[field as keyof typeof LIMITS];
    return [
      messages.outOfBounds(messages.fieldNames[field] ?? field, limit.min, error.max ?? limit.max),
    ];
  }
  if (
    error instanceof ProtectedWorkbook ||
    (error instanceof WriteFailure && errorCode(error.cause) === "AccessDenied")
  )
    return [messages.protectedWorkbook];
  if (error instanceof WriteFailure) {
    const lines = [messages.failed(describeError(error.cause))];
    if (error.leftBehind.length > 0) lines.push(messages.leftBehind(error.leftBehind));
    return lines;
  }
  return [messages.failed(describeError(error))];
}
