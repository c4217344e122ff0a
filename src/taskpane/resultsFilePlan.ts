/*
 * A results file's sheets as a plan (./resultsFile.ts reads the file): each section ranked on its
 * own planned after the ones before it, or a teams file's event, on names free in the workbook.
 * Part of the results chunk (./resultsChunk.ts).
 */
import type { Language } from "../messages/language";
import type { SessionPlan } from "../session/plan";
import { planResultsFile } from "../session/resultsFile";
import { handicapsOfNotes } from "../session/rankingHandicaps";
import { isPlannableTeamsEvent, planTeamsEventOfFile } from "../session/teamsEventOfFile";
import type { ResultsFile } from "./resultsFileRead";

/** The session's sheets, on names free in the workbook. */
export function planResultsFileOf(
  file: ResultsFile,
  language: Language,
  existingSheets: readonly string[],
  date: string
): SessionPlan {
  if (file.teams)
    return isPlannableTeamsEvent(file.teams)
      ? planTeamsEventOfFile(file.teams, { language, existingSheets, date })
      : { sheets: [], names: [], activate: "" };
  // One section after another, each on names the ones before left free; the first is shown.
  const plans: SessionPlan[] = [];
  let taken = [...existingSheets];
  for (const { session, check } of file.parts) {
    const seatings = file.parts.length === 1 ? file.seatings : undefined;
    // The handicaps as the comparison found the file applied them, so the Ranking shows them.
    const handicaps = "notes" in check ? handicapsOfNotes(check.notes) : undefined;
    const plan = planResultsFile({
      session,
      language,
      existingSheets: taken,
      date,
      ...(seatings ? { seatings } : {}),
      ...(handicaps ? { handicaps } : {}),
    });
    plans.push(plan);
    taken = [...taken, ...plan.sheets.map((sheet) => sheet.name)];
  }
  const [first] = plans;
  if (!first || plans.length === 1) return first ?? { sheets: [], names: [], activate: "" };
  return { ...first, sheets: plans.flatMap((plan) => plan.sheets) };
}
