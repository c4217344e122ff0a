/*
 * The matches of a teams event's results page (./teamsResultsPage.ts): each round's matches
 * with both teams' IMPs and VPs, each match's boards (each room's contract and North-South's
 * score where the sheet has them, the IMPs to each side), and each board the Hand records sheet
 * holds, with its diagram and the matches that played it. Every number is the sheets' own.
 */
import type { Language } from "../messages/language";
import type { ResultsPageTexts } from "../messages/resultsPage";
import type { TeamsResultsPageTexts } from "../messages/teamsResultsPage";
import { boardMeta, dealBlock } from "./resultsPageDeal";
import { contractHtml, escapeHtml, formatNumber, resultText } from "./resultsPageHtml";
import { td, th } from "./resultsPageParts";
import type { HandRecord } from "./session";
import type { MatchBoard, RoomLine, TeamsEventFile, TeamsMatch } from "./teamsEvent";

export interface TeamsPage {
  readonly event: TeamsEventFile;
  readonly language: Language;
  /** The pairs page's texts: a board's diagram, a contract's words. */
  readonly t: ResultsPageTexts;
  readonly tt: TeamsResultsPageTexts;
  readonly handRecords: ReadonlyMap<number, HandRecord>;
  readonly names: ReadonlyMap<number, string>;
}

export const teamName = (page: TeamsPage, team: number): string =>
  escapeHtml(page.names.get(team) || String(team));

/** A team's name linked to its matches; a single match's page has no section per team. */
export const teamLink = (page: TeamsPage, team: number): string =>
  page.event.kind === "match"
    ? teamName(page, team)
    : `<a href="#t${team}">${teamName(page, team)}</a>`;

export const matchAnchor = (match: TeamsMatch): string => `m${match.round}-${match.table ?? 1}`;

/** IMPs, VPs: at most two decimals, as the sheets compute them. */
export const shown = (page: TeamsPage, value: number | undefined): string =>
  value === undefined ? "" : formatNumber(value, page.language);

/** A match's heading: "Round 2, table 1: North v South", or only the teams for a single match. */
export function matchTitle(page: TeamsPage, match: TeamsMatch): string {
  const { tt } = page;
  const teams = tt.matchOf(teamName(page, match.home), teamName(page, match.away));
  return page.event.kind === "match"
    ? teams
    : `${tt.matchAt(match.round, match.table ?? 1)}: ${teams}`;
}

const roundsOf = (event: TeamsEventFile): number[] =>
  [...new Set([...event.matches, ...event.byes].map((each) => each.round))].sort((a, b) => a - b);

export function matchesSection(page: TeamsPage): string {
  const { event, tt } = page;
  const rounds = roundsOf(event).map((round) => {
    const matches = event.matches.filter((match) => match.round === round);
    const heading = event.kind === "match" ? "" : `<h3>${tt.round(round)}</h3>`;
    return `${heading}${roundTable(page, matches)}${matches
      .filter((match) => match.boards.length > 0)
      .map((match) => matchSection(page, match))
      .join("")}`;
  });
  return `<section id="matches" aria-labelledby="matches-h"><h2 id="matches-h">${tt.matches}</h2>${rounds.join("")}</section>`;
}

function roundTable(page: TeamsPage, matches: readonly TeamsMatch[]): string {
  const { tt } = page;
  const head =
    `<tr>${th(tt.table)}${th(tt.home)}${th(tt.away)}` +
    `<th scope="colgroup" colspan="2" class="n">${tt.imps}</th>` +
    `<th scope="colgroup" colspan="2" class="n">${tt.vps}</th>${th(tt.boardsLink)}</tr>`;
  const rows = matches.map((match) => {
    const boards =
      match.boards.length > 0 ? `<a href="#${matchAnchor(match)}">${tt.boardsLink}</a>` : "";
    return `<tr>${td(String(match.table ?? 1))}${td(teamLink(page, match.home))}${td(
      teamLink(page, match.away)
    )}${td(shown(page, match.homeImps), true)}${td(shown(page, match.awayImps), true)}${td(
      shown(page, match.homeVps),
      true
    )}${td(shown(page, match.awayVps), true)}${td(boards)}</tr>`;
  });
  return `<table class="round"><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>`;
}

const hasRooms = (boards: readonly MatchBoard[]): boolean =>
  boards.some((board) => (board.rooms ?? []).length > 0);

/** A room's play in a cell: "4♠ N = +420", a pass, or blank. */
function roomCell(page: TeamsPage, line: RoomLine | undefined): string {
  if (!line) return "";
  const { t } = page;
  return line.contract === "PASS"
    ? t.passed
    : [
        line.contract ? contractHtml(line.contract) : "",
        line.declarer ?? "",
        resultText(line.contract, line.tricks),
      ]
        .filter((part) => part !== "")
        .join(" ");
}

/** The columns of a board's row after its first: each room's play and score, both sides' IMPs. */
function boardCells(page: TeamsPage, board: MatchBoard, rooms: boolean): string {
  const room = (which: "open" | "closed") => board.rooms?.find((line) => line.room === which);
  const score = (line: RoomLine | undefined) =>
    line?.score.kind === "score" ? formatNumber(line.score.nsScore, page.language) : "";
  const roomCells = rooms
    ? (["open", "closed"] as const)
        .map((which) => td(roomCell(page, room(which))) + td(score(room(which)), true))
        .join("")
    : "";
  const imps = (value: number) => (value > 0 ? shown(page, value) : "");
  return `${roomCells}${td(imps(board.imps), true)}${td(imps(-board.imps), true)}`;
}

