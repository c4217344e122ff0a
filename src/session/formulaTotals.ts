/*
 * The teams core's algebra of totals (src/core/teams/matchTotals.ts) with formula text for
 * values: the core's rules for a match's totals and a bye, written as a sheet's formulas. A value
 * is an expression of English Excel, without the leading "=".
 */
import type { TotalsAlgebra } from "../core/teams/matchTotals";

/** `vp` writes the event's VPs of a margin: BRIDGE.VP with its boards and scale. */
export function formulaTotals(vp: (margin: string) => string): TotalsAlgebra<string> {
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
