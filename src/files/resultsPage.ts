/*
 * The results page: one self-contained HTML file of a pairs session for the players (no script,
 * no network, styles inline), made from the session as the workbook computed it (a PairsSession
 * of src/session/publish): the ranking with names; each board with its hand diagram, dealer,
 * vulnerability, makeable contracts and par, and its traveller; a score card for each pair.
 * Every number is the session's own (places, totals, percentages, scores, points, tricks, par);
 * only a board's top (the most points a line shared, North-South's and East-West's together)
 * and a pair's share of it are worked out from them. Every text of the session is escaped. Pure.
 *
 * @example writeResultsPage(session, "fr") // "<!DOCTYPE html><html lang=\"fr\">..."
 */
import type { Language } from "../messages/language";
import { resultsPageTexts } from "../messages/resultsPage";
import {
  RESULTS_PAGE_CSS,
  escapeHtml,
  formatNumber,
  leadHtml,
  resultText,
} from "./resultsPageHtml";
import { boardMeta, dealBlock } from "./resultsPageDeal";
import type { BoardResults, PairEntry, PairsSession, TravellerLine } from "./session";
import { cardsSection } from "./resultsPageCards";
import type { Page, Side } from "./resultsPageParts";
import { contractCell, pairKey, pairLink, points, td, th } from "./resultsPageParts";
import { formatPlace } from "./session";

export function writeResultsPage(session: PairsSession, language: Language): string {
  const t = resultsPageTexts(language);
  const page: Page = {
    session,
    language,
    t,
    handRecords: new Map(session.handRecords.map((record) => [record.board, record])),
    anchors: anchorsOf(session.pairs),
  };
  const title = escapeHtml(session.event.title ?? session.event.description ?? "");
  return [
    `<!DOCTYPE html><html lang="${t.lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${title}</title><style>${RESULTS_PAGE_CSS}</style></head><body>`,
    `<header id="top"><h1>${title}</h1>${headerMeta(page)}`,
    `<nav aria-label="${t.contents}"><ul><li><a href="#ranking">${t.ranking}</a></li>`,
    `<li><a href="#boards">${t.boards}</a></li><li><a href="#cards">${t.scoreCards}</a></li></ul></nav></header>`,
    `<main>${rankingSection(page)}${boardsSection(page)}${cardsSection(page)}</main>`,
    `</body></html>\n`,
  ].join("");
}

function headerMeta(page: Page): string {
  const { session, t } = page;
  const parts = [
    session.club.name ?? "",
    session.event.date ?? "",
    t.scoring[session.scoring],
  ].filter((part) => part !== "");
  return `<p class="meta">${parts.map(escapeHtml).join(" · ")}</p><p class="meta">${escapeHtml(
    t.made(session.boards.length, session.pairs.length)
  )}</p>`;
}

function anchorsOf(pairs: readonly PairEntry[]): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Set<string>();
  for (const entry of pairs) {
    const base = `p-${entry.pair.replace(/[^A-Za-z0-9]/g, "_")}${entry.direction ? `-${entry.direction.toLowerCase()}` : ""}`;
    let anchor = base;
    for (let n = 2; used.has(anchor); n += 1) anchor = `${base}-${n}`;
    used.add(anchor);
    anchors.set(pairKey(entry.pair, entry.direction), anchor);
  }
  return anchors;
}

// ---- The ranking -------------------------------------------------------------------------------

function rankingSection(page: Page): string {
  const { session, t } = page;
  const fields: (Side | undefined)[] = session.pairs.some((pair) => pair.direction)
    ? ["NS", "EW"]
    : [undefined];
  const tables = fields.map((field) => {
    const pairs = session.pairs.filter((pair) => pair.direction === field);
    const heading = field ? `<h3>${t.field(field)}</h3>` : "";
    return `${heading}${rankingTable(page, pairs)}`;
  });
  return `<section id="ranking" aria-labelledby="ranking-h"><h2 id="ranking-h">${t.ranking}</h2>${tables.join("")}</section>`;
}

