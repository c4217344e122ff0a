"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writePbn = writePbn;
const board_1 = require("../core/board");
const deal_1 = require("../core/deal");
const pbnDoubleDummy_1 = require("./pbnDoubleDummy");
const pbnResults_1 = require("./pbnResults");
/** PBN 2.1 section 3.4.10's names; "All" for both sides vulnerable. */
const VULNERABLE_TAG = {
    None: "None",
    NS: "NS",
    EW: "EW",
    Both: "All",
};
/** What [Scoring] says of each scoring (PBN 2.1 section 3.5.4's MP and IMP, with the kind). */
const SCORING_TAG = {
    matchpoints: "MP",
    butler: "IMP;Butler",
    crossImps: "IMP;Cross",
};
function tag(name, value) {
    return `[${name} "${value.replace(/["\\]/g, "\\$&")}"]`;
}
function boardLines(board, record, options, first) {
    var _a, _b, _c;
    const results = options.results;
    const dealer = (_a = record === null || record === void 0 ? void 0 : record.dealer) !== null && _a !== void 0 ? _a : (0, board_1.dealerForBoard)(board);
    const lines = [
        tag("Event", (_b = options.event) !== null && _b !== void 0 ? _b : ""),
        tag("Board", String(board)),
        tag("Dealer", dealer),
        tag("Vulnerable", VULNERABLE_TAG[(_c = record === null || record === void 0 ? void 0 : record.vulnerability) !== null && _c !== void 0 ? _c : (0, board_1.vulnerabilityForBoard)(board)]),
    ];
    if (record === null || record === void 0 ? void 0 : record.deal)
        lines.push(tag("Deal", (0, deal_1.formatDeal)(record.deal, dealer)));
    if (results)
        lines.push(tag("Scoring", SCORING_TAG[results.scoring]));
    if (record === null || record === void 0 ? void 0 : record.doubleDummyTricks) {
        lines.push(tag("DoubleDummyTricks", (0, pbnDoubleDummy_1.formatDoubleDummyTricks)(record.doubleDummyTricks)));
    }
    const optimum = record === null || record === void 0 ? void 0 : record.optimumScore;
    if (optimum)
        lines.push(tag("OptimumScore", `${optimum.side} ${optimum.score}`));
    if (record === null || record === void 0 ? void 0 : record.parContract)
        lines.push(tag("ParContract", record.parContract));
    if (record === null || record === void 0 ? void 0 : record.optimumResultTable) {
        lines.push(...(0, pbnDoubleDummy_1.formatOptimumResultTable)(record.optimumResultTable));
    }
    const traveller = results === null || results === void 0 ? void 0 : results.boards.find((results) => results.board === board);
    if (results && traveller && traveller.lines.length > 0) {
        lines.push(...(0, pbnResults_1.formatScoreTable)(traveller.lines, results.scoring));
    }
    if (results && first && results.pairs.length > 0) {
        lines.push(...(0, pbnResults_1.formatTotalScoreTable)(results.pairs, results.scoring));
    }
    return lines;
}
function writePbn(records, options = {}) {
    var _a, _b;
    const byBoard = new Map(records.map((record) => [record.board, record]));
    const numbers = [
        ...new Set([...byBoard.keys(), ...((_b = (_a = options.results) === null || _a === void 0 ? void 0 : _a.boards) !== null && _b !== void 0 ? _b : []).map((b) => b.board)]),
    ].sort((a, b) => a - b);
    const games = numbers.map((board, index) => boardLines(board, byBoard.get(board), options, index === 0).join("\r\n"));
    return ["% PBN 2.1", "", ...games.map((game) => `${game}\r\n`)].join("\r\n");
}
