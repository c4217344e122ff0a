"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scoreDeal = scoreDeal;
exports.declarerVulnerable = declarerVulnerable;
exports.signedForDeclarer = signedForDeclarer;
/*
 * A traveller line scored: its contract, result, vulnerability, doubling and declarer read (the
 * words of seats and vulnerability in ./seatWords.ts and ./vulnerabilityWords.ts) and the
 * North-South score by Law 77.
 */
const contextForms_1 = require("../messages/contextForms");
const board_1 = require("./board");
const contract_1 = require("./contract");
const errors_1 = require("./errors");
const seatWords_1 = require("./seatWords");
const vulnerabilityWords_1 = require("./vulnerabilityWords");
const result_1 = require("./result");
const score_1 = require("./score");
const READ_EACH_TIME = {
    contract: (text) => (0, contract_1.readContractCell)(text),
    seat: (text) => (0, seatWords_1.parseDeclarer)(text),
    vulnerability: (value) => (0, vulnerabilityWords_1.parseVulnerability)(value),
};
/** The contract's doubling, where it may be written in the contract, in its own argument, or both. */
function withDoubling(contract, doubling) {
    if (doubling === undefined)
        return contract;
    const given = (0, contract_1.parseDoubling)(doubling);
    if (contract.doubling !== 0 && contract.doubling !== given) {
        throw new errors_1.BridgeInputError("doubling", doubling, (0, contextForms_1.contractDoublingForms)(contract.doubling === 1 ? "X" : "XX"));
    }
    return given === contract.doubling ? contract : { ...contract, doubling: given };
}
/**
 * The score of one deal (Law 77): the declaring side's, or North-South's when the declarer is
 * given (positive when North-South gain), as a traveller's NS column holds it.
 * `read` lets a caller scoring a whole column read each distinct text once (see DealReaders).
 * @example scoreDeal({ contract: "3NT", result: 10, vulnerability: "V" }) // 630
 * @example scoreDeal({ contract: "4SX", result: "-2", vulnerability: 5, declarer: "E" }) // 300
 * @example scoreDeal({ contract: "4S+1", vulnerability: "NV" }) // 450
 */
function scoreDeal(deal, read = READ_EACH_TIME) {
    const reading = read.contract(deal.contract);
    if (reading.contract === contract_1.PASSED_OUT)
        return 0;
    const declarer = deal.declarer === undefined ? undefined : read.seat(deal.declarer);
    const vulnerability = read.vulnerability(deal.vulnerability);
    const contract = withDoubling(reading.contract, deal.doubling);
    const tricks = tricksOfDeal(deal, reading.relative, contract);
    const vulnerable = declarerVulnerable(vulnerability, declarer);
    if (vulnerable === undefined) {
        throw declarerNeeded(deal.vulnerability, vulnerability.board);
    }
    return signedForDeclarer((0, score_1.scoreContract)(contract, tricks, vulnerable), declarer);
}
/**
 * Whether the declaring side is vulnerable: a side's vulnerability as it is, a board's None and
 * Both whoever declared; undefined for a board's NS or EW without the declarer.
 */
function declarerVulnerable(vulnerability, declarer) {
    if ("side" in vulnerability)
        return vulnerability.side;
    if (vulnerability.board === "None" || vulnerability.board === "Both") {
        return vulnerability.board === "Both";
    }
    return declarer === undefined ? undefined : (0, board_1.isSideVulnerable)(vulnerability.board, declarer);
}
/** The declaring side's score as a traveller line shows it: North-South's when the declarer is given. */
function signedForDeclarer(score, declarer) {
    if (declarer === undefined || (0, board_1.isNorthSouth)(declarer) || score === 0)
        return score;
    return -score;
}
/** Tricks taken: from the result argument, from the contract cell ("4S+1"), or both agreeing. */
function tricksOfDeal(deal, relative, contract) {
    if (relative === undefined) {
        if (deal.result === undefined)
            throw new errors_1.BridgeInputError("result", undefined, contextForms_1.RESULT_NEEDED_FORMS);
        return (0, result_1.tricksFromResult)(deal.result, contract, "result", deal.bareNumbers);
    }
    const tricks = (0, contract_1.tricksRequired)(contract) + relative;
    if (tricks < 0 || tricks > 13) {
        throw new errors_1.BridgeInputError("contract", deal.contract, (0, contextForms_1.possibleResultForms)((0, contract_1.tricksRequired)(contract)));
    }
    if (deal.result === undefined || resultReadsAs(deal.result, contract, tricks))
        return tricks;
    throw new errors_1.BridgeInputError("result", deal.result, (0, contextForms_1.contractCellResultForms)(describeContractResult(deal.contract), tricks, relative === 0 ? '"="' : relative > 0 ? `"+${relative}"` : `"${relative}"`));
}
/** Whether a result, read as tricks or relative to the contract, means `tricks`. */
function resultReadsAs(result, contract, tricks) {
    for (const bareNumbers of ["tricks", "overtricks"]) {
        try {
            if ((0, result_1.tricksFromResult)(result, contract, "result", bareNumbers) === tricks)
                return true;
        }
        catch (error) {
            if (!(error instanceof errors_1.BridgeInputError))
                throw error;
        }
    }
    return false;
}
function describeContractResult(text) {
    return JSON.stringify(text.trim());
}
/** A board's vulnerability NS or EW without the declarer: how the value was read, what to write. */
function declarerNeeded(given, board) {
    return new errors_1.BridgeInputError("declarer", undefined, (0, contextForms_1.declarerNeededForms)(typeof given === "number" ? given : String(given), board === "NS" ? "NS" : "EW"));
}
