/*
 * Each section's own movement in the new-session form (sections B, C ...; A's is the form's own
 * movement): a Mitchell of its own tables (a half table and its missing pair) or a Howell, every
 * label naming its section. A section's fields start as section A's and follow A's until the
 * director changes them; a Mitchell section plays A's boards a round and, at most, A's rounds.
 */
import type { SessionFormMessages } from "../messages/sessionForm";
import type { MovementChoice, SectionMovement } from "../session/planSession";
import { FULL_HOWELL_BOARDS, LIMITS } from "../session/planSession";
import {
  advisedSwitchedRounds,
  findStoredHowell,
  mitchellMaxRounds,
  mitchellUsualRounds,
} from "../core/movements";

/** A section's fields, by the part of its id after "section-b-". */
export type SectionField = "movement" | "tables" | "howell" | "missing-direction" | "missing-pair";

const letterOf = (section: number) => String.fromCharCode(65 + section);

/** The id of section `section`'s (1 for B) field: "section-b-tables". */
export function sectionFieldId(section: number, field: SectionField): string {
  return `section-${letterOf(section).toLowerCase()}-${field}`;
}

/** The list of sections' own fields, the form's #section-movements. */
function container(document: Document): HTMLElement {
  const found = document.getElementById("section-movements");
  if (!found) throw new Error("the pane has no #section-movements");
  return found;
}

/** Section A's movement as a section's fields show it. */
interface SectionDefaults {
  readonly kind: "mitchell" | "howell";
  readonly tables: string;
  readonly howell: string;
}

/**
 * Keeps one group of fields for each section after A (`count` sections in all), its texts in the
 * pane's language, each field not changed by the director showing A's value.
 */
export function syncSectionFields(
  document: Document,
  count: number,
  defaults: SectionDefaults,
  texts: SessionFormMessages,
  howellOptions: () => HTMLOptionElement[]
): void {
  const list = container(document);
  const most = LIMITS.sections.max;
  const wanted = Number.isInteger(count) ? Math.min(Math.max(count, 1), most) - 1 : 0;
  while (list.children.length > wanted) list.lastElementChild?.remove();
  while (list.children.length < wanted)
    list.append(sectionGroup(document, list.children.length + 1, howellOptions));
  for (let section = 1; section <= wanted; section += 1) {
    const letter = letterOf(section);
    const field = (name: SectionField) =>
      document.getElementById(sectionFieldId(section, name)) as HTMLInputElement;
    const label = (name: SectionField, text: string) => {
      const element = document.querySelector(`label[for="${sectionFieldId(section, name)}"]`);
      if (element) element.textContent = text;
    };
    const group = list.children[section - 1] as HTMLElement;
    (group.querySelector("legend") as HTMLElement).textContent = texts.sectionLegend(letter);
    label("movement", texts.sectionMovement(letter));
    label("tables", texts.sectionTables(letter));
    label("howell", texts.sectionHowell(letter));
    label("missing-direction", texts.sectionMissingDirection(letter));
    label("missing-pair", texts.sectionMissingNumber(letter));
    const kind = field("movement") as unknown as HTMLSelectElement;
    for (const option of Array.from(kind.options))
      option.textContent = texts.movementName(option.value as "mitchell" | "howell");
    for (const option of Array.from(field("missing-direction").querySelectorAll("option")))
      option.textContent = option.value === "EW" ? texts.eastWest : texts.northSouth;
    const follow = (name: SectionField, value: string) => {
      const element = field(name);
      if (element.dataset.typed !== "true") element.value = value;
    };
    follow("movement", defaults.kind);
    follow("tables", defaults.tables);
    follow("howell", defaults.howell);
    const tables = Number(field("tables").value);
    if (Number.isFinite(tables)) follow("missing-pair", String(Math.ceil(tables)));
    const mitchell = kind.value === "mitchell";
    hide(group, "tables", !mitchell);
    hide(group, "howell", mitchell);
    hide(group, "missing", !(mitchell && isHalf(tables)));
  }
}

function hide(group: HTMLElement, part: string, hidden: boolean): void {
  (group.querySelector(`[data-section-part="${part}"]`) as HTMLElement).hidden = hidden;
}

const isHalf = (tables: number) => !Number.isInteger(tables) && Number.isInteger(tables * 2);

