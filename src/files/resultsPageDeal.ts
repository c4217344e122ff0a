/*
 * A board as both results pages show it (./resultsPage.ts for pairs, ./teamsResultsPage.ts for
 * teams): its dealer and vulnerability, the four hands around the board's number, the makeable
 * contracts and par as the Hand records sheet computed them. Pure.
 */
import type { Seat, Vulnerability } from "../core/board";
import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import type { TrickTable } from "../core/trickTable";
import type { Language } from "../messages/language";
import type { ResultsPageTexts } from "../messages/resultsPage";
import { contractHtml, escapeHtml, formatSigned, handLines, suitSymbol } from "./resultsPageHtml";
import { th } from "./resultsPageParts";
import type { HandRecord } from "./session";

/** What a board's rendering needs of the page: its texts and language. */
export interface DealPage {
  readonly t: ResultsPageTexts;
  readonly language: Language;
}

/** "Dealer: North · Vulnerable: None": the hand record's, else the board number's (Law 2). */
export function boardMeta(page: DealPage, board: number, record: HandRecord | undefined): string {
  const { t } = page;
  const dealer: Seat = record?.dealer ?? dealerForBoard(board);
  const vulnerability: Vulnerability = record?.vulnerability ?? vulnerabilityForBoard(board);
  return `<p class="meta">${t.dealer}: ${t.seats[dealer]} · ${t.vulnerability}: ${t.vulnerabilities[vulnerability]}</p>`;
}

export function dealBlock(page: DealPage, board: number, record: HandRecord | undefined): string {
  const { t } = page;
  if (!record?.deal) return `<p class="meta">${t.noDeal}</p>`;
  const deal = record.deal;
  const seats: Seat[] = ["N", "W", "E", "S"];
  const hands = seats
    .map((seat) => {
      const hand = deal.hands["NESW".indexOf(seat)];
      return hand
        ? `<div class="hand h${seat}" role="group" aria-label="${t.seats[seat]}"><b>${t.seats[seat]}</b>${handLines(hand)}</div>`
        : "";
    })
    .join("");
  const box = `<div class="box" aria-hidden="true">${board}</div>`;
  const dd = record.doubleDummyTricks ? makeableTable(page, record.doubleDummyTricks) : "";
  return `<div class="deal"><div class="hands" role="group" aria-label="${t.handsOf(board)}">${hands}${box}</div><div class="dd">${dd}${parLine(page, record)}</div></div>`;
}

/** Rows N S E W; columns NT ♠ ♥ ♦ ♣; the level made (tricks - 6), or "–" for none. */
function makeableTable(page: DealPage, tricks: TrickTable): string {
  const { t } = page;
  const strains: { index: number; html: string }[] = [
    { index: 4, html: "NT" },
    { index: 3, html: suitSymbol("S") },
    { index: 2, html: suitSymbol("H") },
    { index: 1, html: suitSymbol("D") },
    { index: 0, html: suitSymbol("C") },
  ];
  const seats: { index: number; seat: Seat }[] = [
    { index: 0, seat: "N" },
    { index: 2, seat: "S" },
    { index: 1, seat: "E" },
    { index: 3, seat: "W" },
  ];
  const head = `<tr><td></td>${strains.map((strain) => th(strain.html)).join("")}</tr>`;
  const rows = seats.map(({ index, seat }) => {
    const cells = strains.map((strain) => {
      const taken = tricks[index]?.[strain.index];
      return `<td>${taken !== undefined && taken >= 7 ? String(taken - 6) : "–"}</td>`;
    });
    return `<tr><th scope="row">${t.seats[seat]}</th>${cells.join("")}</tr>`;
  });
  return `<table><caption>${t.makeable}</caption><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>`;
}

/** "Par: 4♠ NS, NS +420", as the Hand records sheet computed it. */
function parLine(page: DealPage, record: HandRecord): string {
  const { t, language } = page;
  if (!record.optimumScore) return "";
  const contract = record.parContract ?? "";
  const match = /^(NS|EW)\s+(.+)$/i.exec(contract);
  const shown = match
    ? /^pass$/i.test(match[2] as string)
      ? t.passed
      : `${contractHtml(match[2] as string)} ${match[1] === "NS" ? t.ns : t.ew}`
    : /^pass$/i.test(contract)
      ? t.passed
      : escapeHtml(contract);
  const score = record.optimumScore;
  const nsScore = score.side === "NS" ? score.score : -score.score;
  return `<p>${t.par}: ${shown}${shown ? ", " : ""}${t.ns} <span class="par">${formatSigned(nsScore, language)}</span></p>`;
}
