"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RANKING_NAMES_COLUMN = void 0;
exports.rankingNamesFormula = rankingNamesFormula;
exports.planPairsSheet = planPairsSheet;
const a1_1 = require("./a1");
/** The Ranking's column of names: G, beside RANKING's six (place ... field). */
exports.RANKING_NAMES_COLUMN = 7;
/**
 * The names of the pair on Ranking row `row`, from the Pairs sheet: the row whose pair is the
 * ranking's (compared as text, so 7 and "7" are one pair) and whose direction is the ranking's
 * field or blank. Blank below the ranking's spill and for a pair with no name.
 */
function rankingNamesFormula(pairsSheet, lastPairRow, row) {
    const on = (column) => (0, a1_1.onSheet)(pairsSheet, `$${column}$2:$${column}$${lastPairRow}`);
    const [pair, direction, first, second] = [on("A"), on("B"), on("C"), on("E")];
    const names = `${first} & IF((${first} <> "") * (${second} <> ""), " & ", "") & ${second}`;
    const found = `MATCH(1, ((${pair} & "") = ($B${row} & "")) * (((${direction} = $F${row}) + (${direction} = "")) > 0), 0)`;
    return `=IF($B${row} = "", "", IFERROR(INDEX(${names}, ${found}), ""))`;
}
/**
 * The Pairs sheet (shared layout, read by the export too): A pair, B direction, C player 1's
 * name, D member number, E player 2's name, F member number; header row 1, pairs from row 2.
 * The scorer types what the file or movement did not give.
 */
function planPairsSheet(name, pairs, labels) {
    const headers = [
        labels.pair,
        labels.direction,
        labels.playerName(1),
        labels.memberNumber(1),
        labels.playerName(2),
        labels.memberNumber(2),
    ];
    const rows = pairs.map((row) => {
        var _a, _b, _c, _d, _e, _f;
        const [first, second] = (_a = row.players) !== null && _a !== void 0 ? _a : [];
        return [
            row.pair,
            (_b = row.direction) !== null && _b !== void 0 ? _b : "",
            (_c = first === null || first === void 0 ? void 0 : first.name) !== null && _c !== void 0 ? _c : "",
            (_d = first === null || first === void 0 ? void 0 : first.memberNumber) !== null && _d !== void 0 ? _d : "",
            (_e = second === null || second === void 0 ? void 0 : second.name) !== null && _e !== void 0 ? _e : "",
            (_f = second === null || second === void 0 ? void 0 : second.memberNumber) !== null && _f !== void 0 ? _f : "",
        ];
    });
    return {
        role: "pairs",
        name,
        headerAddresses: ["A1:F1"],
        headerRows: 1,
        blocks: [
            { address: "A1", values: [headers] },
            ...(rows.length > 0 ? [{ address: "A2", values: rows }] : []),
        ],
        columnWidths: [48, 56, 140, 84, 140, 84],
        numberFormats: [],
        validations: [],
        highlights: [],
    };
}
