"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.planTeamsRound = planTeamsRound;
const a1_1 = require("./a1");
const matchTotals_1 = require("../core/teams/matchTotals");
const formulaTotals_1 = require("./formulaTotals");
const teamsEventLayout_1 = require("./teamsEventLayout");
function planTeamsRound(options) {
    const { labels, entries, boardsPerMatch: boards, matches } = options;
    const column = {
        firstBoard: 6,
        lastBoard: 5 + boards,
        typedHome: 6 + boards,
        typedAway: 7 + boards,
        homeImps: 8 + boards,
        awayImps: 9 + boards,
        homeVps: 10 + boards,
        awayVps: 11 + boards,
    };
    const at = (name, row) => (0, a1_1.cellAddress)(column[name], row);
    const names = (0, a1_1.onSheet)(options.entriesSheet, (0, teamsEventLayout_1.entryNames)(entries));
    const nameOf = (cell) => `=IFERROR(INDEX(${names}, ${cell}), "")`;
    const scale = options.scale === "WBF" ? "" : `, ${(0, a1_1.onSheet)(options.entriesSheet, absolute(options.scale))}`;
    const totals = (0, formulaTotals_1.formulaTotals)((margin) => `BRIDGE.VP(${margin}, ${boards}${scale})`);
    const last = teamsEventLayout_1.MATCH_FIRST_ROW + (0, teamsEventLayout_1.matchTables)(entries) - 1;
    const rows = matches.map((_, index) => teamsEventLayout_1.MATCH_FIRST_ROW + index);
    const matchFormulas = rows.map((row) => {
        const match = (0, matchTotals_1.roundMatchTotals)(totals, {
            boards: (0, a1_1.rangeAddress)(column.firstBoard, row, column.lastBoard, row),
            typed: (0, a1_1.rangeAddress)(column.typedHome, row, column.typedAway, row),
            typedHome: at("typedHome", row),
            typedAway: at("typedAway", row),
        }, { home: at("homeImps", row), away: at("awayImps", row) });
        return [match.imps.home, match.imps.away, match.vps.home, match.vps.away].map((formula) => `=${formula}`);
    });
    const byeRow = last + 1;
    const playedRow = (0, teamsEventLayout_1.roundPlayedRow)(entries);
    const played = [];
    rows.forEach((row) => {
        const [hi, ai, hv, av] = [
            at("homeImps", row),
            at("awayImps", row),
            at("homeVps", row),
            at("awayVps", row),
        ];
        played.push([`=B${row}`, `=D${row}`, `=${hv}`, `=${hi}`, `=${ai}`]);
        played.push([`=D${row}`, `=B${row}`, `=${av}`, `=${ai}`, `=${hi}`]);
    });
    if (options.bye !== undefined) {
        const roundVps = matches.length > 0
            ? (0, a1_1.rangeAddress)(column.homeVps, teamsEventLayout_1.MATCH_FIRST_ROW, column.awayVps, last)
            : undefined;
        const award = (0, matchTotals_1.byeVps)(totals, roundVps, (0, a1_1.onSheet)(options.entriesSheet, teamsEventLayout_1.BYE_VPS_CELL));
        played.push([`=B${byeRow}`, '=""', `=${award}`, '=""', '=""']);
    }
    const boardHeaders = Array.from({ length: boards }, (_, i) => labels.boardImps(i + 1));
    const entry = labels.entry(options.kind);
    const lastColumn = (0, a1_1.columnLetters)(column.awayVps);
    const blocks = [
        {
            address: "A1",
            values: [
                [
                    labels.table,
                    labels.home,
                    labels.homeName,
                    labels.away,
                    labels.awayName,
                    ...boardHeaders,
                    labels.typedHome,
                    labels.typedAway,
                    labels.homeImps,
                    labels.awayImps,
                    labels.homeVps,
                    labels.awayVps,
                ],
            ],
        },
    ];
    if (matches.length > 0) {
        blocks.push({
            address: `A${teamsEventLayout_1.MATCH_FIRST_ROW}`,
            values: matches.map((match, index) => [index + 1, match.home]),
        }, {
            address: `C${teamsEventLayout_1.MATCH_FIRST_ROW}`,
            formulas: rows.map((row) => [nameOf(`B${row}`)]),
        }, { address: `D${teamsEventLayout_1.MATCH_FIRST_ROW}`, values: matches.map((match) => [match.away]) }, { address: `E${teamsEventLayout_1.MATCH_FIRST_ROW}`, formulas: rows.map((row) => [nameOf(`D${row}`)]) }, { address: at("homeImps", teamsEventLayout_1.MATCH_FIRST_ROW), formulas: matchFormulas });
    }
    if (options.bye !== undefined) {
        blocks.push({ address: `A${byeRow}`, values: [[labels.bye, options.bye]] }, { address: `C${byeRow}`, formulas: [[nameOf(`B${byeRow}`)]] });
    }
    blocks.push({ address: `A${playedRow - 3}`, values: [[labels.roundNote]] }, {
        address: `A${playedRow - 1}`,
        values: [[entry, labels.opponents, labels.vps, labels.impsWon, labels.impsLost]],
    }, { address: `A${playedRow}`, formulas: played }, { address: `G${playedRow - 1}`, values: [[labels.playedBlock], [labels.playedNote]] });
    return {
        role: "match",
        name: options.name,
        blocks,
        headerAddresses: [`A1:${lastColumn}1`, `A${playedRow - 1}:E${playedRow - 1}`],
        headerRows: 1,
        columnWidths: [40, 44, 96, 44, 96, ...boardHeaders.map(() => 40), 72, 72, 60, 60, 56, 56],
        numberFormats: matches.length > 0
            ? [
                {
                    address: (0, a1_1.rangeAddress)(column.homeVps, teamsEventLayout_1.MATCH_FIRST_ROW, column.awayVps, last),
                    format: "0.00",
                },
            ]
            : [],
        validations: [],
        highlights: matches.length > 0
            ? [
                {
                    address: (0, a1_1.rangeAddress)(1, teamsEventLayout_1.MATCH_FIRST_ROW, column.awayVps, last),
                    formula: `=OR(ISERROR($${at("homeVps", teamsEventLayout_1.MATCH_FIRST_ROW)}), ISERROR($${at("awayVps", teamsEventLayout_1.MATCH_FIRST_ROW)}))`,
                },
            ]
            : [],
    };
}
/** "N2:O9" as "$N$2:$O$9": a VP table referred to from every match row. */
function absolute(address) {
    return address.replace(/([A-Z]+)(\d+)/g, "$$$1$$$2");
}
