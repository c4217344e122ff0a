/*
 * The pieces of the results page (./resultsPage.ts): escaping, how a number, a contract, a lead
 * and a hand are shown, and the page's style sheet (phone, desktop and A4 print, no script).
 * Pure.
 */
import type { Hand } from "../core/deal";
import { SUIT_SYMBOLS, formatHolding } from "../core/deal";
import type { Language } from "../messages/language";

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * A computed value as the page shows it: at most `decimals` decimals (trailing zeros kept when
 * `fixed`), a decimal comma in French, never "-0".
 */
export function formatNumber(
  value: number,
  language: Language,
  decimals = 2,
  fixed = false
): string {
  const rounded = Number(value.toFixed(decimals));
  const text = fixed ? (rounded === 0 ? 0 : rounded).toFixed(decimals) : String(rounded || 0);
  return language === "fr" ? text.replace(".", ",") : text;
}

/** A score with its sign: "+420", "-50", "0". */
export function formatSigned(value: number, language: Language): string {
  const text = formatNumber(value, language);
  return value > 0 ? `+${text}` : text;
}

const STRAIN_SYMBOLS: Readonly<Record<string, string>> = {
  S: SUIT_SYMBOLS[0] ?? "S",
  H: SUIT_SYMBOLS[1] ?? "H",
  D: SUIT_SYMBOLS[2] ?? "D",
  C: SUIT_SYMBOLS[3] ?? "C",
};

/** A suit's symbol, red for hearts and diamonds (a class the style sheet colours). */
export function suitSymbol(suit: "S" | "H" | "D" | "C"): string {
  const symbol = STRAIN_SYMBOLS[suit] ?? suit;
  return suit === "H" || suit === "D" ? `<span class="r">${symbol}</span>` : symbol;
}

/** "4SX" as 4♠X, "3NT" as 3NT; any other text escaped as it is. */
export function contractHtml(contract: string): string {
  const match = /^([1-7])(NT|[SHDC])(X{0,2})$/i.exec(contract.trim());
  if (!match) return escapeHtml(contract);
  const strain = (match[2] as string).toUpperCase();
  const symbol = strain === "NT" ? "NT" : suitSymbol(strain as "S");
  return `${match[1]}${symbol}${(match[3] as string).toUpperCase()}`;
}

/** A lead "TD" (rank then suit) as ♦10. */
export function leadHtml(lead: string): string {
  const match = /^([2-9TJQKA])([SHDC])$/.exec(lead);
  if (!match) return escapeHtml(lead);
  const rank = match[1] === "T" ? "10" : (match[1] as string);
  return `${suitSymbol(match[2] as "S")}${rank}`;
}

/** The result against the contract: "=", "+1", "-2"; "" when it cannot be told. */
export function resultText(contract: string | undefined, tricks: number | undefined): string {
  const level = /^([1-7])/.exec(contract ?? "")?.[1];
  if (level === undefined || tricks === undefined) return "";
  const over = tricks - (Number(level) + 6);
  if (over === 0) return "=";
  return over > 0 ? `+${over}` : String(over);
}

const SUIT_LETTERS = ["S", "H", "D", "C"] as const;

/** A hand's four suits, one line each: "♠ AK10 5", "♥ —". */
export function handLines(hand: Hand): string {
  return SUIT_LETTERS.map((suit, index) => {
    const ranks = formatHolding(hand[index] ?? 0).replace("T", "10");
    return `<div>${suitSymbol(suit)} ${ranks === "" ? "—" : ranks}</div>`;
  }).join("");
}

/**
 * The style sheet: one column on a phone (360 px and up, nothing wider than the screen), the
 * diagram beside its tables from 600 px, and A4 paper with each board kept on one page.
 */
export const RESULTS_PAGE_CSS = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0 auto;max-width:62rem;padding:.5rem;font:15px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111;background:#fff}
h1{font-size:1.35rem;margin:.3rem 0}
h2{font-size:1.2rem;margin:1.2rem 0 .4rem;border-bottom:2px solid #1f4e79;color:#1f4e79}
h3{font-size:1.05rem;margin:.9rem 0 .3rem}
p{margin:.3rem 0}
a{color:#0b4f8a}
nav ul{list-style:none;padding:0;margin:.3rem 0;display:flex;flex-wrap:wrap;gap:.3rem .9rem}
nav.idx{font-size:.9rem}
table{border-collapse:collapse;width:100%;font-size:.8rem;margin:.2rem 0 .5rem}
caption{text-align:left;font-weight:600;padding:.15rem 0}
th,td{border:1px solid #bbb;padding:.1rem .2rem;vertical-align:top}
th{background:#e8eef5;text-align:left;font-weight:600}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
td.n{white-space:nowrap}
td{overflow-wrap:anywhere}
.r{color:#b00000}
.meta{color:#333;font-size:.9rem}
.board{break-inside:avoid;page-break-inside:avoid;border-top:1px solid #ddd;padding-top:.2rem}
.deal{display:flex;flex-wrap:wrap;gap:.4rem 1rem;align-items:flex-start}
.hands{display:grid;grid-template-columns:repeat(3,minmax(0,7.2rem));gap:.2rem;font-size:.85rem}
.hand{white-space:nowrap}
.hand b{display:block;font-size:.75rem;color:#333}
.hN{grid-column:2;grid-row:1}.hW{grid-column:1;grid-row:2}.hE{grid-column:3;grid-row:2}.hS{grid-column:2;grid-row:3}
.box{grid-column:2;grid-row:2;border:1px solid #999;border-radius:4px;font-size:1.1rem;font-weight:600;text-align:center;padding:.6rem .2rem;align-self:center;justify-self:center;min-width:3.5rem}
.dd{flex:1 1 12rem;min-width:0}
.dd table{width:auto}
.dd td{text-align:center;min-width:1.6rem}
.card{break-inside:avoid;page-break-inside:avoid}
.top{font-size:.85rem}
@media (max-width:420px){table{font-size:.75rem}}
@media (min-width:600px){body{padding:1rem}table{font-size:.9rem}table.traveller,.card table{width:auto;min-width:min(36rem,100%)}}
@media print{
@page{size:A4;margin:12mm}
body{max-width:none;padding:0;font-size:9pt;line-height:1.2}
table{font-size:8.5pt;margin:.1rem 0 .3rem}
th,td{padding:0 .2rem}
h2{font-size:13pt}
h3{font-size:11pt;margin:.5rem 0 .1rem}
.hands{font-size:9pt;grid-template-columns:repeat(3,minmax(0,6.5rem))}
.box{padding:.3rem .2rem}
nav,.top{display:none}
a{color:inherit;text-decoration:none}
h2{break-after:avoid;page-break-after:avoid}
#boards,#cards{break-before:page;page-break-before:always}
th{background:#eee}
}
`
  .trim()
  .replace(/\n/g, "");