function rankingTable(page: Page, pairs: readonly PairEntry[]): string {
  const { t, language } = page;
  const head = `<tr>${th(t.place)}${th(t.pair)}${th(t.players)}${th(t.total, true)}${th(t.percentage, true)}</tr>`;
  const rows = pairs.map((entry) => {
    const anchor = page.anchors.get(pairKey(entry.pair, entry.direction));
    const names = entry.players.map((player) => escapeHtml(player.name)).join(" &amp; ");
    return `<tr>${td(entry.place ? formatPlace(entry.place) : "")}${td(
      anchor ? `<a href="#${anchor}">${escapeHtml(entry.pair)}</a>` : escapeHtml(entry.pair)
    )}${td(names)}${td(
      entry.totalScore === undefined ? "" : formatNumber(entry.totalScore, language, 2, true),
      true
    )}${td(
      entry.percentage === undefined ? "" : formatNumber(entry.percentage, language, 2, true),
      true
    )}</tr>`;
  });
  return `<table class="ranking"><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>`;
}

// ---- The boards --------------------------------------------------------------------------------

function boardsSection(page: Page): string {
  const { session, t } = page;
  const index = session.boards
    .map((board) => `<li><a href="#b${board.board}">${board.board}</a></li>`)
    .join("");
  return `<section id="boards" aria-labelledby="boards-h"><h2 id="boards-h">${t.boards}</h2><nav class="idx" aria-label="${t.boards}"><ul>${index}</ul></nav>${session.boards
    .map((board) => boardSection(page, board))
    .join("")}</section>`;
}

function boardSection(page: Page, board: BoardResults): string {
  const { t } = page;
  const record = page.handRecords.get(board.board);
  return `<section class="board" id="b${board.board}" aria-labelledby="b${board.board}-h"><h3 id="b${board.board}-h">${t.board(board.board)}</h3>${boardMeta(page, board.board, record)}${dealBlock(page, board.board, record)}${traveller(page, board)}<p class="top"><a href="#ranking">${t.backToTop}</a></p></section>`;
}

function traveller(page: Page, board: BoardResults): string {
  const { t } = page;
  const spanned = (text: string, numeric = false) =>
    `<th scope="col" rowspan="2"${numeric ? ' class="n"' : ""}>${text}</th>`;
  const head =
    `<tr>${spanned(t.ns)}${spanned(t.ew)}${spanned(t.contract)}${spanned(t.declarer)}${spanned(t.lead)}` +
    `${spanned(t.result)}${spanned(t.nsScore, true)}<th scope="colgroup" colspan="2" class="n">${t.points}</th></tr>` +
    `<tr><th scope="col" class="n" aria-label="${t.nsPoints}">${t.ns}</th><th scope="col" class="n" aria-label="${t.ewPoints}">${t.ew}</th></tr>`;
  const rows = board.lines.map((line) => travellerRow(page, line));
  return `<table class="traveller"><caption>${t.traveller}</caption><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>`;
}

function travellerRow(page: Page, line: TravellerLine): string {
  const { language } = page;
  const score = line.score.kind === "score" ? formatNumber(line.score.nsScore, language) : "";
  return `<tr>${td(pairLink(page, line.nsPair, "NS"))}${td(pairLink(page, line.ewPair, "EW"))}${td(
    contractCell(page, line)
  )}${td(line.declarer ?? "")}${td(line.lead ? leadHtml(line.lead) : "")}${td(
    resultText(line.contract, line.tricks)
  )}${td(score, true)}${td(points(page, line.nsPoints), true)}${td(
    points(page, line.ewPoints),
    true
  )}</tr>`;
}

/** A teams event's page, in the same chunk (src/taskpane/resultsPageChunk.ts). */
export { writeTeamsResultsPage } from "./teamsResultsPage";
