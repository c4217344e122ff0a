/*
 * A teams event's results page: one self-contained HTML file for the players (no script, no
 * network, styles inline), made from the event as the workbook computed it (a TeamsEventFile of
 * src/session/publish, and each team's totals from its Standings sheet): the standings (place,
 * team, players where known, VPs, IMPs won and lost, matches played), each team's matches and
 * byes, each round's matches with both teams' IMPs and VPs, each match's boards, and each board
 * the Hand records sheet holds with its diagram, makeable contracts and par (./resultsPageDeal.ts,
 * as the pairs page shows them). Every number is the sheets' own; a team's totals missing from
 * the standings are its matches' sums. Every text of the event is escaped. Pure.
 *
 * @example writeTeamsResultsPage(event, new Map(), "fr") // "<!DOCTYPE html><html lang=\"fr\">..."
 */
import type { Language } from "../messages/language";
import { resultsPageTexts } from "../messages/resultsPage";
import { teamsResultsPageTexts } from "../messages/teamsResultsPage";
import { RESULTS_PAGE_CSS, escapeHtml } from "./resultsPageHtml";
import { td, th } from "./resultsPageParts";
import { formatPlace } from "./session";
import type { TeamEntry, TeamTotals, TeamsEventFile, TeamsMatch } from "./teamsEvent";
import type { TeamsPage } from "./teamsResultsPageMatches";
import {
  boardsSection,
  dealtBoards,
  matchAnchor,
  matchesSection,
  shown,
  teamLink,
  teamName,
} from "./teamsResultsPageMatches";

/**
 * What the teams page adds to the pairs page's style sheet: a match kept on one page; on a phone,
 * narrower cells (a round's table has 8 columns) and a team's name in a heading broken anywhere.
 */
const TEAMS_CSS =
  "h4{font-size:.95rem;margin:.7rem 0 .2rem}.match,.team{break-inside:avoid;page-break-inside:avoid}" +
  "th.w{overflow-wrap:anywhere}@media (max-width:420px){th,td{padding:.1rem .12rem}}" +
  "@media print{h4{font-size:10pt;margin:.4rem 0 .1rem}#matches{break-before:page;page-break-before:always}}";

export function writeTeamsResultsPage(
  event: TeamsEventFile,
  totals: ReadonlyMap<number, TeamTotals>,
  language: Language
): string {
  const t = resultsPageTexts(language);
  const tt = teamsResultsPageTexts(language);
  const page: TeamsPage = {
    event,
    language,
    t,
    tt,
    handRecords: new Map(event.handRecords.map((record) => [record.board, record])),
    names: new Map(event.teams.map((team) => [team.team, team.name])),
  };
  const title = escapeHtml(event.title);
  const single = event.kind === "match";
  const links = [
    ["standings", tt.standings],
    ...(single ? [] : [["teams", tt.teams]]),
    ["matches", tt.matches],
    ...(dealtBoards(page).length > 0 ? [["boards", t.boards]] : []),
  ]
    .map(([id, text]) => `<li><a href="#${id}">${text}</a></li>`)
    .join("");
  return [
    `<!DOCTYPE html><html lang="${t.lang}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${title}</title><style>${RESULTS_PAGE_CSS}${TEAMS_CSS}</style></head><body>`,
    `<header id="top"><h1>${title}</h1>${headerMeta(page)}`,
    `<nav aria-label="${t.contents}"><ul>${links}</ul></nav></header>`,
    `<main>${standingsSection(page, totals)}${single ? "" : teamsSection(page)}`,
    `${matchesSection(page)}${boardsSection(page)}</main>`,
    `</body></html>\n`,
  ].join("");
}

function headerMeta(page: TeamsPage): string {
  const { event, tt } = page;
  const parts = [event.club.name ?? "", event.date ?? "", tt.kind[event.kind]].filter(
    (part) => part !== ""
  );
  return `<p class="meta">${parts.map(escapeHtml).join(" · ")}</p><p class="meta">${escapeHtml(
    tt.made(event.teams.length, event.matches.length)
  )}</p>`;
}

/** A team's totals: the standings' own, else its matches' sums. */
function totalsOf(page: TeamsPage, team: number, given: TeamTotals | undefined): TeamTotals {
  const mine = page.event.matches.filter((match) => match.home === team || match.away === team);
  const sum = (imps: (match: TeamsMatch, home: boolean) => number) =>
    mine.reduce((total, match) => total + imps(match, match.home === team), 0);
  return {
    played: given?.played ?? mine.length,
    impsFor: given?.impsFor ?? sum((match, home) => (home ? match.homeImps : match.awayImps)),
    impsAgainst:
      given?.impsAgainst ?? sum((match, home) => (home ? match.awayImps : match.homeImps)),
  };
}

