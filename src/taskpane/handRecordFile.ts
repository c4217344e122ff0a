/*
 * A hand-record file chosen in the pane, read into the boards a Hand records sheet is planned
 * from: PBN, or the HANDSET of a USEBIO file (XML). Reading never writes: the pane shows what
 * will be built, and builds only when asked. The pane loads this module (the readers and the
 * plan) as its own chunk when a file is chosen, so a pane that never opens a file never loads it.
 */
import type { LawTwoDisagreement } from "../files";
import { FileFormatError, readPbn, readUsebioHandRecords } from "../files";
import type { HandRecord } from "../files/session";
import type { Language } from "../messages/language";
import type { TaskpaneMessages } from "../messages/taskpane";
import { planHandRecords } from "../session/handRecords";
import type { SessionPlan } from "../session/plan";

export interface HandRecordFile {
  readonly name: string;
  readonly boards: readonly HandRecord[];
  readonly disagreements: readonly LawTwoDisagreement[];
}

/** A USEBIO file is XML: by its name, or by its first character when the name does not say. */
function isXml(name: string, text: string): boolean {
  return /\.xml$/i.test(name) || (!/\.pbn$/i.test(name) && text.trimStart().startsWith("<"));
}

/** The file's boards; throws the reader's FileFormatError for a malformed file. */
export function readHandRecordFile(name: string, text: string): HandRecordFile {
  if (isXml(name, text)) return { name, boards: readUsebioHandRecords(text), disagreements: [] };
  const { boards, disagreements } = readPbn(text);
  return { name, boards, disagreements };
}

/** What the pane says of a file read, or of the reason it could not be. */
export function describeHandRecordFile(
  read: HandRecordFile | { readonly name: string; readonly error: unknown },
  messages: TaskpaneMessages,
  language: Language
): { readonly lines: string[]; readonly problem: boolean } {
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
  if (read.boards.length === 0)
    return { lines: [messages.handFileEmpty(read.name)], problem: true };
  const withTricks = read.boards.filter(
    (board) => board.doubleDummyTricks ?? board.optimumResultTable
  ).length;
  const lines = [messages.handFileRead(read.name, read.boards.length, withTricks)];
  if (read.disagreements.length > 0)
    lines.push(messages.handFileLawTwo(read.disagreements.map((found) => found.board)));
  return { lines, problem: false };
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
