/*
 * The new-session form: reads the fields into planSession's options, shows only the fields the
 * chosen event and movement use, and says what the session will be before it is built.
 */
import type { TaskpaneMessages } from "../messages/taskpane";
import { findStoredHowell, storedHowells } from "../core/movements";
import { mitchellMaxRounds, mitchellUsualRounds } from "../core/movements";
import type { EventKind, MovementChoice, SessionOptions } from "../session/planSession";
import { eventFieldsShown, isTeamsEvent } from "./eventForm";
import { findPaneElement } from "./paneElements";

export type FormOptions = Pick<
  SessionOptions,
  "event" | "movement" | "matchBoards" | "firstBoard" | "name"
>;

const numberIn = (
  document: Document,
  id: "tables" | "boards-per-round" | "rounds" | "boards" | "first-board"
) => Number(findPaneElement(document, id).value);

export function readForm(document: Document): FormOptions {
  const event = findPaneElement(document, "event").value as EventKind;
  const kind = findPaneElement(document, "movement").value;
  const movement: MovementChoice =
    kind === "howell"
      ? { kind, id: findPaneElement(document, "howell").value }
      : kind === "none"
        ? { kind, tables: numberIn(document, "tables"), boards: numberIn(document, "boards") }
        : {
            kind: "mitchell",
            tables: numberIn(document, "tables"),
            rounds: numberIn(document, "rounds"),
            boardsPerRound: numberIn(document, "boards-per-round"),
          };
  return {
    event,
    movement,
    matchBoards: numberIn(document, "boards"),
    firstBoard: numberIn(document, "first-board"),
    name: findPaneElement(document, "session-name").value,
  };
}

/** Fills the Howell list (stored tables, by pairs) in the pane's language. */
export function fillHowells(document: Document, messages: TaskpaneMessages): void {
  const select = findPaneElement(document, "howell");
  const chosen = select.value;
  select.replaceChildren(
    ...storedHowells().map((howell) => {
      const option = document.createElement("option");
      option.value = howell.id;
      option.textContent = messages.howellOption(
        howell.pairs,
        howell.tables,
        howell.boards,
        howell.id.endsWith("Relay")
      );
      return option;
    })
  );
  if (chosen) select.value = chosen;
}

/** Shows the fields the event and movement use, and the summary line. */
export function updateForm(document: Document, messages: TaskpaneMessages): void {
  const options = readForm(document);
  const kind = findPaneElement(document, "event").value;
  const shown = new Set<string>(
    isTeamsEvent(kind)
      ? eventFieldsShown(document)
      : options.event === "teams"
        ? ["teams"]
        : ["pairs", options.movement.kind]
  );
  document.querySelectorAll<HTMLElement>("[data-shown-for]").forEach((element) => {
    const wanted = (element.dataset.shownFor ?? "").split(" ");
    element.hidden = !wanted.some((key) => shown.has(key));
  });
  const rounds = findPaneElement(document, "rounds");
  const tables = numberIn(document, "tables");
  if (Number.isInteger(tables) && tables >= 2) rounds.max = String(mitchellMaxRounds(tables));
  findPaneElement(document, "summary").textContent = summaryOf(document, options, messages);
}

/** When the tables change, the rounds follow: every table's boards once (no revenge round). */
export function suggestRounds(document: Document): void {
  const tables = numberIn(document, "tables");
  if (Number.isInteger(tables) && tables >= 2)
    findPaneElement(document, "rounds").value = String(mitchellUsualRounds(tables));
}

function summaryOf(document: Document, options: FormOptions, messages: TaskpaneMessages): string {
  if (isTeamsEvent(options.event)) {
    const number = (id: "entries" | "event-rounds" | "match-boards") =>
      Number(findPaneElement(document, id).value);
    return messages.eventSummary(
      options.event !== "teams-rr",
      number("entries"),
      number("event-rounds"),
      number("match-boards")
    );
  }
  if (options.event === "teams") return messages.teamsSummary(options.matchBoards);
  const movement = options.movement;
  if (movement.kind === "howell") {
    const howell = findStoredHowell(movement.id);
    return howell ? messages.howellSummary(howell.pairs, howell.rounds.length, howell.boards) : "";
  }
  if (movement.kind === "none") return messages.noneSummary(movement.tables, movement.boards);
  const { tables, rounds, boardsPerRound } = movement;
  return messages.mitchellSummary(tables, tables * boardsPerRound, rounds * boardsPerRound);
}
