"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readChosenResultsFile = readChosenResultsFile;
exports.readResultsFile = readResultsFile;
exports.chooseResultsEvent = chooseResultsEvent;
exports.describeResultsFile = describeResultsFile;
exports.planResultsFileOf = planResultsFileOf;
exports.earlierResultsSheet = earlierResultsSheet;
exports.rereadIntoSheet = rereadIntoSheet;
/*
 * A results file chosen in the pane, read into the session it holds and our ranking of it
 * compared with the file's: USEBIO XML (one session across the field, or one per section when the
 * file ranked its sections each on its own: src/files/usebioSections.ts), PBN with results
 * ([ScoreTable] and [TotalScoreTable], or one game per table), decoded from its bytes, or a
 * Bridgemate database. A PBN file of several events lists them, a Bridgemate database of several
 * sections lists those, and the one chosen is read as the session. Reading never writes: the pane
 * shows what will be built, every difference and every problem of the file, and builds only when
 * asked. The pane loads this module as its own chunk (./resultsChunk.ts) when a results file is
 * first chosen; the Bridgemate reader is a chunk of its own (./bridgemateChunk.ts), loaded only
 * when a .bws is chosen.
 */
const errors_1 = require("../core/errors");
const fileError_1 = require("../files/fileError");
const files_1 = require("../files");
const usebioRead_1 = require("../files/usebioRead");
const resultsFile_1 = require("../messages/resultsFile");
const pbnFile_1 = require("../messages/pbnFile");
const bridgemateChunk_1 = require("./bridgemateChunk");
const resultsFileRead_1 = require("./resultsFileRead");
const resultsFile_2 = require("../session/resultsFile");
const resultsReread_1 = require("../session/resultsReread");
const bridgemate_1 = require("../messages/bridgemate");
const writePlan_1 = require("./writePlan");
const handRecordFile_1 = require("./handRecordFile");
/**
 * The chosen file read by its reader: a Bridgemate database by its chunk, USEBIO or PBN by
 * readResultsFile.
 */
async function readChosenResultsFile(name, bytes, language) {
    if ((0, bridgemateChunk_1.isBridgemateFile)(name, bytes))
        return (await (0, bridgemateChunk_1.loadBridgemate)()).readBridgemateResults(name, bytes, language);
    return readResultsFile(name, bytes, language);
}
/** The PBN event `index` of the file as a session, or why it is none. */
function pbnEventChosen(name, pbn, index, language) {
    const event = pbn.events[index];
    try {
        const { session, scoringGiven } = (0, files_1.readPbnSession)(event);
        const events = { ...pbn, chosen: index, scoringGiven };
        return { name, session, parts: [(0, resultsFileRead_1.checkSession)(session, language)], pbn: events };
    }
    catch (error) {
        if (!(error instanceof files_1.FileFormatError))
            throw error;
        return { name, pbn: { ...pbn, chosen: index, scoringGiven: false }, error };
    }
}
/** The first event with results, else the first. */
function firstWithResults(events) {
    const index = events.findIndex((event) => event.boards.some((board) => { var _a, _b; return ((_b = (_a = board.results) === null || _a === void 0 ? void 0 : _a.length) !== null && _b !== void 0 ? _b : 0) > 0; }));
    return Math.max(0, index);
}
/**
 * The file's session and our check of it; throws the reader's FileFormatError for a bad file. A
 * line the core refuses is named as the Ranking sheet's RANKING names it ("row 3", "ligne 3").
 */
