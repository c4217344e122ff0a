"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isoDate = isoDate;
exports.readEventHeader = readEventHeader;
const usebioValues_1 = require("./usebioValues");
const values_1 = require("./values");
const xml_1 = require("./xml");
/**
 * USEBIO's event header: the fields with a name in EventHeader, under their 1.2 element names
 * or 1.3's (EVENT_ID, EVENT_RATING); every other leaf element of EVENT kept in otherFields.
 */
/** Element names of EventHeader's text fields, 1.2's first. */
const TEXT_FIELDS = [
    ["identifier", ["EVENT_IDENTIFIER", "EVENT_ID"]],
    ["description", ["EVENT_DESCRIPTION"]],
    ["programName", ["PROGRAM_NAME"]],
    ["programVersion", ["PROGRAM_VERSION"]],
    ["title", ["TITLE"]],
    ["masterPointScale", ["MASTER_POINT_SCALE", "EVENT_RATING"]],
];
const NUMBER_FIELDS = [
    ["winnerType", "WINNER_TYPE"],
    ["sessionCount", "SESSION_COUNT"],
    ["sectionCount", "SECTION_COUNT"],
];
const CONTACT_FIELDS = [
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
function isoDate(text) {
    const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
    if (european) {
        const [, day, month, year] = european;
        return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
    }
    return text;
}
function isLeaf(element) {
    return element.children.every((child) => typeof child === "string");
}
function readEventHeader(event) {
    const header = {};
    for (const [key, names] of TEXT_FIELDS) {
        header[key] = names.map((name) => (0, usebioValues_1.fieldText)(event, name)).find((text) => text !== undefined);
    }
    for (const [key, name] of NUMBER_FIELDS)
        header[key] = (0, usebioValues_1.numberField)(event, name);
    const date = (0, usebioValues_1.fieldText)(event, "DATE");
    if (date)
        header.date = isoDate(date);
    const contact = (0, xml_1.childElements)(event, "CONTACT")[0];
    if (contact) {
        const fields = Object.fromEntries(CONTACT_FIELDS.map(([key, name]) => [key, (0, usebioValues_1.fieldText)(contact, name)]));
        const read = (0, values_1.withoutBlanks)(fields);
        if (Object.keys(read).length > 0)
            header.contact = read;
    }
    const otherFields = event.children
        .filter((child) => typeof child !== "string")
        .filter((child) => isLeaf(child) && !NOT_OTHER.has(child.name))
        .map((child) => [child.name, (0, xml_1.textOf)(child)]);
    return { ...(0, values_1.withoutBlanks)(header), otherFields };
}
