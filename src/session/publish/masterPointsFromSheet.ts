/*
 * The master points a session's Ranking sheet shows (its BRIDGE.MASTERPOINTS column, planned by
 * src/session/pairsSession.ts) as the USEBIO file carries them: MASTER_POINTS_AWARDED per pair
 * in the importer's unit (hundredths of a master point for the ABF, as Compscore3 writes them and
 * MyABF reads them with int(); local points for the EBU, as Salliere writes them), the event's
 * MASTER_POINT_SCALE, MASTER_POINT_TYPE (GREEN or RED for the ABF as Compscore3 writes them;
 * BLACK, local points, for the EBU as Salliere does) and MPS_AWARDED_FLAG "Y" (both). The
 * scheme and grade are read from the column's formula as the sheet holds it. Pure.
 */
import type {
  MasterPointLabels,
  MasterPointScheme,
} from "../../core/masterPoints/awardMasterPoints";
import {
  MASTER_POINT_SCHEMES,
  UNITS_PER_SHOWN_POINT,
  masterPointLabels,
} from "../../core/masterPoints/awardMasterPoints";
import { readKeyword } from "../../core/keyword";
import type { Cell } from "./cells";
import { numberOf } from "./cells";

/** What a session's awards are, as its BRIDGE.MASTERPOINTS formula says. */
export interface MasterPointSettings {
  readonly scheme: MasterPointScheme;
  readonly labels: MasterPointLabels;
}

/**
 * The scheme and the labels of a BRIDGE.MASTERPOINTS formula written with constants
 * (`=BRIDGE.MASTERPOINTS(A1:F41, , "ABF", , "B4C", 27)`); undefined when the formula is none, or
 * its scheme or grade is a reference or a word the function would refuse: its awards' unit is
 * then unknown, and no award is published.
 */
export function masterPointSettings(formula: string): MasterPointSettings | undefined {
  const call = /^\s*=\s*BRIDGE\.MASTERPOINTS\s*\(([\s\S]*)\)\s*$/i.exec(formula);
  if (!call) return undefined;
  const args = topLevelArguments(call[1] ?? "");
  const scheme = constantOf(args[2]);
  const grade = constantOf(args[4]);
  if (scheme === null || grade === null || typeof scheme === "number") return undefined;
  try {
    const chosen = readKeyword(MASTER_POINT_SCHEMES, scheme);
    return { scheme: chosen, labels: masterPointLabels(chosen, grade) };
  } catch {
    return undefined;
  }
}

/** A pair's award shown in the sheet (0.57) in the USEBIO file's unit (57); undefined if none. */
export function awardInFileUnits(cell: Cell, scheme: MasterPointScheme): number | undefined {
  const shown = numberOf(cell);
  if (shown === undefined || shown < 0) return undefined;
  return Math.round(shown * UNITS_PER_SHOWN_POINT[scheme]);
}

/** The arguments of a call as written, split at the commas outside quotes and parentheses. */
function topLevelArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === "(") depth += 1;
    else if (!quoted && char === ")") depth -= 1;
    if (!quoted && depth === 0 && char === ",") {
      args.push(current.trim());
      current = "";
    } else current += char;
  }
  args.push(current.trim());
  return args;
}

/** An argument written as a constant: text in quotes, a number; undefined when left out; null otherwise. */
function constantOf(argument: string | undefined): string | number | undefined | null {
  if (argument === undefined || argument === "") return undefined;
  const text = /^"((?:[^"]|"")*)"$/.exec(argument);
  // "" is a blank, as the function reads it: the argument's default.
  if (text) return text[1] ? text[1].replace(/""/g, '"') : undefined;
  const number = Number(argument);
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(argument) && Number.isFinite(number) ? number : null;
}
