"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formulaTotals = formulaTotals;
/** `vp` writes the event's VPs of a margin: BRIDGE.VP with its boards and scale. */
function formulaTotals(vp) {
    return {
        blank: '""',
        anyNumber: (values) => `COUNT(${values})>0`,
        noNumber: (values) => `COUNT(${values})=0`,
        count: (values) => `COUNT(${values})`,
        isBlank: (value) => `${value}=""`,
        choose: (condition, then, otherwise) => `IF(${condition}, ${then}, ${otherwise})`,
        asNumber: (value) => `N(${value})`,
        sum: (values) => `SUM(${values})`,
        sumWon: (values) => `SUMIF(${values}, ">0")`,
        sumLost: (values) => `-SUMIF(${values}, "<0")`,
        minus: (a, b) => `${a}-${b}`,
        negate: (value) => `-${value}`,
        vps: vp,
    };
}
