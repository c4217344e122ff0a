"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readForm = readForm;
exports.fillHowells = fillHowells;
exports.updateForm = updateForm;
exports.suggestRounds = suggestRounds;
const movements_1 = require("../core/movements");
const movements_2 = require("../core/movements");
const eventForm_1 = require("./eventForm");
const paneElements_1 = require("./paneElements");
const numberIn = (document, id) => Number((0, paneElements_1.findPaneElement)(document, id).value);
function readForm(document) {
    const event = (0, paneElements_1.findPaneElement)(document, "event").value;
    const kind = (0, paneElements_1.findPaneElement)(document, "movement").value;
    const movement = kind === "howell"
        ? { kind, id: (0, paneElements_1.findPaneElement)(document, "howell").value }
        : kind === "none"
            ? { kind, tables: numberIn(document, "tables"), boards: numberIn(document, "boards") }
            : {
                kind: "mitchell",
                tables: numberIn(document, "tables"),
                rounds: numberIn(document, "rounds"),
                boardsPerRound: numberIn(document, "boards-per-round"),
            };
    return {
        event,
        movement,
        matchBoards: numberIn(document, "boards"),
        firstBoard: numberIn(document, "first-board"),
        name: (0, paneElements_1.findPaneElement)(document, "session-name").value,
    };
}
/** Fills the Howell list (stored tables, by pairs) in the pane's language. */
function fillHowells(document, messages) {
    const select = (0, paneElements_1.findPaneElement)(document, "howell");
    const chosen = select.value;
    select.replaceChildren(...(0, movements_1.storedHowells)().map((howell) => {
        const option = document.createElement("option");
        option.value = howell.id;
        option.textContent = messages.howellOption(howell.pairs, howell.tables, howell.boards, howell.id.endsWith("Relay"));
        return option;
    }));
    if (chosen)
        select.value = chosen;
}
/** Shows the fields the event and movement use, and the summary line. */
function updateForm(document, messages) {
    const options = readForm(document);
    const kind = (0, paneElements_1.findPaneElement)(document, "event").value;
    const shown = new Set((0, eventForm_1.isTeamsEvent)(kind)
        ? (0, eventForm_1.eventFieldsShown)(document)
        : options.event === "teams"
            ? ["teams"]
            : ["pairs", options.movement.kind]);
    document.querySelectorAll("[data-shown-for]").forEach((element) => {
        var _a;
        const wanted = ((_a = element.dataset.shownFor) !== null && _a !== void 0 ? _a : "").split(" ");
        element.hidden = !wanted.some((key) => shown.has(key));
    });
    const rounds = (0, paneElements_1.findPaneElement)(document, "rounds");
    const tables = numberIn(document, "tables");
    if (Number.isInteger(tables) && tables >= 2)
        rounds.max = String((0, movements_2.mitchellMaxRounds)(tables));
    (0, paneElements_1.findPaneElement)(document, "summary").textContent = summaryOf(document, options, messages);
}
/** When the tables change, the rounds follow: every table's boards once (no revenge round). */
function suggestRounds(document) {
    const tables = numberIn(document, "tables");
    if (Number.isInteger(tables) && tables >= 2)
        (0, paneElements_1.findPaneElement)(document, "rounds").value = String((0, movements_2.mitchellUsualRounds)(tables));
}
function summaryOf(document, options, messages) {
    if ((0, eventForm_1.isTeamsEvent)(options.event)) {
        const number = (id) => Number((0, paneElements_1.findPaneElement)(document, id).value);
        return messages.eventSummary(options.event !== "teams-rr", number("entries"), number("event-rounds"), number("match-boards"));
    }
    if (options.event === "teams")
        return messages.teamsSummary(options.matchBoards);
    const movement = options.movement;
    if (movement.kind === "howell") {
        const howell = (0, movements_1.findStoredHowell)(movement.id);
        return howell ? messages.howellSummary(howell.pairs, howell.rounds.length, howell.boards) : "";
    }
    if (movement.kind === "none")
        return messages.noneSummary(movement.tables, movement.boards);
    const { tables, rounds, boardsPerRound } = movement;
    return messages.mitchellSummary(tables, tables * boardsPerRound, rounds * boardsPerRound);
}
