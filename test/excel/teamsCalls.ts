/**
 * How the teams functions' tests call them as Excel does: single values and columns as Excel
 * passes them, French Excel, and the four teams of the help and the guide (src/messages/help.ts).
 */
import { standings } from "../../src/excel/functions/teamsStandings";
import { FUNCTION_HELP, type ExampleRange } from "../../src/messages/help";

/** What Excel passes for an argument: a value or a range (the functions declare any[][]). */
export type Argument = Parameters<typeof standings>[0];

export function value(cell: unknown): Argument {
  return cell as Argument;
}

export function column(...cells: unknown[]): Argument {
  return cells.map((cell) => [cell]) as Argument;
}

type WithOffice = { Office?: unknown };

/** The call as French Excel makes it (Office's display language "fr-FR"). */
export function inFrench<T>(call: () => T): T {
  (globalThis as WithOffice).Office = { context: { displayLanguage: "fr-FR" } };
  try {
    return call();
  } finally {
    delete (globalThis as WithOffice).Office;
  }
}

function asRange(example: unknown): Argument {
  const values: readonly unknown[] = (example as ExampleRange).values;
  return values.map((row) => (Array.isArray(row) ? [...(row as unknown[])] : [row])) as Argument;
}

// The help's STANDINGS example: four teams after two rounds of 8-board matches.
const [teams, opponents, vps, imps] = FUNCTION_HELP.STANDINGS?.examples[0]?.args ?? [];

export const FOUR_TEAMS = {
  teams: asRange(teams),
  opponents: asRange(opponents),
  vps: asRange(vps),
  imps: asRange(imps),
};
