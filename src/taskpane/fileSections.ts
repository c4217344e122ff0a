/*
 * The pane's two file sections, "Open a hand-record file" and "Open a results file" (each a
 * ./fileSection.ts): what a file holds is shown when it is chosen, and built only when asked. A
 * results file read again where the workbook has the Results sheet its earlier read built (a
 * Bridgemate's with more results in) adds there instead: only the results the sheet lacks.
 */
import type { Language, TaskpaneMessages } from "../messages/taskpane";
import type { SessionPlan } from "../session/plan";
import { problemLines } from "./buildReport";
import type { WorkbookContextApi } from "./excelApi";
import { wireFileSection } from "./fileSection";
import { loadHandRecords } from "./handRecordChunk";
import type { HandRecordFile } from "./handRecordFile";
import { findPaneElement } from "./paneElements";
import type { ResultsModule } from "./resultsChunk";
import { loadResults } from "./resultsChunk";
import type { ResultsFile, ResultsFileNoSession } from "./resultsFileRead";
import { today } from "./today";
import type { WorkbookState } from "./writePlan";
import { describeError, readWorkbook } from "./writePlan";

/** What the file sections need of the pane (./taskpane.ts). */
export interface FileSectionsPane {
  readonly language: () => Language;
  readonly messages: () => TaskpaneMessages;
  /** Whether a build may start: the pane is not busy and Excel can build sessions. */
  readonly canWrite: () => boolean;
  readonly setBusy: (busy: boolean) => void;
  /** Reads the workbook, plans with what it holds, writes; reports under `near` either way. */
  readonly build: (
    makePlan: (state: WorkbookState, context: WorkbookContextApi) => SessionPlan,
    note: undefined,
    near: HTMLElement
  ) => Promise<void>;
  readonly run: <T>(batch: (context: Excel.RequestContext) => Promise<T>) => Promise<T>;
  readonly showReport: (lines: readonly string[], problem: boolean, near: HTMLElement) => void;
  /** A results file read whole (or none): the Members offer lists its players. */
  readonly resultsRead: (file: ResultsFile | undefined) => void;
  /** A file chosen or forgotten: the build buttons follow. */
  readonly changed: () => void;
}

export interface FileSections {
  readonly handRecords: { readonly chosen: () => HandRecordFile | undefined };
  readonly resultsFile: {
    readonly chosen: () => ResultsFile | ResultsFileNoSession | undefined;
  };
}

export function wireFileSections(document: Document, pane: FileSectionsPane): FileSections {
  const byId = <Id extends Parameters<typeof findPaneElement>[1]>(id: Id) =>
    findPaneElement(document, id);
  const unloadable = (name: string, error: unknown) =>
    pane.messages().handFileBad(name, describeError(error));
  const handRecords = wireFileSection(
    {
      input: byId("hand-file"),
      summary: byId("hand-file-summary"),
      differences: byId("hand-file-notes"),
      choice: {
        field: byId("hand-event-field"),
        label: byId("hand-event-label"),
        select: byId("hand-event"),
      },
      build: byId("build-hand-records"),
    },
    {
      load: loadHandRecords,
      read: (module, name, bytes) => module.readHandRecordFile(name, bytes),
      choose: (module, read, index) => module.chooseHandRecordEvent(read, index),
      describe: (module, read) =>
        module.describeHandRecordFile(read, pane.messages(), pane.language()),
      unloadable,
      build: ({ planHandRecordFile }, chosen) => {
        if (!pane.canWrite()) return;
        void pane.build(
          (state) => planHandRecordFile(chosen, pane.language(), state.sheets),
          undefined,
          byId("build-hand-records")
        );
      },
      changed: pane.changed,
    }
  );
  const resultsFile = wireFileSection(
    {
      input: byId("results-file"),
      summary: byId("results-file-summary"),
      differences: byId("results-differences"),
      choice: {
        field: byId("results-choice-field"),
        label: byId("results-choice-label"),
        select: byId("results-choice"),
      },
      build: byId("build-results"),
    },
    {
      load: loadResults,
      read: (module, name, bytes) => module.readChosenResultsFile(name, bytes, pane.language()),
      choose: (module, read, index) => module.chooseResultsEvent(read, index, pane.language()),
      describe: (module, read) => {
        const description = module.describeResultsFile(
          read,
          pane.messages(),
          pane.language(),
          today()
        );
        pane.resultsRead(!description.problem && "session" in read ? read : undefined);
        return description;
      },
      unloadable,
      build: (module, chosen) => {
        if (!pane.canWrite() || !("session" in chosen)) return;
        void buildOrAddResults(document, pane, module, chosen);
      },
      changed: pane.changed,
    }
  );
  return { handRecords, resultsFile };
}

/**
 * A results file built as new sheets, or, read again where the workbook has the Results sheet its
 * earlier read built, added there: only the results the sheet lacks, into empty cells; the report
 * lists every line where the sheet and the file differ.
 */
async function buildOrAddResults(
  document: Document,
  pane: FileSectionsPane,
  module: ResultsModule,
  file: ResultsFile
): Promise<void> {
  const button = findPaneElement(document, "build-results");
  pane.setBusy(true);
  let added: { readonly lines: string[]; readonly items: string[] } | undefined;
  try {
    added = await pane.run(async (context) => {
      const state = await readWorkbook(context);
      const sheet = await module.earlierResultsSheet(
        context,
        file,
        pane.language(),
        state.sheets,
        today()
      );
      return sheet && module.rereadIntoSheet(context, file, sheet, pane.language());
    });
  } catch (error) {
    pane.showReport(problemLines(error, pane.messages(), pane.language(), document), true, button);
    return;
  } finally {
    pane.setBusy(false);
  }
  if (!added) {
    void pane.build(
      (state) => module.planResultsFileOf(file, pane.language(), state.sheets, today()),
      undefined,
      button
    );
    return;
  }
  pane.showReport([...added.lines, ...added.items], false, button);
}
