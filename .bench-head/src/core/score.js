"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LAW_77_ROW_LENGTH = void 0;
exports.trickScore = trickScore;
exports.gameOrPartscorePremium = gameOrPartscorePremium;
exports.slamPremium = slamPremium;
exports.doubledContractPremium = doubledContractPremium;
exports.overtrickScore = overtrickScore;
exports.undertrickPenalty = undertrickPenalty;
exports.scoreContract = scoreContract;
exports.law77Row = law77Row;
const contract_1 = require("./contract");
/**
 * Law 77, the duplicate bridge scoring table, split into its named parts.
 * Scores are the declaring side's: positive when the contract is fulfilled, negative when not.
 */
const GAME_THRESHOLD = 100;
/** Trick score per odd trick bid and made, undoubled (Law 77 "Trick score"). */
function oddTrickValue(strain) {
    return strain === "C" || strain === "D" ? 20 : 30;
}
/** Trick score of the odd tricks bid: doubling multiplies it by 2, redoubling by 4. */
function trickScore(contract) {
    const notrumpFirstTrickExtra = contract.strain === "NT" ? 10 : 0;
    return ((oddTrickValue(contract.strain) * contract.level + notrumpFirstTrickExtra) *
        2 ** contract.doubling);
}
/** Game premium (300 / 500) or partscore premium (50), decided on the (re)doubled trick score. */
function gameOrPartscorePremium(contract, vulnerable) {
    if (trickScore(contract) < GAME_THRESHOLD)
        return 50;
    return vulnerable ? 500 : 300;
}
/** Slam premium for a slam bid and made: small 500 / 750, grand 1000 / 1500. */
function slamPremium(contract, vulnerable) {
    if (contract.level === 6)
        return vulnerable ? 750 : 500;
    if (contract.level === 7)
        return vulnerable ? 1500 : 1000;
    return 0;
}
/** Premium for fulfilling a doubled (50) or redoubled (100) contract. */
function doubledContractPremium(doubling) {
    var _a;
    return (_a = [0, 50, 100][doubling]) !== null && _a !== void 0 ? _a : 0;
}
/** Overtricks: trick value undoubled; 100 / 200 per trick doubled, twice that redoubled. */
function overtrickScore(contract, overtricks, vulnerable) {
    if (contract.doubling === 0)
        return overtricks * oddTrickValue(contract.strain);
    return overtricks * (vulnerable ? 200 : 100) * contract.doubling;
}
/**
 * Undertrick penalties scored by the defenders (a positive number).
 * Doubled not vulnerable: 100, 200 for the 2nd and 3rd, 300 from the 4th (Law 77's 200 plus the
 * 100 bonus for the fourth and each subsequent undertrick); doubled vulnerable 200 then 300 each.
 * Redoubled is twice doubled.
 */
function undertrickPenalty(doubling, undertricks, vulnerable) {
    if (doubling === 0)
        return undertricks * (vulnerable ? 100 : 50);
    const doubled = vulnerable
        ? 200 + 300 * (undertricks - 1)
        : 100 + 200 * Math.min(undertricks - 1, 2) + 300 * Math.max(undertricks - 3, 0);
    return doubled * doubling;
}
/** The declaring side's score by Law 77's parts: trick score and premiums, or undertricks. */
function scoreByLaw77(contract, tricks, vulnerable) {
    const required = (0, contract_1.tricksRequired)(contract);
    if (tricks < required)
        return -undertrickPenalty(contract.doubling, required - tricks, vulnerable);
    return (trickScore(contract) +
        gameOrPartscorePremium(contract, vulnerable) +
        slamPremium(contract, vulnerable) +
        doubledContractPremium(contract.doubling) +
        overtrickScore(contract, tricks - required, vulnerable));
}
const STRAINS = ["C", "D", "H", "S", "NT"];
const MAX_TRICKS = 13;
function strainIndex(strain) {
    switch (strain) {
        case "C":
            return 0;
        case "D":
            return 1;
        case "H":
            return 2;
        case "S":
            return 3;
        default:
            return 4;
    }
}
function tableIndex(contract, tricks, vulnerable) {
    const strain = strainIndex(contract.strain);
    return (((((contract.level - 1) * 5 + strain) * 3 + contract.doubling) * 2 + (vulnerable ? 1 : 0)) *
        14 +
        tricks);
}
/**
 * Law 77 over its whole domain (7 levels x 5 strains x 3 doublings x 2 vulnerabilities x 0-13
 * tricks = 2,940 scores), worked out once from the parts above, so that scoring a column of
 * 100,000 deals is a lookup per deal.
 */
const LAW_77_TABLE = (() => {
    const table = new Int32Array(7 * 5 * 3 * 2 * 14);
    for (let level = 1; level <= 7; level++)
        for (const strain of STRAINS)
            for (const doubling of [0, 1, 2])
                for (const vulnerable of [false, true])
                    for (let tricks = 0; tricks <= MAX_TRICKS; tricks++) {
                        const contract = { level: level, strain, doubling };
                        table[tableIndex(contract, tricks, vulnerable)] = scoreByLaw77(contract, tricks, vulnerable);
                    }
    return table;
})();
/**
 * The declaring side's score for a contract in which declarer took `tricks` tricks (0-13).
 * @example scoreContract({ level: 3, strain: "NT", doubling: 0 }, 10, true) // 630
 */
function scoreContract(contract, tricks, vulnerable) {
    if (!(Number.isInteger(tricks) && tricks >= 0 && tricks <= MAX_TRICKS)) {
        return scoreByLaw77(contract, tricks, vulnerable);
    }
    return LAW_77_TABLE[tableIndex(contract, tricks, vulnerable)];
}
/** Scores in a contract's row of the Law 77 table: 0-13 tricks, not vulnerable then vulnerable. */
exports.LAW_77_ROW_LENGTH = 2 * (MAX_TRICKS + 1);
/**
 * A contract's row of the Law 77 table: the declaring side's score for 0-13 tricks not
 * vulnerable (at 0-13), then vulnerable (at 14-27). For scoring many deals of one contract.
 * @example law77Row({ level: 3, strain: "NT", doubling: 0 })[14 + 10] // 630
 */
function law77Row(contract) {
    const start = tableIndex(contract, 0, false);
    return LAW_77_TABLE.subarray(start, start + exports.LAW_77_ROW_LENGTH);
}
