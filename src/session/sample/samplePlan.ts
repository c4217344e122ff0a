/*
 * The plan of the sample session (./sampleSession.ts): its Results, Ranking, Boards and Pairs
 * sheets, matchpoints, with a note of its source beside the ranking, and its Hand records sheet
 * on the same base name ("B Hand records"). The pane loads this module as a chunk of its own when
 * the sample is asked for (src/taskpane/sampleChunk.ts).
 */
import { sessionLabels } from "../../messages/session";
import { planHandRecordsSheet } from "../handRecords";
import type { SessionOptions } from "../planSession";
import { pairsPlan } from "../planSession";
import type { SessionPlan } from "../plan";
import { sampleHandRecords, samplePairs, sampleResultLines } from "./sampleSession";
import { sampleSource } from "../../messages/sample";

export function planSampleSession(
  options: Pick<SessionOptions, "date" | "language" | "existingSheets">
): SessionPlan {
  const lines = sampleResultLines();
  const labels = sessionLabels(options.language);
  const pairs = samplePairs().map(({ pair, direction, players }) => ({
    pair,
    ...(direction ? { direction } : {}),
    players: players.map(({ name, nationalId }) => ({
      name,
      ...(nationalId !== undefined ? { memberNumber: nationalId } : {}),
    })),
  }));
  return pairsPlan(
    { ...options, name: "" },
    {
      lines,
      pairs,
      boards: [...new Set(lines.map((line) => line.board))].sort((a, b) => a - b),
      scoring: "MP",
      fields: undefined,
      maxPairs: pairs.length,
      rankingNote: labels.sampleSource(sampleSource(options.language)),
      extraSheet: {
        suffix: labels.handRecordsSheet,
        plan: (name) =>
          planHandRecordsSheet(
            { boards: sampleHandRecords(), disagreements: [], language: options.language },
            name
          ),
      },
    }
  );
}
