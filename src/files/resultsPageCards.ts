/*
 * The results page's score cards: each pair's boards in order, with its opponents, contract,
 * score and points, and for matchpoints the board's top and the pair's share of it.
 */
import { formatNumber, resultText, escapeHtml } from "./resultsPageHtml";
import type { Page, Side } from "./resultsPageParts";
import { contractCell, pairKey, pairLink, points, td, th } from "./resultsPageParts";
import type { BoardResults, PairEntry, TravellerLine } from "./session";
import { formatPlace } from "./session";

export function cardsSection(page: Page): string {
  const { session, t } = page;
  return `<section id="cards" aria-labelledby="cards-h"><h2 id="cards-h">${t.scoreCards}</h2>${session.pairs
    .map((entry) => scoreCard(page, entry))
    .join("")}</section>`;
}

interface CardLine {
  readonly board: number;
  readonly side: Side;
  readonly line: TravellerLine;
  /** The most points a line of the board shared (matchpoints only). */
  readonly top?: number;
}

/** The pair's lines, board by board: on its field's side, or either side in a Howell. */
function linesOf(page: Page, entry: PairEntry): CardLine[] {
  const same = (pair: string) => pairKey(pair, undefined) === pairKey(entry.pair, undefined);
  const found: CardLine[] = [];
  for (const board of page.session.boards) {
    const top = page.session.scoring === "matchpoints" ? topOf(board) : undefined;
    for (const line of board.lines) {
      const side: Side | undefined =
        entry.direction !== "EW" && same(line.nsPair)
          ? "NS"
          : entry.direction !== "NS" && same(line.ewPair)
            ? "EW"
            : undefined;
      if (side) found.push({ board: board.board, side, line, ...(top ? { top } : {}) });
    }
  }
  return found;
}

/** A board's top: the most matchpoints North-South and East-West of one line share. */
function topOf(board: BoardResults): number | undefined {
  let top: number | undefined;
  for (const line of board.lines) {
    if (line.nsPoints === undefined || line.ewPoints === undefined) continue;
    const shared = line.nsPoints + line.ewPoints;
    if (top === undefined || shared > top) top = shared;
  }
  return top;
}

function scoreCard(page: Page, entry: PairEntry): string {
  const { t, language, session } = page;
  const anchor = page.anchors.get(pairKey(entry.pair, entry.direction)) ?? "";
  const names = entry.players.map((player) => escapeHtml(player.name)).join(" &amp; ");
  const field = entry.direction ? ` (${entry.direction === "NS" ? t.ns : t.ew})` : "";
  const summary = [
    entry.place ? `${t.place} ${formatPlace(entry.place)}` : "",
    entry.totalScore === undefined
      ? ""
      : `${t.total} ${formatNumber(entry.totalScore, language, 2, true)}`,
    entry.percentage === undefined ? "" : `${formatNumber(entry.percentage, language, 2, true)} %`,
  ].filter((part) => part !== "");
  const matchpoints = session.scoring === "matchpoints";
  const howell = !entry.direction;
  const head = `<tr>${th(t.boardColumn)}${howell ? th(t.direction) : ""}${th(t.opponents)}${th(t.contract)}${th(t.score, true)}${th(t.points, true)}${matchpoints ? th(t.top, true) + th(t.share, true) : ""}</tr>`;
  const rows = linesOf(page, entry).map((card) => {
    const { line, side } = card;
    const other: Side = side === "NS" ? "EW" : "NS";
    const opponents = side === "NS" ? line.ewPair : line.nsPair;
    const own = side === "NS" ? line.nsPoints : line.ewPoints;
    const score =
      line.score.kind === "score"
        ? formatNumber(side === "NS" ? line.score.nsScore : -line.score.nsScore, language)
        : "";
    const played =
      line.score.kind === "score" && line.contract && line.declarer
        ? `${contractCell(page, line)} ${line.declarer} ${resultText(line.contract, line.tricks)}`
        : contractCell(page, line);
    const share =
      card.top && own !== undefined ? `${formatNumber((own / card.top) * 100, language, 0)} %` : "";
    return `<tr>${td(`<a href="#b${card.board}">${card.board}</a>`)}${howell ? td(side === "NS" ? t.ns : t.ew) : ""}${td(
      pairLink(page, opponents, other)
    )}${td(played)}${td(score, true)}${td(points(page, own), true)}${
      matchpoints
        ? td(card.top === undefined ? "" : points(page, card.top), true) + td(share, true)
        : ""
    }</tr>`;
  });
  return `<section class="card" id="${anchor}" aria-labelledby="${anchor}-h"><h3 id="${anchor}-h">${escapeHtml(
    t.cardOf(entry.pair)
  )}${field}${names ? ` – ${names}` : ""}</h3><p class="meta">${summary.join(" · ")}</p><table><thead>${head}</thead><tbody>${rows.join(
    ""
  )}</tbody></table><p class="top"><a href="#ranking">${t.backToTop}</a></p></section>`;
}
