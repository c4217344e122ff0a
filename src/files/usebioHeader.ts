import type { Contact, EventHeader } from "./session";
import { fieldText, numberField } from "./usebioValues";
import { withoutBlanks } from "./values";
import type { XmlElement } from "./xml";
import { childElements, textOf } from "./xml";

/**
 * USEBIO's event header: the fields with a name in EventHeader, under their 1.2 element names
 * or 1.3's (EVENT_ID, EVENT_RATING); every other leaf element of EVENT kept in otherFields.
 */

/** Element names of EventHeader's text fields, 1.2's first. */
const TEXT_FIELDS: ReadonlyArray<readonly [keyof EventHeader, readonly string[]]> = [
  ["identifier", ["EVENT_IDENTIFIER", "EVENT_ID"]],
  ["description", ["EVENT_DESCRIPTION"]],
  ["programName", ["PROGRAM_NAME"]],
  ["programVersion", ["PROGRAM_VERSION"]],
  ["title", ["TITLE"]],
  ["masterPointScale", ["MASTER_POINT_SCALE", "EVENT_RATING"]],
];
const NUMBER_FIELDS: ReadonlyArray<readonly [keyof EventHeader, string]> = [
  ["winnerType", "WINNER_TYPE"],
  ["sessionCount", "SESSION_COUNT"],
  ["sectionCount", "SECTION_COUNT"],
];
const CONTACT_FIELDS: ReadonlyArray<readonly [keyof Contact, string]> = [
  ["fullName", "FULL_NAME"],
  ["scorer", "SCORER"],
  ["telephone", "TELEPHONE"],
  ["email", "EMAIL"],
];

/** Header elements that have a field, and the event's parts that are not header fields. */
const NOT_OTHER = new Set([
  ...TEXT_FIELDS.flatMap(([, names]) => names),
  ...NUMBER_FIELDS.map(([, name]) => name),
  "DATE",
  "CONTACT",
  "EVENT_TYPE",
]);

/** "11/07/2022" (1.2's dd/mm/yyyy) or "2022-07-11" (1.3) -> "2022-07-11"; else as written. */
export function isoDate(text: string): string {
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (european) {
    const [, day, month, year] = european as unknown as [string, string, string, string];
    return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  }
  return text;
}

function isLeaf(element: XmlElement): boolean {
  return element.children.every((child) => typeof child === "string");
}

export function readEventHeader(event: XmlElement): EventHeader {
  const header: Record<string, unknown> = {};
  for (const [key, names] of TEXT_FIELDS) {
    header[key] = names.map((name) => fieldText(event, name)).find((text) => text !== undefined);
  }
  for (const [key, name] of NUMBER_FIELDS) header[key] = numberField(event, name);
  const date = fieldText(event, "DATE");
  if (date) header.date = isoDate(date);
  const contact = childElements(event, "CONTACT")[0];
  if (contact) {
    const fields = Object.fromEntries(
      CONTACT_FIELDS.map(([key, name]) => [key, fieldText(contact, name)])
    );
    const read = withoutBlanks(fields);
    if (Object.keys(read).length > 0) header.contact = read;
  }
  const otherFields = event.children
    .filter((child): child is XmlElement => typeof child !== "string")
    .filter((child) => isLeaf(child) && !NOT_OTHER.has(child.name))
    .map((child) => [child.name, textOf(child)] as const);
  return { ...withoutBlanks(header), otherFields };
}
