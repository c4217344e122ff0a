/*
 * A teams event or two-room match published from its sheets' computed values: as USEBIO
 * (src/files/usebioTeamsWrite.ts), or as the players' results page (src/files/teamsResultsPage.ts,
 * in the results page's chunk) with the Standings sheet's totals and, for a two-room match whose
 * boards a Hand records sheet holds, their deals, makeable contracts and par; or as PBN
 * (src/files/pbnTeamsWrite.ts), a two-room match's boards with their deals from the same sheets.
 * Reading never writes to the workbook.
 */
import { USEBIO_PROGRAM_NAME } from "../files/usebioWrite";
import { writePbnTeams } from "../files/pbnTeamsWrite";
import { writeUsebioTeams } from "../files/usebioTeamsWrite";
import type { TeamTotals, TeamsEventFile } from "../files/teamsEvent";
import { sessionLabels } from "../messages/session";
import { membersSheetIn } from "../session/members";
import { cellAt } from "../session/publish/cells";
import type { Rows } from "../session/publish/cells";
import { chooseHandRecords } from "../session/publish/handRecordsChoice";
import { PublishError } from "../session/publish/publishError";
import type { PublishOptions } from "../session/publish/sessionFromSheets";
import {
  roundSheetsOf,
  standingsSheetOf,
  teamsEventFromSheets,
} from "../session/publish/teamsEventFromSheets";
import { teamsMatchFromSheet } from "../session/publish/teamsMatchFromSheet";
import { teamTotalsFromStandings } from "../session/publish/teamsStandingsRead";
import type { TeamsSheets } from "../session/publish/teamsSheets";
import { teamsEventLanguage } from "../session/publish/teamsSheets";
import { cleanSheetName } from "../session/sheetNames";
import type { PublishContextApi, PublishFormat, PublishOutcome, SheetRead } from "./publishSheets";
import { readSheets, savedFile } from "./publishSheets";
import { loadResultsPage } from "./resultsPageChunk";

interface ReadEvent {
  readonly event: TeamsEventFile | undefined;
  readonly totals: ReadonlyMap<number, TeamTotals>;
  /** The sheets of the workbook the event does not claim: where its hand records may be. */
  readonly others: readonly string[];
  /** A match sheet's A2: its language's word for a board. */
  readonly a2?: unknown;
}

async function sheetNames(context: PublishContextApi): Promise<string[]> {
  const worksheets = context.workbook.worksheets;
  worksheets.load("items/name");
  await context.sync();
  return worksheets.items.map((item) => item.name);
}

async function readEvent(
  context: PublishContextApi,
  target: TeamsSheets,
  options: PublishOptions
): Promise<ReadEvent> {
  const names = await sheetNames(context);
  // The Members sheet gives the players' national numbers, as for a pairs session.
  const membersSheet = membersSheetIn(names);
  const members = membersSheet && (await readSheets(context, [membersSheet])).get(membersSheet);
  const teamsOptions = {
    ...options,
    programName: USEBIO_PROGRAM_NAME,
    ...(members ? { members: members.values } : {}),
  };
  if (target.match) {
    const rows = (await readSheets(context, [target.match])).get(target.match)?.values ?? [];
    return {
      event: teamsMatchFromSheet(target.base, rows, teamsOptions),
      totals: new Map(),
      others: names.filter((name) => name !== target.match),
      a2: cellAt(rows, 2, 1),
    };
  }
  const sheet = target.entries ?? target.base;
  const entries = (await readSheets(context, [sheet])).get(sheet)?.values ?? [];
  const present = new Set(names);
  const standings = standingsSheetOf(entries);
  const rounds = roundSheetsOf(entries).filter((name) => present.has(name));
  const own = [sheet, ...(standings && present.has(standings) ? [standings] : []), ...rounds];
  const read = await readSheets(context, own.slice(1));
  const standingsRows: Rows = (standings && read.get(standings)?.values) || [];
  return {
    event: teamsEventFromSheets(
      {
        title: target.base,
        entries,
        standings: standingsRows,
        rounds: new Map(rounds.map((name) => [name, read.get(name)?.values ?? []])),
      },
      teamsOptions
    ),
    totals: teamTotalsFromStandings(standingsRows),
    others: names.filter((name) => !own.includes(name)),
  };
}

export async function publishTeams(
  context: PublishContextApi,
  target: TeamsSheets,
  format: PublishFormat,
  options: PublishOptions
): Promise<PublishOutcome> {
  const sheet = target.match ?? target.entries ?? target.base;
  const { event, totals, others, a2 } = await readEvent(context, target, options);
  if (!event || event.matches.length === 0) throw new PublishError({ kind: "noMatches", sheet });
  const base = cleanSheetName(target.base) || "teams";
  const boards = [...new Set(event.matches.flatMap((match) => match.boards.map((b) => b.board)))];
  const counts = {
    boards: boards.length,
    pairs: 0,
    teams: event.teams.length,
    matches: event.matches.length,
  };
  const noHandRecords = { records: [], deals: 0, solved: 0, busy: [] };
  if (format === "usebio")
    return savedFile(format, base, writeUsebioTeams(event), {
      ...counts,
      handRecords: noHandRecords,
    });
  // The page and PBN: the deals of a two-room match's boards, from the sheet named after it or
  // any other.
  // A round sheet numbers its boards within the match (Bd 1, Bd 2...), which names no deal.
  const dealt = event.kind === "match" ? boards : [];
  const language = teamsEventLanguage(target, a2);
  const named = (["en", "fr"] as const)
    .map((each) => `${target.base}${sessionLabels(each).handRecordsSheet}`)
    .filter((name) => others.includes(name));
  const read = dealt.length > 0 ? await readSheets(context, others) : new Map<string, SheetRead>();
  const values = (name: string) => ({ name, values: read.get(name)?.values ?? [] });
  const handRecords =
    dealt.length > 0
      ? chooseHandRecords(
          dealt,
          named.map(values),
          others.filter((name) => !named.includes(name)).map(values)
        )
      : noHandRecords;
  if (format === "pbn") {
    const rooms = event.matches.flatMap((match) =>
      match.boards.filter((board) => (board.rooms ?? []).length > 0)
    );
    return savedFile(format, base, writePbnTeams({ ...event, handRecords: handRecords.records }), {
      ...counts,
      boards: rooms.length,
      handRecords,
    });
  }
  const { writeTeamsResultsPage } = await loadResultsPage();
  return savedFile(
    format,
    base,
    writeTeamsResultsPage({ ...event, handRecords: handRecords.records }, totals, language),
    { ...counts, boards: dealt.length, handRecords }
  );
}
