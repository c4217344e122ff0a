/*
 * A hand-record file chosen in the pane, read into the boards a Hand records sheet is planned
 * from: PBN, or the HANDSET of a USEBIO file (XML), decoded from its bytes (src/files/fileText.ts).
 * A PBN file of several events lists them, and the one chosen is built; its boards without a
 * full deal, and what else it gives in part, are listed, not refused. Reading never writes: the
 * pane shows what will be built, and builds only when asked. The pane loads this module (the
 * readers and the plan) as its own chunk when a file is chosen, so a pane that never opens a file
 * never loads it.
 */
import type { LawTwoDisagreement, PbnEvent } from "../files";
import { FileFormatError, readPbn, readUsebioHandRecords } from "../files";
import { decodeFileText } from "../files/fileText";
import type { HandRecord } from "../files/session";
import type { Language } from "../messages/language";
import { pbnFileMessages } from "../messages/pbnFile";
import type { TaskpaneMessages } from "../messages/taskpane";
import { planHandRecords } from "../session/handRecords";
import type { SessionPlan } from "../session/plan";
import type { FileDescription } from "./fileSection";

export interface HandRecordFile {
  readonly name: string;
  /** The chosen event's boards with a full deal: the sheet's. */
  readonly boards: readonly HandRecord[];
  readonly disagreements: readonly LawTwoDisagreement[];
  /** A PBN file's events, and the index of the one chosen. */
  readonly events: readonly PbnEvent[];
  readonly chosen: number;
  /** The encoding the text was read in ("utf-8", "windows-1252"...). */
  readonly encoding: string;
}

/** A USEBIO file is XML: by its name, or by its first character when the name does not say. */
export function isXml(name: string, text: string): boolean {
  return /\.xml$/i.test(name) || (!/\.pbn$/i.test(name) && text.trimStart().startsWith("<"));
}

/** The event's boards with a full deal, and its disagreements with Law 2 for them. */
function eventChosen(
  file: Omit<HandRecordFile, "boards" | "disagreements">,
  index: number
): HandRecordFile {
  const event = file.events[index];
  const boards = (event?.boards ?? []).filter((board) => board.deal);
  const numbers = new Set(boards.map((board) => board.board));
  const disagreements = (event?.disagreements ?? []).filter((found) => numbers.has(found.board));
  return { ...file, boards, disagreements, chosen: index };
}

/** The first event with a full deal, else the first. */
function firstWithDeals(events: readonly PbnEvent[]): number {
  return Math.max(
    0,
    events.findIndex((event) => event.boards.some((board) => board.deal))
  );
}

/** The file's boards; throws the reader's FileFormatError for a malformed file. */
export function readHandRecordFile(name: string, bytes: Uint8Array): HandRecordFile {
  const { text, encoding } = decodeFileText(bytes);
  if (isXml(name, text)) {
    const boards = readUsebioHandRecords(text);
    return { name, boards, disagreements: [], events: [], chosen: 0, encoding };
  }
  const { events } = readPbn(text);
  return eventChosen({ name, events, chosen: 0, encoding }, firstWithDeals(events));
}

/** The same file with another of its events chosen. */
export function chooseHandRecordEvent(file: HandRecordFile, index: number): HandRecordFile {
  return eventChosen(file, index);
}

/** An event as the list of a file's events shows it. */
export function eventLabel(event: PbnEvent, language: Language): string {
  const lines = event.boards.reduce((sum, board) => sum + (board.results?.length ?? 0), 0);
  return pbnFileMessages(language).eventOption(event.name, event.set, event.boards.length, lines);
}

/** What the pane says of a file read, or of the reason it could not be. */
export function describeHandRecordFile(
  read: HandRecordFile | { readonly name: string; readonly error: unknown },
  messages: TaskpaneMessages,
  language: Language
): FileDescription {
  if ("error" in read) {
    const { error } = read;
    const message =
      error instanceof FileFormatError
        ? error.messageIn(language)
        : error instanceof Error
          ? error.message
          : String(error);
    return { lines: [messages.handFileBad(read.name, message)], problem: true };
  }
  const words = pbnFileMessages(language);
  const event = read.events[read.chosen];
  const choices =
    read.events.length > 1
      ? {
          label: words.eventChoice,
          options: read.events.map((each) => eventLabel(each, language)),
          chosen: read.chosen,
        }
      : undefined;
  const notes = (event?.notes ?? []).map(words.note);
  const listed = notes.length > 0 ? { differences: [words.notes(notes.length), ...notes] } : {};
  const encoding = read.encoding === "utf-8" ? [] : [words.readAs(read.encoding)];
  if (read.boards.length === 0) {
    const empty =
      (event?.boards.length ?? 0) > 0
        ? words.noFullDeal(read.name)
        : messages.handFileEmpty(read.name);
    return {
      lines: [empty, ...encoding],
      ...listed,
      ...(choices ? { choices } : {}),
      problem: true,
    };
  }
  const withTricks = read.boards.filter(
    (board) => board.doubleDummyTricks ?? board.optimumResultTable
  ).length;
  const lines = [messages.handFileRead(read.name, read.boards.length, withTricks), ...encoding];
  if (choices)
    lines.push(words.severalEvents(read.events.length, choices.options[read.chosen] ?? ""));
  if (read.disagreements.length > 0)
    lines.push(messages.handFileLawTwo(read.disagreements.map((found) => found.board)));
  return { lines, ...listed, ...(choices ? { choices } : {}), problem: false };
}

/** The Hand records sheet of a file read, on a name free in the workbook. */
export function planHandRecordFile(
  file: HandRecordFile,
  language: Language,
  existingSheets: readonly string[]
): SessionPlan {
  const { boards, disagreements } = file;
  return planHandRecords({ boards, disagreements, language, existingSheets });
}