/** A section's fieldset: its movement, tables, Howell and a half table's missing pair. */
function sectionGroup(
  document: Document,
  section: number,
  howellOptions: () => HTMLOptionElement[]
): HTMLElement {
  const make = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    attributes: Record<string, string>
  ) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };
  const id = (field: SectionField) => sectionFieldId(section, field);
  const field = (part: string, name: SectionField, control: HTMLElement, message: boolean) => {
    const wrapper = make("div", { class: "field", "data-section-part": part });
    const label = make("label", { for: id(name) });
    wrapper.append(label, control);
    if (message) {
      control.setAttribute("aria-describedby", `${id(name)}-message`);
      wrapper.append(make("p", { id: `${id(name)}-message`, class: "field-message", hidden: "" }));
    }
    // Changed by the director: it no longer follows section A's.
    const typed = () => (control.dataset.typed = "true");
    control.addEventListener("input", typed);
    control.addEventListener("change", typed);
    return wrapper;
  };
  const kind = make("select", { id: id("movement") });
  kind.append(make("option", { value: "mitchell" }), make("option", { value: "howell" }));
  const tables = make("input", {
    id: id("tables"),
    type: "number",
    inputmode: "decimal",
    min: "2",
    max: "60",
    step: "0.5",
  });
  const howell = make("select", { id: id("howell") });
  howell.append(...howellOptions());
  const direction = make("select", { id: id("missing-direction") });
  direction.append(make("option", { value: "NS" }), make("option", { value: "EW" }));
  const pair = make("input", {
    id: id("missing-pair"),
    type: "number",
    inputmode: "numeric",
    min: "1",
    max: "60",
  });
  const group = make("fieldset", { class: "section-movement" });
  const missing = make("div", { class: "row", "data-section-part": "missing" });
  missing.append(
    field("missing-direction", "missing-direction", direction, false),
    field("missing-pair", "missing-pair", pair, true)
  );
  group.append(
    make("legend", {}),
    field("movement", "movement", kind, false),
    field("tables", "tables", tables, true),
    field("howell", "howell", howell, true),
    missing
  );
  return group;
}

/**
 * Each section's movement, A's first, as the fields say: a Mitchell section plays A's boards a
 * round and A's rounds (fewer when it has fewer tables: one round a table), arrow-switched when A
 * is, with A's way of playing an even number of tables; beside a Howell A, the Howell's boards a
 * round and the usual rounds for its tables.
 */
export function readSectionMovements(
  document: Document,
  a: SectionMovement,
  count: number,
  boardsPerRound: number
): SectionMovement[] {
  const movements: SectionMovement[] = [a];
  if (a.kind === "pasted") return movements;
  for (let section = 1; section < count; section += 1) {
    const value = (name: SectionField) =>
      (document.getElementById(sectionFieldId(section, name)) as HTMLInputElement | null)?.value;
    if (value("movement") === undefined) break;
    if (value("movement") === "howell") {
      movements.push({ kind: "howell", id: value("howell") ?? "" });
      continue;
    }
    movements.push(
      sectionMitchell(a, Number(value("tables")), boardsPerRound, {
        direction: value("missing-direction") === "EW" ? "EW" : "NS",
        pair: Number(value("missing-pair")),
      })
    );
  }
  return movements;
}

function sectionMitchell(
  a: Exclude<MovementChoice, { kind: "none" | "pasted" }>,
  tables: number,
  boardsPerRound: number,
  missing: { direction: "NS" | "EW"; pair: number }
): SectionMovement {
  const whole = Math.ceil(tables);
  const fromA = a.kind === "mitchell";
  const evenTables = fromA ? (a.evenTables ?? "skip") : "skip";
  const rounds = fromA
    ? Math.min(a.rounds, mitchellMaxRounds(whole))
    : mitchellUsualRounds(whole, evenTables);
  const perRound = fromA ? a.boardsPerRound : (howellBoardsPerRound(a.id) ?? boardsPerRound);
  const switching = fromA && a.switchedRounds !== undefined;
  return {
    kind: "mitchell",
    tables,
    rounds,
    boardsPerRound: perRound,
    ...(isHalf(tables) ? { missing } : {}),
    ...(switching
      ? {
          switchedRounds:
            rounds === a.rounds
              ? (a.switchedRounds ?? [])
              : advisedSwitchedRounds(rounds, perRound),
        }
      : {}),
    ...(!isHalf(tables) && whole % 2 === 0 ? { evenTables } : {}),
  };
}

/** The boards a round of a Howell of the list: a stored table's, or a full Howell's 2. */
function howellBoardsPerRound(id: string): number | undefined {
  if (/^full-\d+$/.test(id)) return FULL_HOWELL_BOARDS;
  return findStoredHowell(id)?.rounds[0]?.[0]?.[3].length;
}