function readResultsFile(name, bytes, language) {
    const { text, encoding } = (0, files_1.decodeFileText)(bytes);
    if ((0, handRecordFile_1.isXml)(name, text)) {
        const event = (0, usebioRead_1.readUsebioEvent)(text);
        const sessions = event.sections.length > 1 && event.scoredBy === "section" ? event.sections : [event.session];
        return {
            name,
            session: event.session,
            parts: sessions.map((session) => (0, resultsFileRead_1.checkSession)(session, language)),
        };
    }
    const { events } = (0, files_1.readPbn)(text);
    if (events.length === 0)
        return (0, fileError_1.failAt)(1, (words) => words.pbnNoResults);
    return pbnEventChosen(name, { events, encoding }, firstWithResults(events), language);
}
/** The same file with another of its PBN events, or of its Bridgemate sections, chosen. */
function chooseResultsEvent(file, index, language) {
    if (file.pbn)
        return pbnEventChosen(file.name, file.pbn, index, language);
    const sections = "session" in file ? file.sections : undefined;
    const chosen = sections === null || sections === void 0 ? void 0 : sections[index];
    return chosen ? { ...chosen.file, sections, section: index } : file;
}
/** A reader's error in the pane's language (FileFormatError, BridgeInputError, a Bridgemate file's). */
function messageOf(error, language) {
    if (error instanceof files_1.FileFormatError)
        return error.messageIn(language);
    if (error instanceof errors_1.BridgeInputError)
        return error.messageIn(language);
    const inLanguage = error === null || error === void 0 ? void 0 : error.messageIn;
    if (error instanceof Error && typeof inLanguage === "function")
        return String(inLanguage.call(error, language));
    return error instanceof Error ? error.message : String(error);
}
/** A PBN file's list of events, its encoding, and what its chosen event lacks. */
function pbnParts(pbn, language) {
    var _a, _b;
    if (!pbn)
        return { lines: [], notes: [] };
    const words = (0, pbnFile_1.pbnFileMessages)(language);
    const event = pbn.events[pbn.chosen];
    const options = pbn.events.map((each) => (0, handRecordFile_1.eventLabel)(each, language));
    const several = pbn.events.length > 1;
    const notes = ((_a = event === null || event === void 0 ? void 0 : event.notes) !== null && _a !== void 0 ? _a : []).map(words.note);
    return {
        ...(several ? { choices: { label: words.eventChoice, options, chosen: pbn.chosen } } : {}),
        lines: [
            ...(pbn.encoding === "utf-8" ? [] : [words.readAs(pbn.encoding)]),
            ...(several ? [words.severalEvents(pbn.events.length, (_b = options[pbn.chosen]) !== null && _b !== void 0 ? _b : "")] : []),
        ],
        notes: notes.length > 0 ? [words.notes(notes.length), ...notes] : [],
    };
}
/** Whether the file published a ranking at all (a Bridgemate database holds none). */
const publishesRanking = (session) => session.pairs.some((pair) => pair.place !== undefined || pair.totalScore !== undefined || pair.percentage !== undefined);
/** A Bridgemate database's list of sections, when it has several. */
function sectionChoices(file, messages) {
    var _a, _b;
    const sections = (_a = file.sections) !== null && _a !== void 0 ? _a : [];
    if (sections.length < 2)
        return undefined;
    const options = sections.map((section) => section.label);
    return { label: messages.resultsSection, options, chosen: (_b = file.section) !== null && _b !== void 0 ? _b : 0 };
}
/** What the pane says of a file read, or of the reason it could not be. */
function describeResultsFile(read, messages, language, date) {
    var _a, _b;
    const pbn = pbnParts("pbn" in read ? read.pbn : undefined, language);
    const choices = (_a = pbn.choices) !== null && _a !== void 0 ? _a : ("session" in read ? sectionChoices(read, messages) : undefined);
    if ("error" in read) {
        const message = messageOf(read.error, language);
        const line = "pbn" in read
            ? (0, pbnFile_1.pbnFileMessages)(language).noResultsEvent(read.name, message)
            : messages.handFileBad(read.name, message);
        return {
            lines: [line, ...pbn.lines],
            differences: pbn.notes,
            ...(choices ? { choices } : {}),
            problem: true,
        };
    }
    const words = (0, resultsFile_1.resultsFileMessages)(language);
    const { session, parts } = read;
    const counts = {
        pairs: session.pairs.length,
        boards: session.boards.length,
        lines: session.boards.reduce((sum, board) => sum + board.lines.length, 0),
        handRecords: session.handRecords.length,
    };
    const planned = planResultsFileOf(read, language, [], date).sheets.map((sheet) => sheet.name);
    const sections = new Set(session.pairs.map((pair) => pair.section).filter(Boolean)).size;
    const lines = [words.read(read.name, session.scoring, counts), ...pbn.lines];
    if (read.pbn && !read.pbn.scoringGiven)
        lines.push((0, pbnFile_1.pbnFileMessages)(language).scoringAssumed);
    if (sections > 1)
        lines.push(words.sections(sections, parts.length === 1));
    lines.push(words.willBuild(planned));
    if (read.seatings && planned[0] !== undefined)
        lines.push(bridgemate_1.BRIDGEMATE_TEXTS[language].willAddIfBuilt(planned[0]));
    const problems = (_b = read.problems) !== null && _b !== void 0 ? _b : [];
    if (problems.length > 0)
        lines.push(words.fileProblems(problems.length));
    const differences = [...problems];
    for (const { session: part, check } of parts) {
        const section = parts.length > 1 ? part.section : undefined;
        const named = (text) => (section === undefined ? text : words.inSection(section, text));
        if ("error" in check) {
            lines.push(named(words.rankingFailed(messageOf(check.error, language))));
            continue;
        }
        const lineDifferences = check.lineDifferences.map((one) => words.lineDifference(one.board, one.ns, one.ew, one.published, one.ours));
        // A file may publish each line's score but no ranking (a PBN ScoreTable without totals).
        if (!publishesRanking(part))
            lines.push(named(words.noPublishedRanking(check.ranked.length)));
        else {
            lines.push(...check.notes.map((note) => named(words.note(note))));
            const found = check.differences.map((one) => words.difference(one.pair, one.what, one.published, one.ours));
            if (found.length === 0)
                lines.push(named(words.agrees(check.pairs)));
            else
                lines.push(named(words.differs(found.length)));
            differences.push(...found.map(named));
        }
        if (lineDifferences.length > 0)
            differences.push(named(words.linesDiffer(lineDifferences.length)), ...lineDifferences.map(named));
    }
    return {
        lines,
        differences: [...differences, ...pbn.notes],
        ...(choices ? { choices } : {}),
        problem: false,
    };
}
/** The session's sheets, on names free in the workbook. */
function planResultsFileOf(file, language, existingSheets, date) {
    // One section after another, each on names the ones before left free; the first is shown.
    const plans = [];
    let taken = [...existingSheets];
    for (const { session } of file.parts) {
        const seatings = file.parts.length === 1 ? file.seatings : undefined;
        const plan = (0, resultsFile_2.planResultsFile)({
            session,
            language,
            existingSheets: taken,
            date,
            ...(seatings ? { seatings } : {}),
        });
        plans.push(plan);
        taken = [...taken, ...plan.sheets.map((sheet) => sheet.name)];
    }
    const [first] = plans;
    if (!first || plans.length === 1)
        return first !== null && first !== void 0 ? first : { sheets: [], names: [], activate: "" };
    return { ...first, sheets: plans.flatMap((plan) => plan.sheets) };
}
/**
 * The Results sheet an earlier read of this file built, when the workbook has it: a file with its
 * movement (a Bridgemate's) whose first sheet name is taken by a sheet whose header row is
 * Results' own. Undefined otherwise: the file is built as new sheets.
 */