/**
 * The header cells of the rooms and IMP columns, after the first column's header; the IMP
 * columns headed by the teams' names (`names`: broken anywhere on a phone) or by Home and Away.
 */
function boardHeads(
  page: TeamsPage,
  rooms: boolean,
  [home, away]: readonly [string, string],
  names: boolean
): [string, string] {
  const { t, tt } = page;
  const top =
    (rooms
      ? `<th scope="colgroup" colspan="2">${tt.openRoom}</th><th scope="colgroup" colspan="2">${tt.closedRoom}</th>`
      : "") + `<th scope="colgroup" colspan="2" class="n">${tt.imps}</th>`;
  const team = (name: string) =>
    `<th scope="col" class="${names ? "n w" : "n"}" aria-label="${tt.impsOf(name)}">${name}</th>`;
  const below =
    (rooms ? `${th(t.contract)}${th(t.nsScore, true)}`.repeat(2) : "") + team(home) + team(away);
  return [top, below];
}

function boardLink(page: TeamsPage, board: number): string {
  return page.handRecords.get(board)?.deal ? `<a href="#b${board}">${board}</a>` : String(board);
}

function matchSection(page: TeamsPage, match: TeamsMatch): string {
  const { t, tt } = page;
  const anchor = matchAnchor(match);
  const rooms = hasRooms(match.boards);
  const [home, away] = [teamName(page, match.home), teamName(page, match.away)];
  const [top, below] = boardHeads(page, rooms, [home, away], true);
  const first = `<th scope="col" rowspan="2">${t.boardColumn}</th>`;
  const head = `<tr>${first}${top}</tr><tr>${below}</tr>`;
  const rows = match.boards.map(
    (board) => `<tr>${td(boardLink(page, board.board))}${boardCells(page, board, rooms)}</tr>`
  );
  const vps =
    match.homeVps === undefined
      ? ""
      : ` · ${tt.vps} ${shown(page, match.homeVps)}–${shown(page, match.awayVps)}`;
  // Under its round's heading; a single match has no rounds.
  const level = page.event.kind === "match" ? 3 : 4;
  return `<section class="match" id="${anchor}" aria-labelledby="${anchor}-h"><h${level} id="${anchor}-h">${matchTitle(
    page,
    match
  )}</h${level}><p class="meta">${tt.imps} ${shown(page, match.homeImps)}–${shown(
    page,
    match.awayImps
  )}${vps}</p><table class="boards"><caption>${tt.boardsOfMatch}</caption><thead>${head}</thead><tbody>${rows.join(
    ""
  )}</tbody></table><p class="top"><a href="#standings">${tt.backToStandings}</a></p></section>`;
}

/** The boards the Hand records sheet holds a deal of, among those the matches played. */
export function dealtBoards(page: TeamsPage): number[] {
  const played = new Set(page.event.matches.flatMap((match) => match.boards.map((b) => b.board)));
  return [...played].filter((board) => page.handRecords.get(board)?.deal).sort((a, b) => a - b);
}

export function boardsSection(page: TeamsPage): string {
  const { t } = page;
  const boards = dealtBoards(page);
  if (boards.length === 0) return "";
  const index = boards.map((board) => `<li><a href="#b${board}">${board}</a></li>`).join("");
  return `<section id="boards" aria-labelledby="boards-h"><h2 id="boards-h">${t.boards}</h2><nav class="idx" aria-label="${t.boards}"><ul>${index}</ul></nav>${boards
    .map((board) => boardSection(page, board))
    .join("")}</section>`;
}

/** A board's results: played in one match, that match's columns under its title; else a row per match. */
function boardResults(page: TeamsPage, board: number): string {
  const { tt } = page;
  const played = page.event.matches.flatMap((match) =>
    match.boards.filter((each) => each.board === board).map((each) => ({ match, board: each }))
  );
  const rooms = played.some(({ board: each }) => (each.rooms ?? []).length > 0);
  const link = (match: TeamsMatch) =>
    `<a href="#${matchAnchor(match)}">${matchTitle(page, match)}</a>`;
  const table = (caption: string, head: string, rows: readonly string[]) =>
    `<table class="boards"><caption>${caption}</caption><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>`;
  const [only] = played;
  if (played.length === 1 && only) {
    const names = [teamName(page, only.match.home), teamName(page, only.match.away)] as const;
    const [top, below] = boardHeads(page, rooms, names, true);
    return table(link(only.match), `<tr>${top}</tr><tr>${below}</tr>`, [
      `<tr>${boardCells(page, only.board, rooms)}</tr>`,
    ]);
  }
  const [top, below] = boardHeads(page, rooms, [tt.home, tt.away], false);
  const head = `<tr><th scope="col" rowspan="2">${tt.match}</th>${top}</tr><tr>${below}</tr>`;
  const rows = played.map(
    ({ match, board: each }) => `<tr>${td(link(match))}${boardCells(page, each, rooms)}</tr>`
  );
  return table(tt.playedIn, head, rows);
}

function boardSection(page: TeamsPage, board: number): string {
  const { t, tt } = page;
  const record = page.handRecords.get(board);
  return `<section class="board" id="b${board}" aria-labelledby="b${board}-h"><h3 id="b${board}-h">${t.board(
    board
  )}</h3>${boardMeta(page, board, record)}${dealBlock(page, board, record)}${boardResults(
    page,
    board
  )}<p class="top"><a href="#standings">${tt.backToStandings}</a></p></section>`;
}
