"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readBridgemateContract = readBridgemateContract;
exports.tricksOfBridgemateResult = tricksOfBridgemateResult;
exports.seatOfBridgemateDeclarer = seatOfBridgemateDeclarer;
const CONTRACT = /^([1-7])\s*(C|D|H|S|NT|N)\s*(X{0,2})$/;
/**
 * "4 S x" -> { contract: "4SX", level: 4 }; "PASS" -> { contract: "PASS" }.
 * @example readBridgemateContract("3 NT") // { contract: "3NT", level: 3 }
 */
function readBridgemateContract(text) {
    const folded = text.trim().toUpperCase();
    if (/^PASS(ED)?(\s*OUT)?$/.test(folded))
        return { contract: "PASS" };
    const match = CONTRACT.exec(folded);
    if (!match)
        return undefined;
    const level = Number(match[1]);
    const strain = match[2] === "N" ? "NT" : match[2];
    return { contract: `${String(level)}${strain}${match[3]}`, level };
}
/**
 * Tricks taken by declarer from the result against a contract of `level`: "=" makes it, "+1"
 * one over, "-2" two down; undefined for another text or a count no deal allows (4S+4).
 * @example tricksOfBridgemateResult(4, "-2") // 8
 */
function tricksOfBridgemateResult(level, text) {
    const folded = text.trim();
    const required = level + 6;
    if (folded === "=" || folded === "+0" || folded === "-0")
        return required;
    const match = /^([+-])\s*(\d{1,2})$/.exec(folded);
    if (!match)
        return undefined;
    const count = Number(match[2]);
    const tricks = match[1] === "+" ? required + count : required - count;
    return count >= 1 && tricks >= 0 && tricks <= 13 ? tricks : undefined;
}
const SEATS = {
    N: "N",
    E: "E",
    S: "S",
    W: "W",
    NORTH: "N",
    EAST: "E",
    SOUTH: "S",
    WEST: "W",
};
/** The declarer's seat from ReceivedData's NS/EW column: "N", "E", "S", "W". */
function seatOfBridgemateDeclarer(text) {
    return SEATS[text.trim().toUpperCase()];
}
