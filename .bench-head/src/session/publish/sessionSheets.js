"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findSessions = findSessions;
/*
 * The sessions of a workbook, found by their sheets' names: a pairs session built by the pane is
 * a Results sheet "B" beside "B Ranking" (French "B Classement"), with "B Boards", "B Pairs" and
 * "B Hand records" when they exist (docs/FILE-FORMATS.md, "Publishing a session"). Pure: the
 * sheet names come in as data.
 */
const handRecords_1 = require("../../messages/handRecords");
const session_1 = require("../../messages/session");
const LANGUAGES = ["en", "fr"];
/** Every session whose Results and Ranking sheets are both in `names`, in the workbook's order. */
function findSessions(names) {
    const byKey = new Map(names.map((name) => [name.toLocaleUpperCase(), name]));
    const find = (name) => byKey.get(name.toLocaleUpperCase());
    const found = [];
    for (const base of names) {
        for (const language of LANGUAGES) {
            const labels = (0, session_1.sessionLabels)(language);
            const ranking = find(`${base}${labels.rankingSheet}`);
            if (!ranking)
                continue;
            const boards = find(`${base}${labels.boardsSheet}`);
            const pairs = LANGUAGES.map((each) => find(`${base}${(0, session_1.sessionLabels)(each).pairsSheet}`)).find(Boolean);
            const handRecords = LANGUAGES.flatMap((each) => [
                find(`${base}${(0, session_1.sessionLabels)(each).handRecordsSheet}`),
                find(`${base} ${(0, handRecords_1.handRecordLabels)(each).sheet}`),
            ]).filter((name) => name !== undefined);
            found.push({
                base,
                results: base,
                ranking,
                ...(boards ? { boards } : {}),
                ...(pairs ? { pairs } : {}),
                handRecords: [...new Set(handRecords)],
            });
            break;
        }
    }
    return found;
}
