/*
 * A teams event as PBN 2.1 (tistis.nl/pbn/pbn_v21.txt), in the form of the standard's own teams
 * example (its EYTC 1998 games: test/fixtures/pbn-external/endplay_example1_pbnspec_eytc1998.pbn):
 * a game per board and room with [Board], the seated players, [Dealer] and [Vulnerable] (Law 2's
 * for the board unless the hand record says), [Deal] when known, [Contract] [Declarer] [Result]
 * [Score "NS 420"], the home team's IMPs as [ScoreIMP] (section 4.2), [HomeTeam] [VisitTeam]
 * [Room "Open"/"Closed"] [Round] [Table] (section 4.4). The home team sits North-South in the
 * open room. A board without a room's line (a round sheet's, numbered within its match) is no
 * deal and gets no game. Event tags in a first game without [Board]: [Event], [Date],
 * [Competition "Teams"], [Scoring "IMP"]; the standings as [TotalScoreTable] (section 5.10's
 * table form, 5.2; columns Rank, TeamId, TeamName, TotalScoreVP, TotalScoreIMP, Names).
 * Ours, as the standard defines none (docs/FILE-FORMATS.md, "PBN teams"): [TeamsEvent] (Match,
 * RoundRobin, Swiss), [BoardsPerMatch] (the VP scale depends on it) and [MatchTable], a row per
 * match or bye in the same table form. Pure.
 * @example writePbnTeams(event) // "% PBN 2.1\r\n\r\n[Event \"Club Swiss\"]..."
 */
import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import { formatDeal } from "../core/deal";
import { VULNERABLE_TAG } from "./pbnWrite";
import { formatTable } from "./pbnTables";
import type { HandRecord, Player } from "./session";
import { formatDecimal, formatPlace } from "./session";
import type { MatchBoard, RoomLine, TeamsEventFile, TeamsMatch } from "./teamsEvent";

/** [TeamsEvent]'s value of each kind. */
export const PBN_TEAMS_KINDS = { match: "Match", roundRobin: "RoundRobin", swiss: "Swiss" };

/** [MatchTable]'s columns; `BoardIMPs` holds the home team's IMPs of boards with no game. */
export const MATCH_TABLE_COLUMNS = [
  "Round",
  "Table",
  "TeamId_Home",
  "TeamId_Visit",
  "IMP_Home",
  "IMP_Visit",
  "VP_Home",
  "VP_Visit",
  "BoardIMPs",
] as const;

function tag(name: string, value: string): string {
  return `[${name} "${value.replace(/["\\]/g, "\\$&")}"]`;
}

const decimal = (value: number | undefined) =>
  value === undefined ? undefined : formatDecimal(value);

/** yyyy-mm-dd as PBN's yyyy.mm.dd. */
const pbnDate = (date: string | undefined) => (date ? date.replace(/-/g, ".") : undefined);

/** A team's IMPs won less IMPs lost over its matches. */
function netImps(event: TeamsEventFile, team: number): number {
  return event.matches.reduce((sum, match) => {
    if (match.home === team) return sum + match.homeImps - match.awayImps;
    if (match.away === team) return sum + match.awayImps - match.homeImps;
    return sum;
  }, 0);
}

function standingsLines(event: TeamsEventFile): string[] {
  const names = ["Rank", "TeamId", "TeamName", "TotalScoreVP", "TotalScoreIMP", "Names"];
  const rows = event.teams.map((team) => ({
    Rank: team.place === undefined ? undefined : formatPlace(team.place),
    TeamId: String(team.team),
    TeamName: team.name,
    TotalScoreVP: team.vps === undefined ? undefined : team.vps.toFixed(2),
    TotalScoreIMP: decimal(netImps(event, team.team)),
    Names: team.players.length === 0 ? undefined : team.players.map((p) => p.name).join(" - "),
  }));
  return formatTable("TotalScoreTable", names, rows, new Set(["TeamName", "Names"]));
}

/** "1:3,2:-5": the IMPs of the boards no game carries. */
const boardImps = (boards: readonly MatchBoard[]) =>
  boards
    .filter((board) => (board.rooms ?? []).length === 0)
    .map((board) => `${board.board}:${formatDecimal(board.imps)}`)
    .join(",");

