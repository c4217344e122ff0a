/*
 * The new-session form: reads the fields into planSession's options, shows only the fields the
 * chosen event and movement use, puts each field's message under it (./fieldMessages.ts:
 * aria-invalid, cleared when corrected) and says what the session will be before it is built: the summary is read off the
 * very movements the build lays out (./sessionSummary.ts), so it agrees with the sheets. With
 * sections, each section after A has its own fields (./sectionFields.ts).
 */
import type { TaskpaneMessages } from "../messages/taskpane";
import type { SessionFormMessages } from "../messages/sessionForm";
import {
  advisedSwitchedRounds,
  mitchellMaxRounds,
  mitchellUsualRounds,
  storedHowells,
} from "../core/movements";
import type { EventKind, MovementChoice, SessionOptions } from "../session/planSession";
import { fullHowellIds, sessionOptionProblems } from "../session/planSession";
import { eventFieldsShown, isTeamsEvent } from "./eventForm";
import { readSectionMovements, syncSectionFields } from "./sectionFields";
import { findPaneElement } from "./paneElements";
import { showFieldMessages } from "./fieldMessages";
import { summaryLines } from "./sessionSummary";

export { firstInvalidField } from "./fieldMessages";

export type FormOptions = Pick<
  SessionOptions,
  "event" | "movement" | "matchBoards" | "firstBoard" | "name" | "sections"
>;

type NumberField = "tables" | "boards-per-round" | "rounds" | "boards" | "first-board";

const numberIn = (document: Document, id: NumberField) =>
  Number(findPaneElement(document, id).value);

/** An element of the form this module added (its ids are its own). */
function own(document: Document, id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the pane has no #${id}`);
  return found;
}

const inputOf = (document: Document, id: string) => own(document, id) as HTMLInputElement;
const inputValue = (document: Document, id: string) => inputOf(document, id).value;

/** "12, 13" -> [12, 13]; anything else in it is NaN, which the planner names. */
function readRounds(text: string): number[] {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));
}

function readMitchell(document: Document): MovementChoice {
  const tables = numberIn(document, "tables");
  const half = !Number.isInteger(tables);
  const switching = inputOf(document, "arrow-switch").checked;
  const evenTables = inputValue(document, "even-tables") === "share-relay" ? "share-relay" : "skip";
  return {
    kind: "mitchell",
    tables,
    rounds: numberIn(document, "rounds"),
    boardsPerRound: numberIn(document, "boards-per-round"),
    ...(half
      ? {
          missing: {
            direction: inputValue(document, "missing-direction") === "EW" ? "EW" : "NS",
            pair: Number(inputValue(document, "missing-pair")),
          },
        }
      : {}),
    ...(switching ? { switchedRounds: readRounds(inputValue(document, "switched-rounds")) } : {}),
    ...(!half && tables % 2 === 0 ? { evenTables } : {}),
  };
}

export function readForm(document: Document): FormOptions {
  const event = findPaneElement(document, "event").value as EventKind;
  const kind = findPaneElement(document, "movement").value;
  const movement: MovementChoice =
    kind === "howell"
      ? { kind, id: findPaneElement(document, "howell").value }
      : kind === "none"
        ? { kind, tables: numberIn(document, "tables"), boards: numberIn(document, "boards") }
        : kind === "pasted"
          ? { kind, text: inputValue(document, "pasted-movement") }
          : readMitchell(document);
  const count = Number(inputValue(document, "sections"));
  return {
    event,
    movement,
    matchBoards: numberIn(document, "boards"),
    firstBoard: numberIn(document, "first-board"),
    name: findPaneElement(document, "session-name").value,
    ...(kind !== "none" && count !== 1
      ? {
          sections: {
            count,
            sameBoards: inputValue(document, "section-boards") !== "next",
            rankedBySection: inputValue(document, "section-ranking") === "section",
            ...(movement.kind !== "none"
              ? {
                  movements: readSectionMovements(
                    document,
                    movement,
                    count,
                    numberIn(document, "boards-per-round")
                  ),
                }
              : {}),
          },
        }
      : {}),
  };
}

/** The Howell list's options (stored tables, then the full Howells), in the pane's language. */
function howellOptions(document: Document, messages: TaskpaneMessages): HTMLOptionElement[] {
  const option = (id: string, text: string) => {
    const element = document.createElement("option");
    element.value = id;
    element.textContent = text;
    return element;
  };
  // Tables as the director counts them, pairs / 2: 15 pairs are 7.5 tables (a half table).
  return [
    ...storedHowells().map((howell) =>
      option(
        howell.id,
        messages.howellOption(
          howell.pairs,
          howell.pairs / 2,
          howell.boards,
          howell.id.endsWith("Relay"),
          howell.incomplete
        )
      )
    ),
    ...fullHowellIds().map((howell) =>
      option(
        howell.id,
        messages.howellOption(howell.pairs, howell.pairs / 2, howell.boards, false, false)
      )
    ),
  ];
}

