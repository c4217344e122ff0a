"use strict";
/**
 * A teams match's totals and a bye's award, written once over an algebra (the rule never says
 * how a value is held): numberTotals works them out from numbers, and the round and match sheets
 * (src/session/teamsRound.ts, teamsMatch.ts) write the same rule as their formulas with an
 * algebra whose values are formula text. So the sheets' formulas are this rule, not a copy of it.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.roundMatchTotals = roundMatchTotals;
exports.byeVps = byeVps;
exports.twoRoomMatchTotals = twoRoomMatchTotals;
exports.numberTotals = numberTotals;
/**
 * A match of a round (a row of its sheet): each team's IMPs and VPs, from the home team's IMPs
 * of each board, or from the match's IMPs typed directly, which win over the boards'. The home
 * team won the boards it has IMPs on and lost the others; nothing typed and no board scored
 * leaves the match blank, and its VPs with it.
 */
function roundMatchTotals(a, match, 
/** The home and away IMPs as the VPs read them (their cells on a sheet). */
imps) {
    const fromTyped = (typed, fromBoards) => a.choose(a.anyNumber(match.typed), a.asNumber(typed), a.choose(a.noNumber(match.boards), a.blank, fromBoards));
    const vps = (own, other) => a.choose(a.isBlank(own), a.blank, a.vps(a.minus(own, other)));
    return {
        imps: {
            home: fromTyped(match.typedHome, a.sumWon(match.boards)),
            away: fromTyped(match.typedAway, a.sumLost(match.boards)),
        },
        vps: { home: vps(imps.home, imps.away), away: vps(imps.away, imps.home) },
    };
}
/**
 * A bye's VPs in a round: the event's award, once the round has a result (a round not played
 * yet gives nobody VPs); a round whose only entry sits out has none to wait for.
 */
function byeVps(a, roundVps, award) {
    return roundVps === undefined ? award : a.choose(a.noNumber(roundVps), a.blank, award);
}
/**
 * A match of two rooms (Law 78B): the home team's IMPs are the sum of its boards' IMPs, the
 * visitors' their opposite; each team's VPs are those of its own IMPs; the boards played are
 * those with IMPs.
 */
function twoRoomMatchTotals(a, boardImps, 
/** The home and away IMPs as the VPs read them (their cells on a sheet). */
imps) {
    return {
        imps: { home: a.sum(boardImps), away: a.negate(imps.home) },
        vps: { home: a.vps(imps.home), away: a.vps(imps.away) },
        boardsPlayed: a.count(boardImps),
    };
}
/**
 * The algebra of numbers: the rules worked out. `vps` is the event's VPs of a margin
 * (victoryPointsForMargin or victoryPointsByTable with the event's boards).
 */
function numberTotals(vps) {
    const list = (values) => typeof values === "object" ? values : [typeof values === "number" ? values : ""];
    const numbers = (values) => list(values).filter((value) => typeof value === "number");
    const number = (value) => (typeof value === "number" ? value : 0);
    const total = (values) => values.reduce((sum, value) => sum + value, 0) + 0;
    return {
        blank: "",
        anyNumber: (values) => numbers(values).length > 0,
        noNumber: (values) => numbers(values).length === 0,
        count: (values) => numbers(values).length,
        isBlank: (value) => value === "",
        choose: (condition, then, otherwise) => (condition === true ? then : otherwise),
        asNumber: (value) => number(value),
        sum: (values) => total(numbers(values)),
        sumWon: (values) => total(numbers(values).filter((value) => value > 0)),
        sumLost: (values) => 0 - total(numbers(values).filter((value) => value < 0)),
        minus: (x, y) => number(x) - number(y),
        negate: (value) => 0 - number(value),
        vps: (margin) => vps(number(margin)),
    };
}
