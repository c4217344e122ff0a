import type { Seat } from "../core/board";
import type { Language } from "../messages/errors";
import type { FileForm } from "../messages/files";
import { FILE_FORMS } from "../messages/files";
import { failAt } from "./fileError";
import type { XmlElement } from "./xml";
import { normaliseContract, seatOfText } from "./values";
import { childElements, textOf } from "./xml";

/**
 * The values of USEBIO's leaf elements, read strictly where a wrong number would follow (a score,
 * tricks, points), leniently where the writers differ (an element given as an attribute, a seat
 * as "N" or "North", a contract's case). Each failure names the element's line.
 */

/** The text of the child `name`, or its attribute of that name (some writers use attributes). */
export function fieldText(element: XmlElement, name: string): string | undefined {
  const child = childElements(element, name)[0];
  if (child !== undefined) return textOf(child);
  const attribute = element.attributes[name];
  return attribute === undefined ? undefined : attribute.trim();
}

/** The line of the child `name`, else of `element`. */
function lineOf(element: XmlElement, name: string): number {
  return childElements(element, name)[0]?.line ?? element.line;
}

/** A required field: its absence is an error naming the parent's line. */
export function requiredText(element: XmlElement, name: string): string {
  const text = fieldText(element, name);
  if (text === undefined || text === "") {
    return failAt(element.line, (words) => words.missingElement(element.name, name));
  }
  return text;
}

/** A number field; undefined when absent or empty; an error when it is not a number. */
export function numberField(element: XmlElement, name: string): number | undefined {
  const text = fieldText(element, name);
  if (text === undefined || text === "") return undefined;
  const value = Number(text.replace(",", "."));
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text) || !Number.isFinite(value)) {
    return failAt(lineOf(element, name), (words) => words.notANumber(name, text));
  }
  return value;
}

function badValue(element: XmlElement, name: string, text: string, form: FileForm): never {
  return failAt(lineOf(element, name), (words, language: Language) =>
    words.badElementValue(name, text, FILE_FORMS[language][form])
  );
}

/** A whole number in [least, most]. */
export function wholeNumberField(
  element: XmlElement,
  name: string,
  least: number,
  most: number,
  form: FileForm
): number | undefined {
  const text = fieldText(element, name);
  if (text === undefined || text === "") return undefined;
  if (!/^\d+$/.test(text) || Number(text) < least || Number(text) > most) {
    return badValue(element, name, text, form);
  }
  return Number(text);
}

export function seatField(element: XmlElement, name: string): Seat | undefined {
  const text = fieldText(element, name);
  if (text === undefined || text === "") return undefined;
  return seatOfText(text) ?? badValue(element, name, text, "seat");
}

/** A contract field, normalised (see normaliseContract). */
export function contractField(element: XmlElement, name: string): string | undefined {
  const text = fieldText(element, name);
  if (text === undefined || text === "") return undefined;
  const contract = normaliseContract(text);
  return contract ?? badValue(element, name, text, "contract");
}

/**
 * A BOARD's BOARD_NUMBER, required, and not one `firstLines` (board -> line) already holds: a
 * board listed twice is an error naming both lines.
 */
export function boardNumberOnce(board: XmlElement, firstLines: Map<number, number>): number {
  const number = wholeNumberField(board, "BOARD_NUMBER", 1, Number.MAX_SAFE_INTEGER, "board");
  if (number === undefined) {
    return failAt(board.line, (words) => words.missingElement("BOARD", "BOARD_NUMBER"));
  }
  const first = firstLines.get(number);
  if (first !== undefined) failAt(board.line, (words) => words.boardTwice(number, first));
  firstLines.set(number, board.line);
  return number;
}