function matchTableLines(event: TeamsEventFile): string[] {
  const rows = [
    ...event.matches.map((match) => ({
      Round: String(match.round),
      Table: match.table === undefined ? undefined : String(match.table),
      TeamId_Home: String(match.home),
      TeamId_Visit: String(match.away),
      IMP_Home: formatDecimal(match.homeImps),
      IMP_Visit: formatDecimal(match.awayImps),
      VP_Home: decimal(match.homeVps),
      VP_Visit: decimal(match.awayVps),
      BoardIMPs: boardImps(match.boards) || undefined,
    })),
    ...event.byes.map((bye) => ({
      Round: String(bye.round),
      TeamId_Home: String(bye.team),
      VP_Home: formatDecimal(bye.vps),
    })),
  ].sort((a, b) => Number(a.Round) - Number(b.Round));
  return formatTable("MatchTable", MATCH_TABLE_COLUMNS, rows, new Set());
}

/** The players of a room's pair: North then South, or East then West. */
function seated(match: TeamsMatch, room: "open" | "closed", direction: "NS" | "EW"): Player[] {
  const seat = (match.seating ?? []).find((s) => s.room === room && s.direction === direction);
  return [...(seat?.players ?? [])];
}

function roomGame(
  event: TeamsEventFile,
  match: TeamsMatch,
  board: MatchBoard,
  line: RoomLine,
  record: HandRecord | undefined
): string[] {
  const name = (team: number) => event.teams.find((entry) => entry.team === team)?.name ?? "";
  const [north, south] = seated(match, line.room, "NS");
  const [east, west] = seated(match, line.room, "EW");
  const player = (seat: string, who: Player | undefined) => (who ? [tag(seat, who.name)] : []);
  const dealer = record?.dealer ?? dealerForBoard(board.board);
  const vulnerable = record?.vulnerability ?? vulnerabilityForBoard(board.board);
  const date = pbnDate(event.date);
  // An adjusted score has no PBN form: its room gives no contract, so no score is read from one.
  const score = line.score.kind === "score" ? line.score.nsScore : undefined;
  const contract = score === undefined ? undefined : line.contract;
  const played = contract !== undefined && contract !== "PASS";
  // The home team's IMPs, from the side it sits in this room (North-South in the open room).
  const imps = formatDecimal(board.imps);
  const against = formatDecimal(-board.imps);
  return [
    tag("Event", event.title),
    ...(date ? [tag("Date", date)] : []),
    tag("Board", String(board.board)),
    ...player("West", west),
    ...player("North", north),
    ...player("East", east),
    ...player("South", south),
    tag("Dealer", dealer),
    tag("Vulnerable", VULNERABLE_TAG[vulnerable]),
    ...(record?.deal ? [tag("Deal", formatDeal(record.deal, dealer))] : []),
    tag("Scoring", "IMP"),
    ...(played && line.declarer ? [tag("Declarer", line.declarer)] : []),
    ...(contract === undefined ? [] : [tag("Contract", contract === "PASS" ? "Pass" : contract)]),
    ...(played && line.tricks !== undefined ? [tag("Result", String(line.tricks))] : []),
    tag("HomeTeam", name(match.home)),
    tag("Room", line.room === "open" ? "Open" : "Closed"),
    tag("Round", String(match.round)),
    ...(score === undefined ? [] : [tag("Score", `NS ${formatDecimal(score)}`)]),
    tag("ScoreIMP", line.room === "open" ? `NS ${imps} EW ${against}` : `NS ${against} EW ${imps}`),
    ...(match.table === undefined ? [] : [tag("Table", String(match.table))]),
    tag("VisitTeam", name(match.away)),
  ];
}

export function writePbnTeams(event: TeamsEventFile): string {
  const date = pbnDate(event.date);
  const header = [
    tag("Event", event.title),
    ...(date ? [tag("Date", date)] : []),
    tag("Competition", "Teams"),
    tag("Scoring", "IMP"),
    tag("TeamsEvent", PBN_TEAMS_KINDS[event.kind]),
    ...(event.boardsPerMatch === undefined
      ? []
      : [tag("BoardsPerMatch", String(event.boardsPerMatch))]),
    ...standingsLines(event),
    ...matchTableLines(event),
  ];
  const records = new Map(event.handRecords.map((record) => [record.board, record]));
  const games = [...event.matches]
    .sort((a, b) => a.round - b.round)
    .flatMap((match) =>
      match.boards.flatMap((board) =>
        (board.rooms ?? []).map((line) =>
          roomGame(event, match, board, line, records.get(board.board))
        )
      )
    );
  return ["% PBN 2.1", "", ...[header, ...games].map((game) => `${game.join("\r\n")}\r\n`)].join(
    "\r\n"
  );
}
