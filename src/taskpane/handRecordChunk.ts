/*
 * The file readers and the Hand records plan (./handRecordFile.ts) are a chunk of their own,
 * dist/handrecords.js, loaded when a file is first chosen: a pane that never opens a file never
 * loads them, and its own script stays within its budget (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type HandRecordModule = typeof import("./handRecordFile");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadHandRecords: () => Promise<HandRecordModule> = loadOnce(
  () => import(/* webpackChunkName: "handrecords" */ "./handRecordFile")
);
