/*
 * The sample session (its deals, lines and plan: src/session/sample/samplePlan.ts) is a chunk of
 * its own, dist/sample.js, loaded when "Try a sample session" is pressed: the pane's own script
 * does not carry its 21 deals and 147 lines (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type SampleModule = typeof import("../session/sample/samplePlan");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadSample: () => Promise<SampleModule> = loadOnce(
  () => import(/* webpackChunkName: "sample" */ "../session/sample/samplePlan")
);