/** Fills the Howell lists (section A's and each section's own) in the pane's language. */
export function fillHowells(document: Document, messages: TaskpaneMessages): void {
  const selects = [
    findPaneElement(document, "howell"),
    ...Array.from(document.querySelectorAll<HTMLSelectElement>('select[id$="-howell"]')),
  ];
  for (const select of new Set(selects)) {
    const chosen = select.value;
    select.replaceChildren(...howellOptions(document, messages));
    if (chosen) select.value = chosen;
  }
}

/** The form's own texts (data-form-text), in the pane's language. */
export function showFormTexts(document: Document, form: SessionFormMessages): void {
  document.querySelectorAll<HTMLElement>("[data-form-text]").forEach((element) => {
    const text = form[element.dataset.formText as keyof SessionFormMessages];
    if (typeof text === "string") element.textContent = text;
  });
}

/** The keys data-shown-for names: what the event, movement and sizes use. */
function shownKeys(document: Document, options: FormOptions): Set<string> {
  const kind = findPaneElement(document, "event").value;
  if (isTeamsEvent(kind)) return new Set(eventFieldsShown(document));
  if (options.event === "teams") return new Set(["teams"]);
  const keys = new Set(["pairs", options.movement.kind]);
  const movement = options.movement;
  if (movement.kind === "mitchell") {
    if (!Number.isInteger(movement.tables) && Number.isInteger(movement.tables * 2))
      keys.add("half");
    else if (movement.tables % 2 === 0 && movement.tables >= 4) keys.add("even");
    if (movement.switchedRounds) keys.add("switch");
  }
  if ((options.sections?.count ?? 1) > 1) {
    keys.add("sections");
    if (movement.kind !== "pasted") keys.add("section-movements");
  }
  return keys;
}

/** Shows the fields the event and movement use, each field's message, and the summary. */
export function updateForm(
  document: Document,
  messages: TaskpaneMessages,
  form: SessionFormMessages
): boolean {
  syncSectionFields(
    document,
    Number(inputValue(document, "sections")),
    {
      kind: findPaneElement(document, "movement").value === "howell" ? "howell" : "mitchell",
      tables: findPaneElement(document, "tables").value,
      howell: findPaneElement(document, "howell").value,
    },
    form,
    () => howellOptions(document, messages)
  );
  const options = readForm(document);
  const shown = shownKeys(document, options);
  document.querySelectorAll<HTMLElement>("[data-shown-for]").forEach((element) => {
    const wanted = (element.dataset.shownFor ?? "").split(" ");
    element.hidden = !wanted.some((key) => shown.has(key));
  });
  const rounds = findPaneElement(document, "rounds");
  const tables = Math.ceil(numberIn(document, "tables"));
  if (Number.isInteger(tables) && tables >= 2) rounds.max = String(mitchellMaxRounds(tables));
  // A teams event's own fields are read by ./eventForm.ts; a pairs session's or match's here.
  const checked = !isTeamsEvent(options.event);
  const problems = checked ? sessionOptionProblems(options) : [];
  showFieldMessages(document, problems, form);
  const [summary, ...details] = summaryLines(document, options, messages, form, problems);
  findPaneElement(document, "summary").textContent = summary ?? "";
  const list = own(document, "summary-details");
  list.replaceChildren(
    ...details.map((line) => {
      const item = document.createElement("li");
      item.textContent = line;
      return item;
    })
  );
  list.hidden = details.length === 0;
  return problems.length === 0;
}

/** When the tables change, the rounds follow: every table's boards once (no revenge round). */
export function suggestRounds(document: Document): void {
  const value = numberIn(document, "tables");
  const tables = Math.ceil(value);
  if (!Number.isInteger(tables) || tables < 2) return;
  const evenTables = inputValue(document, "even-tables") === "share-relay" ? "share-relay" : "skip";
  findPaneElement(document, "rounds").value = String(mitchellUsualRounds(tables, evenTables));
  const missing = inputOf(document, "missing-pair");
  if (missing.dataset.typed !== "true") missing.value = String(tables);
}

/** The rounds the EBU advises to switch, until the scorer types others. */
export function suggestSwitchedRounds(document: Document): void {
  const field = inputOf(document, "switched-rounds");
  if (field.dataset.typed === "true" && field.value.trim() !== "") return;
  const rounds = numberIn(document, "rounds");
  const perRound = numberIn(document, "boards-per-round");
  if (!Number.isInteger(rounds) || rounds < 1) return;
  field.value = advisedSwitchedRounds(rounds, perRound).join(", ");
}
