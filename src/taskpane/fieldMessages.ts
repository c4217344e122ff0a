/*
 * The new-session form's messages: each planner problem under the field it is about (a section's
 * own field for a section's movement), the field marked aria-invalid, and both cleared once the
 * field is corrected; the first field marked is where Build moves the focus.
 */
import type { SectionBoards, SessionFormMessages } from "../messages/sessionForm";
import type { LimitedField, SessionOptionError } from "../session/planSession";
import { LIMITS } from "../session/planSession";
import type { SectionField } from "./sectionFields";
import { sectionFieldId } from "./sectionFields";

/** The element each planner field's message goes under. */
const FIELD_IDS: Readonly<Record<LimitedField, string>> = {
  tables: "tables",
  boardsPerRound: "boards-per-round",
  rounds: "rounds",
  boards: "boards",
  firstBoard: "first-board",
  sections: "sections",
  missingPair: "missing-pair",
  switchedRounds: "switched-rounds",
  pasted: "pasted-movement",
  howell: "howell",
  sameBoards: "section-boards",
};

/** A section's own field a problem of its movement goes under (derived rounds: its tables'). */
function sectionFieldOf(field: LimitedField): SectionField {
  return field === "howell" ? "howell" : field === "missingPair" ? "missing-pair" : "tables";
}

/** The id of the field a problem goes under: the form's, or a section's own. */
function fieldIdOf(problem: SessionOptionError): string {
  if (problem.field === "sameBoards" || problem.section === undefined)
    return FIELD_IDS[problem.field];
  return sectionFieldId(problem.section, sectionFieldOf(problem.field));
}

function fieldMessage(
  problem: SessionOptionError,
  form: SessionFormMessages
): (string | string[])[] {
  const { field } = problem;
  switch (field) {
    case "tables":
      return [form.tablesOrHalf(LIMITS.tables.min, LIMITS.tables.max)];
    case "missingPair":
      return [form.missingPairBad(problem.max ?? LIMITS.tables.max)];
    case "switchedRounds":
      return [form.switchedRoundsBad(problem.max ?? LIMITS.rounds.max)];
    case "pasted":
      if (problem.problems.length > 0)
        return [form.pastedProblems, problem.problems.map((p) => form.pastedProblem(p))];
      return [
        problem.value === "" ? form.pastedEmpty : form.pastedUnreadable(String(problem.value)),
      ];
    case "howell":
      return [];
    case "sameBoards": {
      const { own, a } = problem.value as { own: SectionBoards; a: SectionBoards };
      return [form.sameBoardsBad(String.fromCharCode(65 + (problem.section ?? 1)), own, a)];
    }
    default:
      return [form.wholeNumber(LIMITS[field].min, problem.max ?? LIMITS[field].max)];
  }
}

/** Marks each field out of bounds (aria-invalid, its message under it) and clears the others. */
export function showFieldMessages(
  document: Document,
  problems: readonly SessionOptionError[],
  form: SessionFormMessages
): void {
  const sectionIds = Array.from(
    document.querySelectorAll<HTMLElement>("#section-movements input, #section-movements select"),
    (element) => element.id
  );
  for (const id of [...Object.values(FIELD_IDS), ...sectionIds]) {
    const input = document.getElementById(id);
    const message = document.getElementById(`${id}-message`);
    const problem = problems.find((p) => fieldIdOf(p) === id);
    if (input) {
      if (problem) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
    }
    if (!message) continue;
    message.replaceChildren(
      ...(problem ? fieldMessage(problem, form) : []).map((part) => {
        if (typeof part === "string") {
          const paragraph = document.createElement("p");
          paragraph.textContent = part;
          return paragraph;
        }
        const items = document.createElement("ul");
        items.append(
          ...part.map((text) => {
            const item = document.createElement("li");
            item.textContent = text;
            return item;
          })
        );
        return items;
      })
    );
    message.hidden = !problem;
  }
}

/** The first field marked invalid, to move the focus to when Build is pressed. */
export function firstInvalidField(document: Document): HTMLElement | undefined {
  return (
    Array.from(document.querySelectorAll<HTMLElement>('#session-form [aria-invalid="true"]')).find(
      (element) => !element.closest("[hidden]")
    ) ?? undefined
  );
}
