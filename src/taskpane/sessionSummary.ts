/*
 * The new-session form's summary before building: what the director needs before the evening
 * (pairs, tables, boards, who sits out when, what to announce), for each section when there are
 * several, read off the very movements the build lays out (plannedMovements, sectionMovements),
 * so that it agrees with the sheets.
 */
import type { Movement } from "../core/movements";
import { boardsPerPair, meetingsOf, pairsOfMovement, sitOuts } from "../core/movements";
import type { SessionFormMessages } from "../messages/sessionForm";
import type { TaskpaneMessages } from "../messages/taskpane";
import { sectionMovements } from "../session/pairsSessionData";
import type { SessionOptionError, SessionOptions } from "../session/planSession";
import { plannedMovements } from "../session/planSession";
import { isTeamsEvent } from "./eventForm";
import { findPaneElement } from "./paneElements";

/** What the summary reads of the form (./sessionForm.ts's FormOptions). */
type FormOptions = Pick<
  SessionOptions,
  "event" | "movement" | "matchBoards" | "firstBoard" | "sections"
>;

/** The summary's lines: its paragraph first, then its list. */
export function summaryLines(
  document: Document,
  options: FormOptions,
  messages: TaskpaneMessages,
  form: SessionFormMessages,
  problems: readonly SessionOptionError[]
): string[] {
  if (isTeamsEvent(options.event)) {
    const number = (id: "entries" | "event-rounds" | "match-boards") =>
      Number(findPaneElement(document, id).value);
    return [
      messages.eventSummary(
        options.event !== "teams-rr",
        number("entries"),
        number("event-rounds"),
        number("match-boards")
      ),
    ];
  }
  if (options.event === "teams") return [messages.teamsSummary(options.matchBoards)];
  const movement = options.movement;
  if (movement.kind === "none") return [messages.noneSummary(movement.tables, movement.boards)];
  if (problems.length > 0) return [form.fixFields];
  return movementSummary(plannedMovements(options), options, form);
}

/**
 * What the director needs before the evening: pairs, tables, boards, sit-outs, what to announce;
 * with sections, the field's first and then each section's own, as the session numbers its pairs.
 */
function movementSummary(
  planned: readonly Movement[],
  options: FormOptions,
  form: SessionFormMessages
): string[] {
  const [first] = planned;
  if (!first) return [];
  if (planned.length === 1) {
    const [head, ...details] = sectionLines(first, form, true);
    return [head ?? "", ...details];
  }
  const bySection = options.sections?.rankedBySection ?? false;
  const movements = sectionMovements(planned, bySection);
  const pairs = movements.reduce((sum, m) => sum + pairsOfMovement(m).length, 0);
  const boards = new Set(movements.flatMap((m) => m.boards)).size;
  const head = [
    form.sectionsLine(movements.length, options.sections?.sameBoards ?? true, bySection),
    form.pairsLine(pairs, pairs / 2, pairs % 2 === 1),
    form.boardsInPlay(boards),
    ...(bySection
      ? []
      : [movements.every((m) => m.fields === "TWO") ? form.twoFields : form.oneField]),
  ];
  const details = movements.flatMap((movement, index) => {
    const letter = String.fromCharCode(65 + index);
    const [line, ...more] = sectionLines(movement, form, bySection);
    const kind =
      movement.kind === "mitchell" || movement.kind === "howell" ? movement.kind : "pasted";
    const renumbered = movement.fields !== planned[index]?.fields;
    return [
      form.inSection(letter, `${form.movementName(kind)}. ${line ?? ""}`),
      ...(renumbered ? [form.renumberedLine(movement.tables + 1, 2 * movement.tables)] : []),
      ...more,
    ].map((text, i) => (i === 0 ? text : form.inSection(letter, text)));
  });
  return [head.join(" "), ...details];
}

/**
 * One movement's lines: pairs, tables, boards (and its rankings when `fields`), then who sits
 * out when and what to announce. Tables as the director counts them: pairs / 2, 15 pairs at 7.5.
 */
function sectionLines(movement: Movement, form: SessionFormMessages, fields: boolean): string[] {
  const pairs = pairsOfMovement(movement).length;
  const { fewest, most } = boardsPerPair(movement);
  const head = [
    movement.kind === "pasted"
      ? form.pastedLine(movement.rounds, movement.tables, pairs)
      : form.pairsLine(pairs, pairs / 2, pairs % 2 === 1),
    form.boardsLine(movement.boards.length, fewest, most),
    ...(fields ? [movement.fields === "ONE" ? form.oneField : form.twoFields] : []),
  ];
  const details: string[] = [];
  const out = sitOuts(movement);
  if (out.length > 0)
    details.push(form.sitOutLine(out.map((s) => form.sitOutRound(s.round, s.pair))));
  if (movement.skipAfterRound !== undefined) details.push(form.skipLine(movement.skipAfterRound));
  if (movement.relay)
    details.push(
      form.relayLine(
        movement.relay.sharing[0],
        movement.relay.sharing[1],
        movement.relay.relayBetween[0],
        movement.relay.relayBetween[1]
      )
    );
  const switched = [...new Set(movement.seatings.filter((s) => s.switched).map((s) => s.round))];
  if (switched.length > 0) details.push(form.switchLine(switched));
  const { twice, never } = meetingsOf(movement);
  details.push(twice.length > 0 ? form.meetTwice(twice) : form.everyoneMeets);
  if (never.length > 0) details.push(form.meetNever(never));
  return [head.join(" "), ...details];
}
