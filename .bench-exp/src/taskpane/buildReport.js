"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProtectedWorkbook = void 0;
exports.showBuildReport = showBuildReport;
exports.reportLines = reportLines;
exports.problemLines = problemLines;
/*
 * What the pane says after a build: what was written (the sheets, the names added or left
 * alone), or why nothing was: a form field out of bounds, a teams event's draw that cannot be
 * made, a protected workbook, or the writer's failure with what it left behind.
 */
const errors_1 = require("../core/errors");
const planSession_1 = require("../session/planSession");
const teamsEventErrors_1 = require("../session/teamsEventErrors");
const eventForm_1 = require("./eventForm");
const sessionForm_1 = require("./sessionForm");
const writePlan_1 = require("./writePlan");
/** Shows the report (`problem`: in the error colour) and moves the focus to it, for screen readers. */
function showBuildReport(report, lines, problem) {
    report.replaceChildren(...lines.map((line) => {
        const paragraph = report.ownerDocument.createElement("p");
        paragraph.textContent = line;
        return paragraph;
    }));
    report.classList.toggle("problem", problem);
    report.hidden = false;
    report.focus();
}
/** What the pane says of a build that wrote: the sheets built, the names added or left alone. */
function reportLines(report, messages) {
    var _a, _b;
    const lines = [];
    if (report.sheets && report.sheets.length > 0)
        lines.push(messages.built(report.sheets));
    const added = (_a = report.namesAdded) !== null && _a !== void 0 ? _a : [];
    const taken = (_b = report.namesTaken) !== null && _b !== void 0 ? _b : [];
    // A next round plans no names: nothing to say about them.
    if (added.length > 0)
        lines.push(messages.namesAdded(added));
    else if (taken.length > 0 || !report.sheets || report.sheets.length === 0)
        lines.push(messages.noNamesAdded);
    if (report.namesTaken && report.namesTaken.length > 0)
        lines.push(messages.namesTaken(report.namesTaken));
    if (report.unknownNames && report.unknownNames.length > 0)
        lines.push(messages.unknownNames(report.unknownNames.map((cell) => `'${cell.sheet}'!${cell.address}`)));
    return lines;
}
/** A workbook whose structure is protected: no sheet can be added. */
class ProtectedWorkbook extends Error {
}
exports.ProtectedWorkbook = ProtectedWorkbook;
/** Why a teams event or its next round could not be planned; undefined for other errors. */
function eventProblemLines(error, messages, language) {
    var _a;
    if (error instanceof teamsEventErrors_1.EventOptionError) {
        const { min } = teamsEventErrors_1.EVENT_LIMITS[error.field];
        return [messages.outOfBounds((_a = messages.fieldNames[error.field]) !== null && _a !== void 0 ? _a : error.field, min, error.max)];
    }
    if (error instanceof eventForm_1.VpTableLineError)
        return [messages.vpTableLine(error.line, error.text)];
    if (error instanceof errors_1.BridgeInputError)
        return [error.messageIn(language)];
    if (!(error instanceof teamsEventErrors_1.DrawProblem))
        return undefined;
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
/** What the pane says when a build fails, in its language; `document` holds the form read. */
function problemLines(error, messages, language, document) {
    var _a;
    const eventLines = eventProblemLines(error, messages, language);
    if (eventLines)
        return eventLines;
    if (error instanceof planSession_1.SessionOptionError) {
        if (error.field === "howell")
            return [messages.unknownHowell];
        const field = error.field;
        const form = (0, sessionForm_1.readForm)(document);
        const max = field === "rounds" && form.movement.kind === "mitchell"
            ? Math.min(form.movement.tables, planSession_1.LIMITS.rounds.max)
            : planSession_1.LIMITS[field].max;
        return [messages.outOfBounds((_a = messages.fieldNames[field]) !== null && _a !== void 0 ? _a : field, planSession_1.LIMITS[field].min, max)];
    }
    if (error instanceof ProtectedWorkbook ||
        (error instanceof writePlan_1.WriteFailure && (0, writePlan_1.errorCode)(error.cause) === "AccessDenied"))
        return [messages.protectedWorkbook];
    if (error instanceof writePlan_1.WriteFailure) {
        const lines = [messages.failed((0, writePlan_1.describeError)(error.cause))];
        if (error.leftBehind.length > 0)
            lines.push(messages.leftBehind(error.leftBehind));
        return lines;
    }
    return [messages.failed((0, writePlan_1.describeError)(error))];
}
