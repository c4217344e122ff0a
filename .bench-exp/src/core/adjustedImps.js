"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.impsForAdjustedScore = impsForAdjustedScore;
/**
 * IMPs for an artificial adjusted score (Law 12C2) in IMP pairs: average plus is +3 IMPs, average
 * 0, average minus -3 (ACBLscore manual p.83 "AVE+ 3 IMPs"; Law 86A; Norwegian Law 86: "+3 IMP
 * eller -3 IMP"). Each side's own share decides: more than 50 % +3, exactly 50 % 0, less -3, so a
 * two-sided A6060 is +3 to both sides and A4040 -3 to both (East-West's IMPs are not minus
 * North-South's on such a line).
 * @example impsForAdjustedScore({ nsPercent: 60, ewPercent: 40 }) // 3
 * @example impsForAdjustedScore({ nsPercent: 60, ewPercent: 60 }, "ew") // 3
 */
function impsForAdjustedScore(adjusted, side = "ns") {
    const percent = side === "ns" ? adjusted.nsPercent : adjusted.ewPercent;
    if (percent > 50)
        return AVERAGE_PLUS_IMPS;
    if (percent < 50)
        return -AVERAGE_PLUS_IMPS;
    return 0;
}
const AVERAGE_PLUS_IMPS = 3;
