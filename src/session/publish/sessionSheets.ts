/*
 * The sessions of a workbook, found by their sheets' names: a pairs session built by the pane is
 * a Results sheet "B" beside "B Ranking" (French "B Classement"), with "B Boards", "B Pairs" and
 * "B Hand records" when they exist (docs/FILE-FORMATS.md, "Publishing a session"). Pure: the
 * sheet names come in as data.
 */
import { handRecordLabels } from "../../messages/handRecords";
import type { Language } from "../../messages/language";
import { sessionLabels } from "../../messages/session";

export interface SessionSheets {
  /** The session's name: its Results sheet's. */
  readonly base: string;
  readonly results: string;
  readonly ranking: string;
  readonly boards?: string;
  /** The players' names ("B Pairs", French "B Paires"). */
  readonly pairs?: string;
  /**
   * Candidates for its hand records, best first: "B Hand records", French "B Diagrammes", or
   * "B " and the Hand records sheet's own name ("B Donnes" in French, which the French Boards
   * sheet has too: the caller keeps the one whose content is hand records).
   */
  readonly handRecords: readonly string[];
}

const LANGUAGES: readonly Language[] = ["en", "fr"];

/** The language of a session's sheets: French when its Ranking is "B Classement". */
export function sessionLanguage(sheets: SessionSheets): Language {
  const french = `${sheets.base}${sessionLabels("fr").rankingSheet}`;
  return sheets.ranking.toLocaleUpperCase() === french.toLocaleUpperCase() ? "fr" : "en";
}

/** Every session whose Results and Ranking sheets are both in `names`, in the workbook's order. */
export function findSessions(names: readonly string[]): SessionSheets[] {
  const byKey = new Map(names.map((name) => [name.toLocaleUpperCase(), name]));
  const find = (name: string) => byKey.get(name.toLocaleUpperCase());
  const found: SessionSheets[] = [];
  for (const base of names) {
    for (const language of LANGUAGES) {
      const labels = sessionLabels(language);
      const ranking = find(`${base}${labels.rankingSheet}`);
      if (!ranking) continue;
      const boards = find(`${base}${labels.boardsSheet}`);
      const pairs = LANGUAGES.map((each) => find(`${base}${sessionLabels(each).pairsSheet}`)).find(
        Boolean
      );
      const handRecords = LANGUAGES.flatMap((each) => [
        find(`${base}${sessionLabels(each).handRecordsSheet}`),
        find(`${base} ${handRecordLabels(each).sheet}`),
      ]).filter((name): name is string => name !== undefined);
      found.push({
        base,
        results: base,
        ranking,
        ...(boards ? { boards } : {}),
        ...(pairs ? { pairs } : {}),
        handRecords: [...new Set(handRecords)],
      });
      break;
    }
  }
  return found;
}
