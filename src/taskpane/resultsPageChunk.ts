/*
 * The results page's generator (src/files/resultsPage.ts, its texts and style sheet) is a chunk
 * of its own, dist/resultsPage.js, loaded when the user first saves a results page: the publish
 * chunk that reads the session stays as small as the USEBIO and PBN writers need.
 */
import { loadOnce } from "./loadOnce";

export type ResultsPageModule = typeof import("../files/resultsPage");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadResultsPage: () => Promise<ResultsPageModule> = loadOnce(
  () => import(/* webpackChunkName: "resultsPage" */ "../files/resultsPage")
);
