"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.boardAMatchPoints = boardAMatchPoints;
const teams_1 = require("../../messages/teams");
const errors_1 = require("../errors");
/**
 * Board-a-match: the points a team wins on a board, 1, 0.5 or 0. `score` is the North-South score
 * in the room where the team sat North-South, `otherRoomScore` the North-South score in the other
 * room, where its East-West pair defended or declared against the opponents: the team's net on
 * the board is score - otherRoomScore. The ACBL Handbook ("Types of team events",
 * acbl.org/about-acbl/administration/acbl-handbook/i-types-of-team-events): "The team with the
 * best raw score on a board earns one point. On a board in which there is a tie in the raw
 * score, each team earns one half a point", so +120 against -110 wins, by 10 points; British
 * point-a-board counts the same way (bernardmageebridge.com/glossary/point-a-board: a point for a
 * win, a half for a tie). No published regulation found
 * treats a near-equal net as a tie, so `tieMargin` defaults to 0; Law 78D lets a sponsoring
 * organisation's conditions of contest say otherwise (a net of at most `tieMargin` points ties).
 * @example boardAMatchPoints(120, 110) // 1
 * @example boardAMatchPoints(-100, -100) // 0.5
 */
function boardAMatchPoints(score, otherRoomScore, tieMargin = 0) {
    if (!Number.isFinite(score))
        throw new errors_1.BridgeInputError("score", score, teams_1.TEAMS_FORMS.score);
    if (!Number.isFinite(otherRoomScore)) {
        throw new errors_1.BridgeInputError("other_room_score", otherRoomScore, teams_1.TEAMS_FORMS.score);
    }
    if (!Number.isFinite(tieMargin) || tieMargin < 0) {
        throw new errors_1.BridgeInputError("tie_margin", tieMargin, teams_1.TEAMS_FORMS.tieMargin);
    }
    const net = score - otherRoomScore;
    if (net > tieMargin)
        return 1;
    if (net < -tieMargin)
        return 0;
    return 0.5;
}
