"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readTableResult = readTableResult;
const errors_1 = require("../core/errors");
const travellerLine_1 = require("../core/travellerLine");
const files_1 = require("../messages/files");
const fileError_1 = require("./fileError");
const pbnValues_1 = require("./pbnValues");
const values_1 = require("./values");
function playersOf(tags, first, second) {
    const names = [(0, pbnValues_1.valueOf)(tags.get(first)), (0, pbnValues_1.valueOf)(tags.get(second))];
    if (names.some((name) => name === undefined))
        return undefined;
    return names.map((name) => ({ name: name }));
}
/** "10", or "NS 9 EW 4" read for the declaring side; undefined when the file gives none. */
function tricksOf(tag, declarer) {
    var _a, _b;
    const text = (_a = (0, pbnValues_1.valueOf)(tag)) === null || _a === void 0 ? void 0 : _a.replace(/^\^/, "");
    if (text === undefined)
        return undefined;
    if (/^\d+$/.test(text) && Number(text) <= 13)
        return Number(text);
    const sides = (0, pbnValues_1.sidesOf)(text);
    const side = declarer === "N" || declarer === "S" ? sides.ns : sides.ew;
    if (side !== undefined && Number.isInteger(side) && side >= 0 && side <= 13)
        return side;
    return (0, fileError_1.failAt)((_b = tag === null || tag === void 0 ? void 0 : tag.line) !== null && _b !== void 0 ? _b : 0, (words, language) => words.badTagValue("Result", text, files_1.FILE_FORMS[language].tricks));
}
function wholeNumber(tag) {
    const text = (0, pbnValues_1.valueOf)(tag);
    return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}
/** The score the contract, tricks and declarer give on the board's vulnerability. */
function scoreOfContract(contract, tricks, declarer, vulnerability) {
    if (contract === "PASS")
        return 0;
    if (tricks === undefined || declarer === undefined)
        return undefined;
    try {
        // A contract made as its tricks, one defeated as its down count (-2), never ambiguous.
        const down = Number(contract.charAt(0)) + 6 - tricks;
        return (0, travellerLine_1.scoreDeal)({
            contract,
            result: down > 0 ? -down : tricks,
            vulnerability,
            declarer,
        });
    }
    catch (error) {
        if (error instanceof errors_1.BridgeInputError)
            return undefined;
        throw error;
    }
}
/**
 * The table's result in a game, undefined when the game records none (no contract); "left out"
 * when it records a contract but neither a score nor the tricks to score it.
 */
function readTableResult(tags, line, vulnerability) {
    var _a, _b, _c, _d, _e, _f;
    const contractTag = tags.get("Contract");
    const contractText = (0, pbnValues_1.valueOf)(contractTag);
    if (contractTag === undefined || contractText === undefined)
        return undefined;
    // A strain alone names the trumps of an end position (PBN 2.1 section 3.4.6): no result.
    if (/^(NT|N|S|H|D|C)$/i.test(contractText))
        return undefined;
    const contract = (0, values_1.normaliseContract)(contractText);
    if (contract === undefined) {
        return (0, fileError_1.failAt)(contractTag.line, (words, language) => words.badTagValue("Contract", contractText, files_1.FILE_FORMS[language].contract));
    }
    const declarerText = (_a = (0, pbnValues_1.valueOf)(tags.get("Declarer"))) === null || _a === void 0 ? void 0 : _a.replace(/^\^/, "");
    const declarer = declarerText === undefined ? undefined : (0, values_1.seatOfText)(declarerText);
    const tricks = contract === "PASS" ? undefined : tricksOf(tags.get("Result"), declarer);
    const published = (0, pbnValues_1.sidesOf)((_b = (0, pbnValues_1.valueOf)(tags.get("Score"))) !== null && _b !== void 0 ? _b : "");
    const nsScore = (_d = (_c = published.ns) !== null && _c !== void 0 ? _c : (published.ew === undefined ? undefined : -published.ew)) !== null && _d !== void 0 ? _d : scoreOfContract(contract, tricks, declarer, vulnerability);
    if (nsScore === undefined)
        return "left out";
    const points = (0, pbnValues_1.sidesOf)((_f = (_e = (0, pbnValues_1.valueOf)(tags.get("ScoreMP"))) !== null && _e !== void 0 ? _e : (0, pbnValues_1.valueOf)(tags.get("ScoreIMP"))) !== null && _f !== void 0 ? _f : "");
    return (0, values_1.withoutBlanks)({
        line,
        nsPairId: (0, pbnValues_1.valueOf)(tags.get("PairNS")),
        ewPairId: (0, pbnValues_1.valueOf)(tags.get("PairEW")),
        nsPlayers: playersOf(tags, "North", "South"),
        ewPlayers: playersOf(tags, "East", "West"),
        contract,
        declarer,
        tricks,
        score: { kind: "score", nsScore: nsScore === 0 ? 0 : nsScore },
        nsPoints: points.ns,
        ewPoints: points.ew,
        table: wholeNumber(tags.get("Table")),
        round: wholeNumber(tags.get("Round")),
    });
}
