/*
 * The keying checks and their sheet reader (./checksFile.ts) are a chunk of their own,
 * dist/checks.js, loaded when the user first lists the sessions to check, so the pane's own
 * script stays within its budget (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type ChecksModule = typeof import("./checksFile");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadChecks: () => Promise<ChecksModule> = loadOnce(
  () => import(/* webpackChunkName: "checks" */ "./checksFile")
);
