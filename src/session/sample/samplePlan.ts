/*
 * The plan of the sample session (./sampleSession.ts): its Results, Ranking and Boards sheets,
 * matchpoints, with a note of its source beside the ranking, and its Hand records sheet on the
 * same base name ("B Hand records"). The pane loads this module as a chunk of its own when the
 * sample is asked for (src/taskpane/sampleChunk.ts).
 */
import { sessionLabels } from "../../messages/session";
import { planHandRecords } from "../handRecords";
import type { SessionOptions } from "../planSession";
import { pairsPlan, pairsSheetNames } from "../planSession";
import type { SessionPlan } from "../plan";
import { handRecordsSuffix } from "../publish/sessionSheets";
import { sampleHandRecords, sampleResultLines } from "./sampleSession";
import { sampleSource } from "../../messages/sample";

export function planSampleSession(
  options: Pick<SessionOptions, "date" | "language" | "existingSheets">
): SessionPlan {
  const lines = sampleResultLines();
  const pairs = new Set(lines.flatMap((line) => [`${line.ns}NS`, `${line.ew}EW`]));
  const labels = sessionLabels(options.language);
  const named = { ...options, name: "" };
  const names = pairsSheetNames(named, [handRecordsSuffix(options.language)]);
  const session = pairsPlan(
    named,
    {
      lines,
      boards: [...new Set(lines.map((line) => line.board))].sort((a, b) => a - b),
      scoring: "MP",
      fields: undefined,
      maxPairs: pairs.size,
      rankingNote: labels.sampleSource(sampleSource(options.language)),
    },
    names
  );
  const handRecords = planHandRecords({
    boards: sampleHandRecords(),
    disagreements: [],
    language: options.language,
    existingSheets: options.existingSheets,
    name: names[3],
  });
  return { ...session, sheets: [...session.sheets, ...handRecords.sheets] };
}
