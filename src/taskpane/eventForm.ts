/*
 * The new-event part of the form (a round robin, Swiss teams, Swiss pairs): reads its fields into
 * planTeamsEvent's options. A VP table is pasted as text (cells copied from Excel arrive as
 * tab-separated lines) and read here into rows of numbers; the core then checks the bands.
 */
import type { TeamsEventKind } from "../messages/teamsEvent";
import type { TeamsEventOptions } from "../session/teamsEvent";
import { findPaneElement } from "./paneElements";

const EVENT_KINDS: readonly string[] = ["teams-rr", "swiss-teams", "swiss-pairs"];

export function isTeamsEvent(kind: string): kind is TeamsEventKind {
  return EVENT_KINDS.includes(kind);
}

export type EventFormOptions = Pick<
  TeamsEventOptions,
  "kind" | "entries" | "rounds" | "boardsPerMatch" | "vpTable" | "names" | "name"
>;

/** A line of the pasted VP table that is not two numbers. */
export class VpTableLineError extends Error {
  constructor(
    readonly line: number,
    readonly text: string
  ) {
    super(`VP table line ${line}: ${text}`);
    this.name = "VpTableLineError";
  }
}

/**
 * The pasted table's rows: two numbers a line, separated by a tab, spaces or a semicolon (a
 * comma too when the line has no other separator); a decimal comma is read as a point. Blank
 * lines are skipped.
 * @example readVpTableText("0\t10\n1\t11") // [[0, 10], [1, 11]]
 */
export function readVpTableText(text: string): number[][] {
  const rows: number[][] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "") return;
    let cells = line.split(/[\t; ]+/);
    if (cells.length === 1) cells = line.split(",");
    const numbers = cells.map((cell) =>
      /^-?\d+([.,]\d+)?$/.test(cell) ? Number(cell.replace(",", ".")) : NaN
    );
    if (numbers.length !== 2 || numbers.some((n) => !Number.isFinite(n)))
      throw new VpTableLineError(index + 1, line);
    rows.push(numbers);
  });
  return rows;
}

export function readEventForm(document: Document): EventFormOptions {
  const number = (id: "entries" | "event-rounds" | "match-boards") =>
    Number(findPaneElement(document, id).value);
  const kind = findPaneElement(document, "event").value as TeamsEventKind;
  const table = findPaneElement(document, "vp-scale").value === "table";
  return {
    kind,
    entries: number("entries"),
    rounds: number("event-rounds"),
    boardsPerMatch: number("match-boards"),
    vpTable: table ? readVpTableText(findPaneElement(document, "vp-table").value) : undefined,
    names: findPaneElement(document, "entry-names").value.split(/\r?\n/),
    name: findPaneElement(document, "session-name").value,
  };
}

/** The form's fields for the event's kind: rounds for a Swiss, the table for a pasted scale. */
export function eventFieldsShown(document: Document): string[] {
  const kind = findPaneElement(document, "event").value;
  const shown = ["event", kind === "teams-rr" ? "roundrobin" : "swiss"];
  if (findPaneElement(document, "vp-scale").value === "table") shown.push("vptable");
  return shown;
}