async function earlierResultsSheet(context, file, language, sheets, date) {
    var _a;
    if (!file.seatings)
        return undefined;
    const results = planResultsFileOf(file, language, [], date).sheets[0];
    if (!results || !sheets.includes(results.name))
        return undefined;
    const header = results.blocks[0];
    const used = context.workbook.worksheets.getItem(results.name).getUsedRangeOrNullObject(true);
    used.load("values");
    await context.sync();
    if (used.isNullObject || !header || !("values" in header))
        return undefined;
    const [first, ...rows] = used.values;
    const expected = ((_a = header.values[0]) !== null && _a !== void 0 ? _a : []).slice(0, 9).map(String);
    const found = (first !== null && first !== void 0 ? first : []).slice(0, 9).map(String);
    return expected.join("|") === found.join("|") ? { name: results.name, rows } : undefined;
}
/**
 * Fills the Results sheet's blank rows with the file's lines they lack, only cells still empty
 * (the writer checks), and says what it added, what it left alone and where sheet and file
 * disagree.
 */
async function rereadIntoSheet(context, file, sheet, language) {
    const reread = (0, resultsReread_1.rereadResults)(sheet.rows, (0, resultsFile_2.resultLinesOfSession)(file.session));
    const report = reread.fills.length > 0
        ? await (0, writePlan_1.fillEmptyCells)(context, sheet.name, reread.fills.map((fill) => ({ address: fill.address, values: [fill.values] })))
        : { filled: [], taken: [] };
    const words = bridgemate_1.BRIDGEMATE_TEXTS[language];
    const lines = [words.added(sheet.name, report.filled.length, reread.unchanged)];
    const items = [];
    if (report.taken.length > 0)
        lines.push(words.typedSince(report.taken.length));
    if (reread.disagreements.length > 0) {
        lines.push(words.disagree(reread.disagreements.length));
        items.push(...reread.disagreements.map((d) => words.disagreement(d.board, d.ns, d.ew, d.sheet, d.file)));
    }
    if (reread.unplaced.length > 0) {
        lines.push(words.unplaced(reread.unplaced.length));
        items.push(...reread.unplaced.map((line) => { var _a, _b; return words.unplacedLine(line.board, String((_a = line.ns) !== null && _a !== void 0 ? _a : ""), String((_b = line.ew) !== null && _b !== void 0 ? _b : "")); }));
    }
    return { lines, items };
}
