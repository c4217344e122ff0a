"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DrawProblem = void 0;
exports.readEventSettings = readEventSettings;
exports.nextRoundOf = nextRoundOf;
exports.planNextSwissRound = planNextSwissRound;
const teamsEvent_1 = require("../messages/teamsEvent");
const teamsEventLayout_1 = require("./teamsEventLayout");
const teamsRound_1 = require("./teamsRound");
const teamsEventErrors_1 = require("./teamsEventErrors");
Object.defineProperty(exports, "DrawProblem", { enumerable: true, get: function () { return teamsEventErrors_1.DrawProblem; } });
/** The settings block as the entries sheet holds it; undefined when it is not an event's. */
function readEventSettings(values) {
    var _a;
    const value = (row) => { var _a; return (_a = values[row]) === null || _a === void 0 ? void 0 : _a[1]; };
    const kindName = value(teamsEventLayout_1.SETTINGS_ROW.kind);
    const kind = (_a = teamsEvent_1.ALL_TEAMS_EVENT_LABELS.flatMap((labels) => Object.entries(labels.kindName).filter(([, name]) => name === kindName))[0]) === null || _a === void 0 ? void 0 : _a[0];
    const [entries, rounds, boardsPerMatch] = [
        teamsEventLayout_1.SETTINGS_ROW.entries,
        teamsEventLayout_1.SETTINGS_ROW.rounds,
        teamsEventLayout_1.SETTINGS_ROW.boards,
    ].map((row) => value(row));
    const scale = value(teamsEventLayout_1.SETTINGS_ROW.scale);
    const standingsSheet = value(teamsEventLayout_1.SETTINGS_ROW.standings);
    if (kind === undefined ||
        !isCount(entries) ||
        !isCount(rounds) ||
        !isCount(boardsPerMatch) ||
        typeof scale !== "string" ||
        typeof standingsSheet !== "string")
        return undefined;
    const roundSheets = Array.from({ length: rounds }, (_, i) => value(teamsEventLayout_1.SETTINGS_ROW.firstRound + i));
    if (!roundSheets.every((name) => typeof name === "string" && name !== ""))
        return undefined;
    return { kind, entries, rounds, boardsPerMatch, scale, standingsSheet, roundSheets };
}
function isCount(value) {
    return typeof value === "number" && Number.isInteger(value) && value > 0;
}
/** The round to draw: the first whose sheet is not in the workbook (round 1 is built with the event). */
function nextRoundOf(settings, existingSheets) {
    const taken = new Set(existingSheets.map((name) => name.toLocaleUpperCase()));
    const index = settings.roundSheets.findIndex((name) => !taken.has(name.toLocaleUpperCase()));
    return index === -1 ? settings.rounds + 1 : index + 1;
}
function planNextSwissRound(input) {
    const { event: settings } = input;
    if (settings.kind === "teams-rr")
        throw new teamsEventErrors_1.DrawProblem("notSwiss");
    const round = nextRoundOf(settings, input.existingSheets);
    if (round > settings.rounds)
        throw new teamsEventErrors_1.DrawProblem("allDrawn", { round: settings.rounds });
    const expected = settings.entries * (round - 1);
    if (input.resultsWithVps !== expected) {
        throw new teamsEventErrors_1.DrawProblem("roundUnfinished", {
            round: round - 1,
            found: typeof input.resultsWithVps === "number" ? input.resultsWithVps : 0,
            expected,
        });
    }
    const { matches, bye } = readDraw(input.draw, settings.entries, settings.standingsSheet);
    const name = settings.roundSheets[round - 1];
    const sheet = (0, teamsRound_1.planTeamsRound)({
        kind: settings.kind,
        name,
        round,
        entries: settings.entries,
        boardsPerMatch: settings.boardsPerMatch,
        scale: settings.scale,
        entriesSheet: input.entriesSheet,
        matches,
        bye,
        labels: (0, teamsEvent_1.teamsEventLabels)(input.language),
    });
    return { sheets: [sheet], names: [], activate: name };
}
/** The draw's rows: every entry once, at a table or on the bye; anything else is refused. */
function readDraw(rows, entries, sheet) {
    const unreadable = () => new teamsEventErrors_1.DrawProblem("drawUnreadable", { sheet });
    const seen = new Set();
    const entry = (cell) => {
        if (typeof cell !== "number" ||
            !Number.isInteger(cell) ||
            cell < 1 ||
            cell > entries ||
            seen.has(cell))
            throw unreadable();
        seen.add(cell);
        return cell;
    };
    const matches = [];
    let bye;
    for (const row of rows.slice(1)) {
        const [table, home, away] = row;
        if (typeof table === "number") {
            if (table !== matches.length + 1)
                throw unreadable();
            matches.push({ home: entry(home), away: entry(away) });
        }
        else if (typeof table === "string" && table !== "" && typeof home === "number") {
            if (bye !== undefined)
                throw unreadable();
            bye = entry(home);
        }
    }
    if (seen.size !== entries)
        throw unreadable();
    return { matches, bye };
}
