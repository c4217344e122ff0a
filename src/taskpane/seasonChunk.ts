/*
 * The Season sheet's reader and planners (./seasonWorkbook.ts) are a chunk of their own,
 * dist/season.js, loaded when a Season sheet is first built or added to: a pane that never
 * builds one never loads them, and its own script stays within its budget (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type SeasonModule = typeof import("./seasonWorkbook");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadSeason: () => Promise<SeasonModule> = loadOnce(
  () => import(/* webpackChunkName: "season" */ "./seasonWorkbook")
);
