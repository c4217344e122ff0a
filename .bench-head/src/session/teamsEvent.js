"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EventOptionError = exports.EVENT_LIMITS = void 0;
exports.planTeamsEvent = planTeamsEvent;
/*
 * planTeamsEvent: the sheets of a new teams event from the pane's form: a round robin (every
 * round from Berger's tables), Swiss teams or Swiss pairs (round 1 drawn; each later round by the
 * pane's Draw button, planNextSwissRound in ./teamsNextRound.ts). The entries sheet holds the
 * entries, the played-matches table (a row per entry per planned round, each round's rows read
 * from its sheet: rounds not drawn yet read as blank, so a new round's sheet joins the table
 * without any sheet being written again) and the event's settings; the standings sheet ranks
 * with BRIDGE.STANDINGS and, for a Swiss, shows the next round's BRIDGE.SWISSDRAW.
 */
const teams_1 = require("../core/teams");
const teamsEvent_1 = require("../messages/teamsEvent");
const a1_1 = require("./a1");
const sheetNames_1 = require("./sheetNames");
const teamsEventLayout_1 = require("./teamsEventLayout");
const teamsRound_1 = require("./teamsRound");
const workbookNames_1 = require("./workbookNames");
const teamsEventErrors_1 = require("./teamsEventErrors");
Object.defineProperty(exports, "EVENT_LIMITS", { enumerable: true, get: function () { return teamsEventErrors_1.EVENT_LIMITS; } });
Object.defineProperty(exports, "EventOptionError", { enumerable: true, get: function () { return teamsEventErrors_1.EventOptionError; } });
function checkWhole(field, value, max) {
    const limit = teamsEventErrors_1.EVENT_LIMITS[field];
    if (!Number.isInteger(value) || value < limit.min || value > (max !== null && max !== void 0 ? max : limit.max)) {
        throw new teamsEventErrors_1.EventOptionError(field, value, max !== null && max !== void 0 ? max : limit.max);
    }
    return value;
}
/** The VPs both sides get for a drawn match: a bye's award until the scorer types another. */
function drawVps(vpTable) {
    return vpTable === undefined ? 10 : (0, teams_1.parseVictoryPointTable)(vpTable, "VP table").total / 2;
}
function planTeamsEvent(options) {
    var _a, _b;
    const { kind } = options;
    const entries = kind === "teams-rr"
        ? checkWhole("roundRobinEntries", options.entries)
        : checkWhole("entries", options.entries);
    const boards = checkWhole("boardsPerMatch", options.boardsPerMatch);
    const schedule = kind === "teams-rr" ? (0, teams_1.scheduleRoundRobin)(entries) : undefined;
    const rounds = schedule
        ? schedule.length
        : checkWhole("rounds", options.rounds, Math.min(teamsEventErrors_1.EVENT_LIMITS.rounds.max, entries - 1 + (entries % 2)));
    const byeVps = drawVps(options.vpTable);
    const labels = (0, teamsEvent_1.teamsEventLabels)(options.language);
    const typed = options.name.trim();
    const base = typed === "" ? `${labels.defaultName[kind]} ${options.date}` : typed;
    const roundSuffixes = Array.from({ length: rounds }, (_, i) => labels.roundSheet(i + 1));
    const [entriesSheet, standingsSheet, ...roundSheets] = (0, sheetNames_1.freeSheetNames)(base, [labels.entriesSheet(kind), labels.standingsSheet, ...roundSuffixes], options.existingSheets);
    const scale = options.vpTable === undefined ? "WBF" : (0, teamsEventLayout_1.vpTableAddress)(options.vpTable.length);
    const roundOf = (round, matches, bye) => (0, teamsRound_1.planTeamsRound)({
        kind,
        name: roundSheets[round - 1],
        round,
        entries,
        boardsPerMatch: boards,
        scale,
        entriesSheet,
        matches,
        bye,
        labels,
    });
    const built = schedule
        ? schedule.map((round) => roundOf(round.round, round.matches, round.bye))
        : [firstSwissRound(entries, roundOf)];
    const event = {
        kind,
        entries,
        rounds,
        boards,
        scale,
        byeVps,
        entriesSheet,
        standingsSheet,
        roundSheets,
        builtRounds: built.length,
    };
    return {
        sheets: [planEntriesSheet(event, options, labels), planStandingsSheet(event, labels), ...built],
        names: (0, workbookNames_1.cardNames)(),
        activate: (_b = (_a = built[0]) === null || _a === void 0 ? void 0 : _a.name) !== null && _b !== void 0 ? _b : standingsSheet,
    };
}
/** Round 1 of a Swiss: what BRIDGE.SWISSDRAW gives for the entries alone (1-2, 3-4, ...). */
function firstSwissRound(entries, roundOf) {
    const draw = (0, teams_1.drawSwissRound)([], {
        entries: Array.from({ length: entries }, (_, i) => String(i + 1)),
    });
    return roundOf(1, draw.tables.map((table) => ({ home: Number(table.home), away: Number(table.away) })), draw.bye === undefined ? undefined : Number(draw.bye));
}
function planEntriesSheet(event, options, labels) {
    const { entries, rounds, kind } = event;
    const names = Array.from({ length: entries }, (_, i) => {
        var _a, _b;
        const typed = (_b = (_a = options.names[i]) === null || _a === void 0 ? void 0 : _a.trim()) !== null && _b !== void 0 ? _b : "";
        return [i + 1, typed === "" ? labels.entryName(kind, i + 1) : typed];
    });
    const roundRows = [];
    for (let round = 1; round <= rounds; round++)
        for (let i = 0; i < entries; i++)
            roundRows.push([round]);
    const reads = event.roundSheets.map((sheet, index) => {
        const reference = (0, a1_1.onSheet)(sheet, (0, teamsEventLayout_1.roundPlayedAddress)(entries));
        // VSTACK spills the block (a bare reference spills in Excel, not in every engine). A round
        // drawn later has no sheet yet: INDIRECT finds it once the Draw button writes it.
        const formula = index < event.builtRounds
            ? `=VSTACK(${reference})`
            : `=IFERROR(VSTACK(INDIRECT("${reference.replace(/"/g, '""')}")), "")`;
        return {
            address: `${(0, a1_1.columnLetters)(teamsEventLayout_1.PLAYED_COLUMN.team)}${(0, teamsEventLayout_1.playedRowOf)(index + 1, entries)}`,
            formulas: [[formula]],
        };
    });
    const settings = [
        // The kind is read back by the pane: its name in the sheet's language.
        [labels.eventHeader, labels.kindName[kind]],
        [labels.entries, entries],
        [labels.rounds, rounds],
        [labels.boardsPerMatch, event.boards],
        [labels.vpScale, event.scale],
        [labels.byeVps, event.byeVps],
        [labels.standings, event.standingsSheet],
        ...Array.from({ length: teamsEventLayout_1.MOST_EVENT_ROUNDS }, (_, i) => i < rounds ? [labels.roundSheetName(i + 1), event.roundSheets[i]] : ["", ""]),
    ];
    const blocks = [
        { address: "A1", values: [[labels.number, labels.name]] },
        { address: `A${teamsEventLayout_1.ENTRY_FIRST_ROW}`, values: names },
        {
            address: "D1",
            values: [
                [
                    labels.round,
                    labels.entry(kind),
                    labels.opponents,
                    labels.vps,
                    labels.impsWon,
                    labels.impsLost,
                ],
            ],
        },
        { address: "D2", values: roundRows },
        ...reads,
        { address: teamsEventLayout_1.SETTINGS_ADDRESS.split(":")[0], values: settings },
    ];
    if (options.vpTable !== undefined) {
        blocks.push({ address: "N1", values: [[labels.impMarginFrom, labels.winnersVps]] }, { address: "N2", values: options.vpTable.map((row) => [...row]) });
    }
    return {
        role: "results",
        name: event.entriesSheet,
        blocks,
        headerAddresses: ["A1:B1", "D1:I1", "K2:K8", ...(options.vpTable ? ["N1:O1"] : [])],
        headerRows: 1,
        columnWidths: [36, 120, 12, 44, 44, 72, 48, 56, 56, 12, 110, 110, 12, 80, 80],
        numberFormats: [{ address: `G2:G${(0, teamsEventLayout_1.playedRowOf)(rounds + 1, entries) - 1}`, format: "0.00" }],
        validations: [],
        highlights: [],
    };
}
function planStandingsSheet(event, labels) {
    const { entries, rounds } = event;
    const on = (name) => (0, a1_1.onSheet)(event.entriesSheet, (0, teamsEventLayout_1.playedColumn)(name, entries, rounds));
    const imps = (0, a1_1.onSheet)(event.entriesSheet, `${(0, teamsEventLayout_1.playedColumn)("impsWon", entries, rounds).split(":")[0]}:${(0, teamsEventLayout_1.playedColumn)("impsLost", entries, rounds).split(":")[1]}`);
    const table = `${on("team")}, ${on("opponents")}, ${on("vps")}, ${imps}, "imp-difference"`;
    const names = (0, a1_1.onSheet)(event.entriesSheet, (0, teamsEventLayout_1.entryNames)(entries));
    const blocks = [
        { address: "A1", values: [[labels.name]] },
        { address: teamsEventLayout_1.STANDINGS_ADDRESS, formulas: [[`=BRIDGE.STANDINGS(${table})`]] },
        {
            address: "A2",
            formulas: Array.from({ length: entries }, (_, i) => [
                `=IFERROR(INDEX(${names}, C${i + 2}), "")`,
            ]),
        },
        { address: `A${entries + 3}`, values: [[labels.standingsNote]] },
        { address: "O1", values: [[labels.resultsIn]] },
        { address: teamsEventLayout_1.RESULTS_COUNT_CELL, formulas: [[`=COUNT(${on("vps")})`]] },
    ];
    if (event.kind !== "teams-rr") {
        blocks.push({
            address: `${(0, a1_1.columnLetters)(teamsEventLayout_1.DRAW_COLUMN)}1`,
            formulas: [[`=BRIDGE.SWISSDRAW(${table})`]],
        });
    }
    return {
        role: "ranking",
        name: event.standingsSheet,
        blocks,
        headerAddresses: ["A1:I1", "K1:M1", "O1"],
        headerRows: 1,
        columnWidths: [120, 44, 44, 52, 44, 56, 60, 60, 72, 12, 44, 60, 60, 12, 80],
        // STANDINGS's columns move with a Byes column: its VPs keep the format they come with.
        numberFormats: [],
        validations: [],
        highlights: [],
    };
}
