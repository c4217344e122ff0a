"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkSession = checkSession;
/*
 * A results file as the pane holds it once read: its session, each part checked against the
 * ranking the file published, what a PBN file adds (its events, the one chosen) and what a
 * Bridgemate file adds (its problems, its sections, its movement's places). Both readers' modules (./resultsFile.ts, ./bridgemateResults.ts) make it.
 */
const errors_1 = require("../core/errors");
const errors_2 = require("../messages/errors");
const resultsCheck_1 = require("../session/resultsCheck");
/**
 * A session and our ranking of its lines, or the core's error naming the line it refused (named
 * as the Ranking sheet's RANKING names it: "row 3", "ligne 3").
 */
function checkSession(session, language) {
    try {
        return {
            session,
            check: (0, resultsCheck_1.checkPublishedRanking)(session, (line) => errors_2.ERROR_TEXTS[language].lineOfTable(line + 1, undefined)),
        };
    }
    catch (error) {
        if (!(error instanceof errors_1.BridgeInputError))
            throw error;
        return { session, check: { error } };
    }
}
