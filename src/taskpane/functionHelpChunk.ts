/*
 * The pane's list of the functions (./functionHelp.ts, from every function's declaration and its
 * texts in both languages) is a chunk of its own, dist/functionHelp.js, loaded when the pane
 * shows its texts: the pane's own script does not carry the declarations (test/budgets).
 */
import { loadOnce } from "./loadOnce";

export type FunctionHelpModule = typeof import("./functionHelp");

/** The chunk, loaded once (./loadOnce.ts). */
export const loadFunctionHelp: () => Promise<FunctionHelpModule> = loadOnce(
  () => import(/* webpackChunkName: "functionHelp" */ "./functionHelp")
);
