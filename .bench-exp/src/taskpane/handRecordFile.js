"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isXml = isXml;
exports.readHandRecordFile = readHandRecordFile;
exports.chooseHandRecordEvent = chooseHandRecordEvent;
exports.eventLabel = eventLabel;
exports.describeHandRecordFile = describeHandRecordFile;
exports.planHandRecordFile = planHandRecordFile;
const files_1 = require("../files");
const fileText_1 = require("../files/fileText");
const pbnFile_1 = require("../messages/pbnFile");
const handRecords_1 = require("../session/handRecords");
/** A USEBIO file is XML: by its name, or by its first character when the name does not say. */
function isXml(name, text) {
    return /\.xml$/i.test(name) || (!/\.pbn$/i.test(name) && text.trimStart().startsWith("<"));
}
/** The event's boards with a full deal, and its disagreements with Law 2 for them. */
function eventChosen(file, index) {
    var _a, _b;
    const event = file.events[index];
    const boards = ((_a = event === null || event === void 0 ? void 0 : event.boards) !== null && _a !== void 0 ? _a : []).filter((board) => board.deal);
    const numbers = new Set(boards.map((board) => board.board));
    const disagreements = ((_b = event === null || event === void 0 ? void 0 : event.disagreements) !== null && _b !== void 0 ? _b : []).filter((found) => numbers.has(found.board));
    return { ...file, boards, disagreements, chosen: index };
}
/** The first event with a full deal, else the first. */
function firstWithDeals(events) {
    return Math.max(0, events.findIndex((event) => event.boards.some((board) => board.deal)));
}
/** The file's boards; throws the reader's FileFormatError for a malformed file. */
function readHandRecordFile(name, bytes) {
    const { text, encoding } = (0, fileText_1.decodeFileText)(bytes);
    if (isXml(name, text)) {
        const boards = (0, files_1.readUsebioHandRecords)(text);
        return { name, boards, disagreements: [], events: [], chosen: 0, encoding };
    }
    const { events } = (0, files_1.readPbn)(text);
    return eventChosen({ name, events, chosen: 0, encoding }, firstWithDeals(events));
}
/** The same file with another of its events chosen. */
function chooseHandRecordEvent(file, index) {
    return eventChosen(file, index);
}
/** An event as the list of a file's events shows it. */
function eventLabel(event, language) {
    const lines = event.boards.reduce((sum, board) => { var _a, _b; return sum + ((_b = (_a = board.results) === null || _a === void 0 ? void 0 : _a.length) !== null && _b !== void 0 ? _b : 0); }, 0);
    return (0, pbnFile_1.pbnFileMessages)(language).eventOption(event.name, event.set, event.boards.length, lines);
}
/** What the pane says of a file read, or of the reason it could not be. */
function describeHandRecordFile(read, messages, language) {
    var _a, _b, _c;
    if ("error" in read) {
        const { error } = read;
        const message = error instanceof files_1.FileFormatError
            ? error.messageIn(language)
            : error instanceof Error
                ? error.message
                : String(error);
        return { lines: [messages.handFileBad(read.name, message)], problem: true };
    }
    const words = (0, pbnFile_1.pbnFileMessages)(language);
    const event = read.events[read.chosen];
    const choices = read.events.length > 1
        ? {
            label: words.eventChoice,
            options: read.events.map((each) => eventLabel(each, language)),
            chosen: read.chosen,
        }
        : undefined;
    const notes = ((_a = event === null || event === void 0 ? void 0 : event.notes) !== null && _a !== void 0 ? _a : []).map(words.note);
    const listed = notes.length > 0 ? { differences: [words.notes(notes.length), ...notes] } : {};
    const encoding = read.encoding === "utf-8" ? [] : [words.readAs(read.encoding)];
    if (read.boards.length === 0) {
        const empty = ((_b = event === null || event === void 0 ? void 0 : event.boards.length) !== null && _b !== void 0 ? _b : 0) > 0
            ? words.noFullDeal(read.name)
            : messages.handFileEmpty(read.name);
        return {
            lines: [empty, ...encoding],
            ...listed,
            ...(choices ? { choices } : {}),
            problem: true,
        };
    }
    const withTricks = read.boards.filter((board) => { var _a; return (_a = board.doubleDummyTricks) !== null && _a !== void 0 ? _a : board.optimumResultTable; }).length;
    const lines = [messages.handFileRead(read.name, read.boards.length, withTricks), ...encoding];
    if (choices)
        lines.push(words.severalEvents(read.events.length, (_c = choices.options[read.chosen]) !== null && _c !== void 0 ? _c : ""));
    if (read.disagreements.length > 0)
        lines.push(messages.handFileLawTwo(read.disagreements.map((found) => found.board)));
    return { lines, ...listed, ...(choices ? { choices } : {}), problem: false };
}
/** The Hand records sheet of a file read, on a name free in the workbook. */
function planHandRecordFile(file, language, existingSheets) {
    const { boards, disagreements } = file;
    return (0, handRecords_1.planHandRecords)({ boards, disagreements, language, existingSheets });
}
