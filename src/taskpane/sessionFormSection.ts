/*
 * The New session form's wiring: its fields checked as they change (a report about the form goes
 * stale once the form changes), and its buttons: Build the session (pairs, a teams match or a
 * teams event), Build the sample, Draw the next round of a Swiss, Add the card's names.
 */
import { sampleSource } from "../messages/sample";
import { sessionFormMessages } from "../messages/sessionForm";
import type { Language, TaskpaneMessages } from "../messages/taskpane";
import type { SessionPlan } from "../session/plan";
import { planSession } from "../session/planSession";
import { cardNames } from "../session/workbookNames";
import { problemLines } from "./buildReport";
import { isTeamsEvent, readEventForm } from "./eventForm";
import type { WorkbookContextApi } from "./excelApi";
import { findPaneElement } from "./paneElements";
import { loadSample } from "./sampleChunk";
import {
  firstInvalidField,
  readForm,
  suggestRounds,
  suggestSwitchedRounds,
  updateForm,
} from "./sessionForm";
import { loadTeamsEvents } from "./teamsEventChunk";
import { today } from "./today";
import type { WorkbookState } from "./writePlan";

/** What the form needs of the pane (./taskpane.ts). */
export interface SessionFormPane {
  readonly language: () => Language;
  readonly messages: () => TaskpaneMessages;
  /** Whether a build may start: the pane is not busy and Excel can build sessions. */
  readonly canWrite: () => boolean;
  /** Reads the workbook, plans with what it holds, writes; reports under `near` either way. */
  readonly build: (
    makePlan: (
      state: WorkbookState,
      context: WorkbookContextApi
    ) => SessionPlan | Promise<SessionPlan>,
    note: string | undefined,
    near: HTMLElement
  ) => Promise<void>;
  readonly showReport: (lines: readonly string[], problem: boolean, near: HTMLElement) => void;
}

export function wireSessionForm(document: Document, pane: SessionFormPane): void {
  const byId = <Id extends Parameters<typeof findPaneElement>[1]>(id: Id) =>
    findPaneElement(document, id);
  const form = byId("session-form");
  const refresh = () => updateForm(document, pane.messages(), sessionFormMessages(pane.language()));
  // A report about the form goes stale once the form changes.
  const forget = () => {
    if (byId("build").nextElementSibling === byId("report")) byId("report").hidden = true;
  };
  form.addEventListener("input", (event) => {
    forget();
    const target = event.target as HTMLElement;
    if (target.id === "tables") suggestRounds(document);
    if (target.id === "missing-pair" || target.id === "switched-rounds")
      target.dataset.typed = "true";
    if (["tables", "rounds", "boards-per-round"].includes(target.id))
      suggestSwitchedRounds(document);
    refresh();
  });
  form.addEventListener("change", (event) => {
    forget();
    const id = (event.target as HTMLElement).id;
    if (id === "arrow-switch") suggestSwitchedRounds(document);
    if (id === "even-tables") suggestRounds(document);
    refresh();
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!pane.canWrite()) return;
    if (!refresh()) {
      firstInvalidField(document)?.focus();
      return;
    }
    if (isTeamsEvent(byId("event").value)) {
      void pane.build(
        async (state) =>
          (await loadTeamsEvents()).planTeamsEvent({
            ...readEventForm(document),
            date: today(),
            language: pane.language(),
            existingSheets: state.sheets,
          }),
        undefined,
        byId("build")
      );
      return;
    }
    const options = readForm(document);
    void pane.build(
      (state) =>
        planSession({
          ...options,
          date: today(),
          language: pane.language(),
          existingSheets: state.sheets,
        }),
      undefined,
      byId("build")
    );
  });
  byId("build-sample").addEventListener("click", () => {
    if (!pane.canWrite()) return;
    void loadSample().then(
      ({ planSampleSession }) =>
        pane.build(
          (state) =>
            planSampleSession({
              date: today(),
              language: pane.language(),
              existingSheets: state.sheets,
            }),
          pane.messages().sampleSource(sampleSource(pane.language())),
          byId("build-sample")
        ),
      (error: unknown) =>
        pane.showReport(
          problemLines(error, pane.messages(), pane.language(), document),
          true,
          byId("build-sample")
        )
    );
  });
  byId("draw-round").addEventListener("click", () => {
    if (!pane.canWrite()) return;
    void pane.build(
      async (state, context) => (await loadTeamsEvents()).planDraw(context, state, pane.language()),
      undefined,
      byId("draw-round")
    );
  });
  byId("add-names").addEventListener("click", () => {
    void pane.build(
      () => ({ sheets: [], names: cardNames(), activate: "" }),
      undefined,
      byId("add-names")
    );
  });
}
