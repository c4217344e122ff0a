/*
 * The pieces the results page's sections share (./resultsPage.ts, ./resultsPageCards.ts): the
 * page being written, a pair's key and link to its score card, table cells, a line's contract.
 */
import type { Language } from "../messages/language";
import type { ResultsPageTexts } from "../messages/resultsPage";
import { contractHtml, escapeHtml, formatNumber } from "./resultsPageHtml";
import type { HandRecord, PairsSession, TravellerLine } from "./session";

export type Side = "NS" | "EW";

export interface Page {
  readonly session: PairsSession;
  readonly language: Language;
  readonly t: ResultsPageTexts;
  readonly handRecords: ReadonlyMap<number, HandRecord>;
  /** Each ranked pair's anchor, by pairKey. */
  readonly anchors: ReadonlyMap<string, string>;
}

/** A pair's key: its number folded, and its field ("" in a Howell). */
export function pairKey(pair: string, direction: Side | undefined): string {
  return `${pair.toUpperCase().replace(/\s+/g, "")}|${direction ?? ""}`;
}

/** The anchor of the card of the pair sitting `side` on a line: its field's, else the Howell's. */
function anchorOf(page: Page, pair: string, side: Side): string | undefined {
  return page.anchors.get(pairKey(pair, side)) ?? page.anchors.get(pairKey(pair, undefined));
}

/** A pair's number, linked to its score card when it has one. */
export function pairLink(page: Page, pair: string, side: Side): string {
  const anchor = anchorOf(page, pair, side);
  const text = escapeHtml(pair);
  return anchor ? `<a href="#${anchor}">${text}</a>` : text;
}

export function th(text: string, numeric = false): string {
  return `<th scope="col"${numeric ? ' class="n"' : ""}>${text}</th>`;
}

export function td(html: string, numeric = false): string {
  return `<td${numeric ? ' class="n"' : ""}>${html}</td>`;
}

/** The contract cell's content: 4♠X, Pass, Not played, or the adjusted score. */
export function contractCell(page: Page, line: TravellerLine): string {
  const { t } = page;
  if (line.score.kind === "adjusted") return t.adjusted(line.score.nsPercent, line.score.ewPercent);
  if (line.score.kind === "notPlayed" || line.contract === "NP") return t.notPlayed;
  if (line.contract === "PASS") return t.passed;
  return contractHtml(line.contract ?? "");
}

export function points(page: Page, value: number | undefined): string {
  return value === undefined ? "" : formatNumber(value, page.language);
}
