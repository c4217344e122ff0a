"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VpTableLineError = void 0;
exports.isTeamsEvent = isTeamsEvent;
exports.readVpTableText = readVpTableText;
exports.readEventForm = readEventForm;
exports.eventFieldsShown = eventFieldsShown;
const paneElements_1 = require("./paneElements");
const EVENT_KINDS = ["teams-rr", "swiss-teams", "swiss-pairs"];
function isTeamsEvent(kind) {
    return EVENT_KINDS.includes(kind);
}
/** A line of the pasted VP table that is not two numbers. */
class VpTableLineError extends Error {
    constructor(line, text) {
        super(`VP table line ${line}: ${text}`);
        this.line = line;
        this.text = text;
        this.name = "VpTableLineError";
    }
}
exports.VpTableLineError = VpTableLineError;
/**
 * The pasted table's rows: two numbers a line, separated by a tab, spaces or a semicolon (a
 * comma too when the line has no other separator); a decimal comma is read as a point. Blank
 * lines are skipped.
 * @example readVpTableText("0\t10\n1\t11") // [[0, 10], [1, 11]]
 */
function readVpTableText(text) {
    const rows = [];
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        if (line === "")
            return;
        let cells = line.split(/[\t; ]+/);
        if (cells.length === 1)
            cells = line.split(",");
        const numbers = cells.map((cell) => /^-?\d+([.,]\d+)?$/.test(cell) ? Number(cell.replace(",", ".")) : NaN);
        if (numbers.length !== 2 || numbers.some((n) => !Number.isFinite(n)))
            throw new VpTableLineError(index + 1, line);
        rows.push(numbers);
    });
    return rows;
}
function readEventForm(document) {
    const number = (id) => Number((0, paneElements_1.findPaneElement)(document, id).value);
    const kind = (0, paneElements_1.findPaneElement)(document, "event").value;
    const table = (0, paneElements_1.findPaneElement)(document, "vp-scale").value === "table";
    return {
        kind,
        entries: number("entries"),
        rounds: number("event-rounds"),
        boardsPerMatch: number("match-boards"),
        vpTable: table ? readVpTableText((0, paneElements_1.findPaneElement)(document, "vp-table").value) : undefined,
        names: (0, paneElements_1.findPaneElement)(document, "entry-names").value.split(/\r?\n/),
        name: (0, paneElements_1.findPaneElement)(document, "session-name").value,
    };
}
/** The form's fields for the event's kind: rounds for a Swiss, the table for a pasted scale. */
function eventFieldsShown(document) {
    const kind = (0, paneElements_1.findPaneElement)(document, "event").value;
    const shown = ["event", kind === "teams-rr" ? "roundrobin" : "swiss"];
    if ((0, paneElements_1.findPaneElement)(document, "vp-scale").value === "table")
        shown.push("vptable");
    return shown;
}
