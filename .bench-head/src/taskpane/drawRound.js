"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planDraw = planDraw;
const teamsEvent_1 = require("../messages/teamsEvent");
const teamsEventLayout_1 = require("../session/teamsEventLayout");
const teamsNextRound_1 = require("../session/teamsNextRound");
/** Sheets named as a Swiss event's entries sheet, in either language, whose settings say so. */
async function findSwissEvents(context, state) {
    const suffixes = teamsEvent_1.ALL_TEAMS_EVENT_LABELS.flatMap((labels) => [
        labels.entriesSheet("swiss-teams"),
        labels.entriesSheet("swiss-pairs"),
    ]);
    const candidates = state.sheets
        .filter((name) => suffixes.some((suffix) => name.endsWith(suffix)))
        .map((name) => {
        const range = context.workbook.worksheets.getItem(name).getRange(teamsEventLayout_1.SETTINGS_ADDRESS);
        range.load("values");
        return { name, range };
    });
    if (candidates.length === 0)
        return [];
    await context.sync();
    return candidates.flatMap(({ name, range }) => {
        const setup = (0, teamsNextRound_1.readEventSettings)(range.values);
        return setup && setup.kind !== "teams-rr" ? [{ entriesSheet: name, setup }] : [];
    });
}
/** The event to draw: the only one with a round left, or the one the active sheet belongs to. */
async function chooseEvent(context, state, events) {
    const first = events[0];
    if (first === undefined)
        throw new teamsNextRound_1.DrawProblem("noEvent");
    const pending = events.filter((event) => (0, teamsNextRound_1.nextRoundOf)(event.setup, state.sheets) <= event.setup.rounds);
    if (pending.length === 0)
        throw new teamsNextRound_1.DrawProblem("allDrawn", { round: first.setup.rounds });
    if (pending.length === 1)
        return pending[0];
    const active = context.workbook.worksheets.getActiveWorksheet();
    active.load("name");
    await context.sync();
    const chosen = pending.find(({ entriesSheet, setup }) => [entriesSheet, setup.standingsSheet, ...setup.roundSheets].includes(active.name));
    if (!chosen)
        throw new teamsNextRound_1.DrawProblem("several", { events: pending.map((event) => event.entriesSheet) });
    return chosen;
}
/** Reads the workbook and plans the next round's sheet; a DrawProblem says why it cannot. */
async function planDraw(context, state, language) {
    var _a;
    const event = await chooseEvent(context, state, await findSwissEvents(context, state));
    const { setup } = event;
    const standings = context.workbook.worksheets.getItem(setup.standingsSheet);
    const draw = standings.getRange((0, teamsEventLayout_1.drawAddress)(setup.entries));
    const count = standings.getRange(teamsEventLayout_1.RESULTS_COUNT_CELL);
    draw.load("values");
    count.load("values");
    await context.sync();
    return (0, teamsNextRound_1.planNextSwissRound)({
        entriesSheet: event.entriesSheet,
        event: setup,
        draw: draw.values,
        resultsWithVps: (_a = count.values[0]) === null || _a === void 0 ? void 0 : _a[0],
        existingSheets: state.sheets,
        language,
    });
}