/** By place, then by number; a team without a place last. */
function ranked(teams: readonly TeamEntry[]): TeamEntry[] {
  const place = (team: TeamEntry) => team.place?.place ?? Number.MAX_SAFE_INTEGER;
  return [...teams].sort((a, b) => place(a) - place(b) || a.team - b.team);
}

const playersOf = (team: TeamEntry): string =>
  team.players.map((player) => escapeHtml(player.name)).join(", ");

function standingsSection(page: TeamsPage, totals: ReadonlyMap<number, TeamTotals>): string {
  const { event, tt, t } = page;
  const players = event.teams.some((team) => team.players.length > 0);
  const vps = event.teams.some((team) => team.vps !== undefined);
  const head = `<tr>${th(t.place)}${th(tt.number, true)}${th(tt.team)}${players ? th(tt.players) : ""}${
    vps ? th(tt.vps, true) : ""
  }${th(tt.impsWon, true)}${th(tt.impsLost, true)}${th(tt.played, true)}</tr>`;
  const rows = ranked(event.teams).map((team) => {
    const total = totalsOf(page, team.team, totals.get(team.team));
    const name = teamLink(page, team.team);
    return `<tr>${td(team.place ? formatPlace(team.place) : "")}${td(String(team.team), true)}${td(
      name
    )}${players ? td(playersOf(team)) : ""}${vps ? td(shown(page, team.vps), true) : ""}${td(
      shown(page, total.impsFor),
      true
    )}${td(shown(page, total.impsAgainst), true)}${td(shown(page, total.played), true)}</tr>`;
  });
  return `<section id="standings" aria-labelledby="standings-h"><h2 id="standings-h">${tt.standings}</h2><table class="standings"><thead>${head}</thead><tbody>${rows.join(
    ""
  )}</tbody></table></section>`;
}

function teamsSection(page: TeamsPage): string {
  const { tt } = page;
  return `<section id="teams" aria-labelledby="teams-h"><h2 id="teams-h">${tt.teams}</h2>${ranked(
    page.event.teams
  )
    .map((team) => teamSection(page, team))
    .join("")}</section>`;
}

/** A team's matches and byes round by round: opponents, IMPs each way, VPs, its boards. */
function teamSection(page: TeamsPage, team: TeamEntry): string {
  const { event, tt, t } = page;
  const head = `<tr>${th(tt.roundColumn, true)}${th(tt.versus)}${th(tt.impsWon, true)}${th(
    tt.impsLost,
    true
  )}${th(tt.vps, true)}${th(tt.boardsLink)}</tr>`;
  const lines = [
    ...event.matches
      .filter((match) => match.home === team.team || match.away === team.team)
      .map((match) => {
        const home = match.home === team.team;
        const boards =
          match.boards.length > 0 ? `<a href="#${matchAnchor(match)}">${tt.boardsLink}</a>` : "";
        return {
          round: match.round,
          html: `${td(teamLink(page, home ? match.away : match.home))}${td(
            shown(page, home ? match.homeImps : match.awayImps),
            true
          )}${td(shown(page, home ? match.awayImps : match.homeImps), true)}${td(
            shown(page, home ? match.homeVps : match.awayVps),
            true
          )}${td(boards)}`,
        };
      }),
    ...event.byes
      .filter((bye) => bye.team === team.team)
      .map((bye) => ({
        round: bye.round,
        html: `${td(tt.bye)}${td("", true)}${td("", true)}${td(shown(page, bye.vps), true)}${td("")}`,
      })),
  ].sort((a, b) => a.round - b.round);
  const rows = lines.map((line) => `<tr>${td(String(line.round), true)}${line.html}</tr>`);
  const summary = [
    team.place ? `${t.place} ${formatPlace(team.place)}` : "",
    team.vps === undefined ? "" : `${shown(page, team.vps)} ${tt.vps}`,
  ].filter((part) => part !== "");
  const players = playersOf(team);
  return `<section class="team" id="t${team.team}" aria-labelledby="t${team.team}-h"><h3 id="t${
    team.team
  }-h">${team.team} – ${teamName(page, team.team)}</h3>${
    players ? `<p>${players}</p>` : ""
  }<p class="meta">${summary.join(" · ")}</p><table><thead>${head}</thead><tbody>${rows.join(
    ""
  )}</tbody></table><p class="top"><a href="#standings">${tt.backToStandings}</a></p></section>`;
}
