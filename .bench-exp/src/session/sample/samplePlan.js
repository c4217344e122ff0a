"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planSampleSession = planSampleSession;
/*
 * The plan of the sample session (./sampleSession.ts): its Results, Ranking, Boards and Pairs
 * sheets, matchpoints, with a note of its source beside the ranking, and its Hand records sheet
 * on the same base name ("B Hand records"). The pane loads this module as a chunk of its own when
 * the sample is asked for (src/taskpane/sampleChunk.ts).
 */
const session_1 = require("../../messages/session");
const handRecords_1 = require("../handRecords");
const pairsSession_1 = require("../pairsSession");
const pairsSessionData_1 = require("../pairsSessionData");
const sampleSession_1 = require("./sampleSession");
const sample_1 = require("../../messages/sample");
function planSampleSession(options) {
    const lines = (0, sampleSession_1.sampleResultLines)();
    const labels = (0, session_1.sessionLabels)(options.language);
    const pairs = (0, sampleSession_1.samplePairs)().map(({ pair, direction, players }) => ({
        pair,
        ...(direction ? { direction } : {}),
        players: players.map(({ name, nationalId }) => ({
            name,
            ...(nationalId !== undefined ? { memberNumber: nationalId } : {}),
        })),
    }));
    return (0, pairsSession_1.planPairsSession)({
        name: "",
        scoring: "matchpoints",
        lines,
        pairs,
        boards: (0, pairsSessionData_1.boardsOfLines)(lines),
        fields: undefined,
        maxPairs: pairs.length,
        handRecords: (0, sampleSession_1.sampleHandRecords)(),
        rankingNote: labels.sampleSource((0, sample_1.sampleSource)(options.language)),
    }, { ...options, planHandRecords: (0, handRecords_1.planSessionHandRecords)(options.language) });
}
