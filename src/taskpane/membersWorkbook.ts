/*
 * A results file's players and the workbook's Members sheet (issue 49 item 5): which of them the
 * sheet lacks (src/session/membersToAdd.ts), described for the pane's offer, and, when the user
 * clicks, added below the sheet's last used row in one batch into empty cells only
 * (./writePlan.ts's fillEmptyCells reads them again just before writing and empties them again
 * if the write fails), or a new Members sheet with them (applyPlan). Looking writes nothing.
 * Loaded as a chunk of its own (./membersChunk.ts).
 */
import type { Player } from "../files/session";
import type { Language } from "../messages/language";
import { membersOfferTexts } from "../messages/membersOffer";
import { LAST_MEMBER_ROW, memberCells, membersSheetIn, planMembersSheet } from "../session/members";
import type { FilePlayer } from "../session/membersToAdd";
import {
  appendAddress,
  filePlayers,
  memberRowsOf,
  playersNotListed,
} from "../session/membersToAdd";
import { parseCell } from "../session/a1";
import type { WorkbookContextApi } from "./excelApi";
import type { UsedRangeApi } from "./publishFile";
import { fromA1 } from "./publishFile";
import type { ResultsFile } from "./resultsFileRead";
import { fillEmptyCells } from "./fillEmptyCells";
import { WriteFailure, applyPlan, describeError, readWorkbook } from "./writePlan";

/** What the pane offers: nothing, the players to add to the sheet, or a sheet to build with them. */
export interface MembersOffer {
  /** The section's heading. */
  readonly title: string;
  /** "add": the sheet lacks `players`; "build": no sheet; "none": all are on it, or no players. */
  readonly kind: "add" | "build" | "none";
  /** The line the pane shows; "" when the file names no player. */
  readonly text: string;
  readonly players: readonly FilePlayer[];
  /** Each player as the offer's checkbox says it. */
  readonly labels: readonly string[];
  readonly note: string;
  readonly button: string;
  /** The button that declines the offer, and the line shown when it is clicked. */
  readonly decline: string;
  readonly declined: string;
}

/** The Excel API read here beside the writer's: a used range (ExcelApi 1.4). */
interface UsedRangesApi {
  readonly workbook: {
    readonly worksheets: {
      getItem(name: string): { getUsedRangeOrNullObject(valuesOnly?: boolean): UsedRangeApi };
    };
  };
  sync(): Promise<unknown>;
}

/** Excel's RequestContext (and the tests' fake) reads used ranges as well as writing. */
const usedRanges = (context: WorkbookContextApi): UsedRangesApi =>
  context as unknown as UsedRangesApi;

/** The players the file names: every pair's, or every team's and every match's seated ones. */
export function playersOfFile(file: ResultsFile): FilePlayer[] {
  const players: Player[] = file.teams
    ? [
        ...file.teams.teams.flatMap((team) => team.players),
        ...file.teams.matches.flatMap((match) =>
          (match.seating ?? []).flatMap((seat) => seat.players)
        ),
      ]
    : file.session.pairs.flatMap((pair) => pair.players);
  return filePlayers(players, file.teams?.club ?? file.session.club);
}

/** The Members sheet's values from A1 (values only: its formats reach row 2000). */
async function readMembers(context: WorkbookContextApi, sheet: string): Promise<unknown[][]> {
  const used = usedRanges(context)
    .workbook.worksheets.getItem(sheet)
    .getUsedRangeOrNullObject(true);
  used.load("address, values");
  await context.sync();
  return used.isNullObject ? [] : fromA1(used.address, used.values);
}

/** What the pane offers for the file, the workbook as it is now. */
export async function offerMembers(
  context: WorkbookContextApi,
  file: ResultsFile,
  language: Language
): Promise<MembersOffer> {
  const texts = membersOfferTexts(language);
  const players = playersOfFile(file);
  const none = (text: string): MembersOffer => ({
    title: texts.heading,
    kind: "none",
    text,
    players: [],
    labels: [],
    note: "",
    button: "",
    decline: "",
    declined: "",
  });
  if (players.length === 0) return none("");
  const sheet = membersSheetIn((await readWorkbook(context)).sheets);
  const offer = (kind: "add" | "build", offered: readonly FilePlayer[], text: string) => ({
    title: texts.heading,
    kind,
    text,
    players: offered,
    labels: offered.map(texts.player),
    note: texts.howFilled,
    button: kind === "add" ? texts.addButton : texts.buildButton,
    decline: texts.declineButton,
    declined: texts.declined,
  });
  if (sheet === undefined) return offer("build", players, texts.noSheet(players.length));
  const missing = playersNotListed(players, await readMembers(context, sheet));
  if (missing.length === 0) return none(texts.allListed(players.length, sheet));
  return offer("add", missing, texts.notListed(missing.length, sheet));
}

/** Why nothing was written, in the words the pane shows as they are (failureText). */
export class MembersProblem extends Error {
  override readonly name = "MembersProblem";
}

/**
 * Adds the players the Members sheet still lacks (read again now) below its last used row, in
 * one batch, only if every cell there is empty. Returns what the pane says.
 */
export async function addToMembers(
  context: WorkbookContextApi,
  players: readonly FilePlayer[],
  language: Language
): Promise<string> {
  const texts = membersOfferTexts(language);
  const sheet = membersSheetIn((await readWorkbook(context)).sheets);
  if (sheet === undefined) throw new MembersProblem(texts.sheetGone);
  const values = await readMembers(context, sheet);
  const missing = playersNotListed(players, values);
  if (missing.length === 0) return texts.nothingToAdd(sheet);
  const address = appendAddress(values, missing.length);
  if (address === undefined) throw new MembersProblem(texts.full(sheet, LAST_MEMBER_ROW));
  const rows = memberRowsOf(missing).map((member) => memberCells(member, language));
  const report = await fillEmptyCells(context, sheet, [{ address, values: rows }]);
  if (report.taken.length > 0) throw new MembersProblem(texts.taken(sheet, address));
  const first = parseCell(address.split(":")[0] ?? "").row;
  return texts.added(missing.length, sheet, first, first + missing.length - 1);
}

/** A new Members sheet listing the players, unless the workbook has one by now. */
export async function buildMembersWith(
  context: WorkbookContextApi,
  players: readonly FilePlayer[],
  language: Language
): Promise<string> {
  const texts = membersOfferTexts(language);
  const state = await readWorkbook(context);
  const existing = membersSheetIn(state.sheets);
  if (existing !== undefined) throw new MembersProblem(texts.sheetThere(existing));
  if (state.protected) throw new MembersProblem(texts.protectedBook);
  const plan = planMembersSheet(language, memberRowsOf(players));
  const report = await applyPlan(context, plan, state);
  return texts.built(players.length, report.sheets[0] ?? "");
}

/**
 * What the pane says of a failed write: the problem's own words, or the writer's failure and
 * the cells it could not empty again.
 */
export function failureText(error: unknown, language: Language, why: string): string {
  const texts = membersOfferTexts(language);
  if (error instanceof MembersProblem) return error.message;
  if (error instanceof WriteFailure && error.leftBehind.length > 0)
    return texts.failedLeft(describeError(error.cause), error.leftBehind);
  return texts.failed(why);
}

/** What the pane says when the button is clicked with no player ticked. */
export const noneTicked = (language: Language): string => membersOfferTexts(language).noneTicked;
