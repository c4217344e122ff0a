/*
 * The plan of the sample session (./sampleSession.ts): its Results, Ranking, Boards and Pairs
 * sheets, matchpoints, with a note of its source beside the ranking, and its Hand records sheet
 * on the same base name ("B Hand records"). The pane loads this module as a chunk of its own when
 * the sample is asked for (src/taskpane/sampleChunk.ts).
 */
import { sessionLabels } from "../../messages/session";
import { planSessionHandRecords } from "../handRecords";
import type { PairsPlanOptions } from "../pairsSession";
import { planPairsSession } from "../pairsSession";
import { boardsOfLines } from "../pairsSessionData";
import type { SessionPlan } from "../plan";
import { sampleHandRecords, samplePairs, sampleResultLines } from "./sampleSession";
import { sampleSource } from "../../messages/sample";

export function planSampleSession(options: PairsPlanOptions): SessionPlan {
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
  return planPairsSession(
    {
      name: "",
      scoring: "matchpoints",
      lines,
      pairs,
      boards: boardsOfLines(lines),
      fields: undefined,
      maxPairs: pairs.length,
      handRecords: sampleHandRecords(),
      rankingNote: labels.sampleSource(sampleSource(options.language)),
    },
    { ...options, planHandRecords: planSessionHandRecords(options.language) }
  );
}
