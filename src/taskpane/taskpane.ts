/*
 * The task pane (also the shared-runtime page of the custom functions): builds a club session's
 * sheets, a teams event's (and a Swiss event's next round), a sample session, the card's plain
 * names, a hand-record file's Hand records sheet, or a results file's session into the open
 * workbook, and lists the functions. Plans come from src/session (pure); ./writePlan.ts is the
 * one writer. Texts come from src/messages/taskpane.ts in Excel's display language. If office.js
 * does not load, or Excel is too old, the pane says so in plain words.
 */
import type { Language, TaskpaneMessages } from "../messages/taskpane";
import { languageOf, taskpaneMessages } from "../messages/taskpane";
import type { SessionPlan } from "../session/plan";
import { planSession } from "../session/planSession";
import { sampleSource } from "../messages/sample";
import { loadSample } from "./sampleChunk";
import { cardNames } from "../session/workbookNames";
import { functionsMetadata } from "../excel/metadata";
import { renderFunctionHelp } from "./functionHelp";
import type { PaneElements } from "./paneElements";
import { findPaneElement } from "./paneElements";
import { loadHandRecords } from "./handRecordChunk";
import type { HandRecordFile } from "./handRecordFile";
import type { ResultsModule } from "./resultsChunk";
import { loadResults } from "./resultsChunk";
import type { ResultsFile, ResultsFileNoSession } from "./resultsFileRead";
import { wirePublish } from "./publishSection";
import { wireChecks } from "./checksSection";
import { wireSeason } from "./seasonSection";
import { wireMembersOffer } from "./membersOffer";
import {
  fillHowells,
  firstInvalidField,
  readForm,
  showFormTexts,
  suggestRounds,
  suggestSwitchedRounds,
  updateForm,
} from "./sessionForm";
import { sessionFormMessages } from "../messages/sessionForm";
import { isTeamsEvent, readEventForm } from "./eventForm";
import { wireFileSection } from "./fileSection";
import { today } from "./today";
import { ProtectedWorkbook, problemLines, reportLines, showBuildReport } from "./buildReport";
import { loadTeamsEvents } from "./teamsEventChunk";
import type { WorkbookContextApi } from "./excelApi";
import type { WorkbookState } from "./writePlan";
import { applyPlan, describeError, readWorkbook } from "./writePlan";

/** Reading a session's used ranges (getUsedRangeOrNullObject): ExcelApi 1.4. */
const PUBLISH_API = "1.4";
/** How long Office may take to say it is ready before the pane says it has not. */
const OFFICE_SILENCE_MS = 10_000;
/** Sheets with formats, validations, print titles: ExcelApi 1.9. Names (and the protection check): ExcelApi 1.7. */
const SESSION_API = "1.9";
const NAMES_API = "1.7";

interface Pane {
  language: Language;
  messages: TaskpaneMessages;
  canBuild: boolean;
  canName: boolean;
  busy: boolean;
}

let publish: ReturnType<typeof wirePublish> | undefined;
let checks: ReturnType<typeof wireChecks> | undefined;
let season: ReturnType<typeof wireSeason> | undefined;
let membersOffer: ReturnType<typeof wireMembersOffer> | undefined;

const pane: Pane = {
  language: "en",
  messages: taskpaneMessages("en"),
  canBuild: false,
  canName: false,
  busy: false,
};

function byId<Id extends keyof PaneElements>(id: Id): PaneElements[Id] {
  return findPaneElement(document, id);
}

function showTexts(): void {
  const { messages } = pane;
  document.documentElement.lang = pane.language;
  document.querySelectorAll<HTMLElement>("[data-text]").forEach((element) => {
    const text = messages[element.dataset.text as keyof TaskpaneMessages];
    if (typeof text === "string") element.textContent = text;
  });
  byId("sample-source").textContent = messages.sampleSource(sampleSource(pane.language));
  fillHowells(document, messages);
  showFormTexts(document, sessionFormMessages(pane.language));
  updateForm(document, messages, sessionFormMessages(pane.language));
  publish?.setLanguage(pane.language);
  checks?.setLanguage(pane.language);
  season?.setLanguage(pane.language);
  membersOffer?.setLanguage(pane.language);
  renderFunctionHelp(
    byId("function-list"),
    functionsMetadata(pane.language),
    pane.language,
    messages
  );
}

function setLanguage(language: Language): void {
  pane.language = language;
  pane.messages = taskpaneMessages(language);
  showTexts();
}

function setStatus(text: string): void {
  byId("status").textContent = text;
}

function enableButtons(): void {
  byId("build").disabled = pane.busy || !pane.canBuild;
  byId("build-sample").disabled = pane.busy || !pane.canBuild;
  byId("add-names").disabled = pane.busy || !pane.canName;
  byId("build-hand-records").disabled = pane.busy || !pane.canBuild || !handRecords?.chosen();
  byId("draw-round").disabled = pane.busy || !pane.canBuild;
  byId("build-results").disabled = pane.busy || !pane.canBuild || !resultsFile?.chosen();
  byId("build").textContent = pane.busy ? pane.messages.building : pane.messages.build;
  season?.enable();
  membersOffer?.enable();
}

/** Shows the report right under the button it is about (`near`), or where it was. */
function showReport(lines: readonly string[], problem: boolean, near?: HTMLElement): void {
  const report = byId("report");
  if (near) near.insertAdjacentElement("afterend", report);
  showBuildReport(report, lines, problem);
}

/** The pane's one way into the workbook (test/security: one Excel.run in the pane's script). */
function runInExcel<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> {
  return Excel.run(batch);
}

/** Reads the workbook, plans with what it holds, writes; reports either way. */
async function build(
  makePlan: (
    state: WorkbookState,
    context: WorkbookContextApi
  ) => SessionPlan | Promise<SessionPlan>,
  note?: string,
  near?: HTMLElement
): Promise<void> {
  pane.busy = true;
  enableButtons();
  try {
    let typeAt: SessionPlan["typeResultsAt"];
    const report = await runInExcel(async (context) => {
      const state = await readWorkbook(context);
      const plan = await makePlan(state, context);
      if (state.protected && plan.sheets.length > 0) throw new ProtectedWorkbook();
      typeAt = plan.typeResultsAt;
      return applyPlan(context, plan, state);
    });
    const typeHere = typeAt
      ? [sessionFormMessages(pane.language).typeResults(typeAt.sheet, typeAt.address)]
      : [];
    showReport(
      [...reportLines(report, pane.messages), ...typeHere, ...(note ? [note] : [])],
      false,
      near
    );
    void publish?.refresh();
    void checks?.refresh();
  } catch (error) {
    showReport(problemLines(error, pane.messages, pane.language, document), true, near);
  } finally {
    pane.busy = false;
    enableButtons();
  }
}

function wireForm(): void {
  const form = byId("session-form");
  const refresh = () => updateForm(document, pane.messages, sessionFormMessages(pane.language));
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
    if (pane.busy || !pane.canBuild) return;
    if (!refresh()) {
      firstInvalidField(document)?.focus();
      return;
    }
    if (isTeamsEvent(byId("event").value)) {
      void build(
        async (state) =>
          (await loadTeamsEvents()).planTeamsEvent({
            ...readEventForm(document),
            date: today(),
            language: pane.language,
            existingSheets: state.sheets,
          }),
        undefined,
        byId("build")
      );
      return;
    }
    const options = readForm(document);
    void build(
      (state) =>
        planSession({
          ...options,
          date: today(),
          language: pane.language,
          existingSheets: state.sheets,
        }),
      undefined,
      byId("build")
    );
  });
  byId("build-sample").addEventListener("click", () => {
    if (pane.busy || !pane.canBuild) return;
    void loadSample().then(
      ({ planSampleSession }) =>
        build(
          (state) =>
            planSampleSession({
              date: today(),
              language: pane.language,
              existingSheets: state.sheets,
            }),
          pane.messages.sampleSource(sampleSource(pane.language)),
          byId("build-sample")
        ),
      (error: unknown) =>
        showReport(
          problemLines(error, pane.messages, pane.language, document),
          true,
          byId("build-sample")
        )
    );
  });
  byId("draw-round").addEventListener("click", () => {
    if (pane.busy || !pane.canBuild) return;
    void build(
      async (state, context) => (await loadTeamsEvents()).planDraw(context, state, pane.language),
      undefined,
      byId("draw-round")
    );
  });
  byId("add-names").addEventListener("click", () => {
    void build(
      () => ({ sheets: [], names: cardNames(), activate: "" }),
      undefined,
      byId("add-names")
    );
  });
}

let handRecords: { readonly chosen: () => HandRecordFile | undefined } | undefined;
let resultsFile:
  { readonly chosen: () => ResultsFile | ResultsFileNoSession | undefined } | undefined;

/** The two file sections: what is read is shown, and built only when asked (./fileSection.ts). */
function wireFileSections(): void {
  const unloadable = (name: string, error: unknown) =>
    pane.messages.handFileBad(name, describeError(error));
  handRecords = wireFileSection(
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
      describe: (module, read) => module.describeHandRecordFile(read, pane.messages, pane.language),
      unloadable,
      build: ({ planHandRecordFile }, chosen) => {
        if (pane.busy || !pane.canBuild) return;
        void build(
          (state) => planHandRecordFile(chosen, pane.language, state.sheets),
          undefined,
          byId("build-hand-records")
        );
      },
      changed: enableButtons,
    }
  );
  resultsFile = wireFileSection(
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
      read: (module, name, bytes) => module.readChosenResultsFile(name, bytes, pane.language),
      choose: (module, read, index) => module.chooseResultsEvent(read, index, pane.language),
      describe: (module, read) => {
        const description = module.describeResultsFile(read, pane.messages, pane.language, today());
        membersOffer?.fileRead(!description.problem && "session" in read ? read : undefined);
        return description;
      },
      unloadable,
      build: (module, chosen) => {
        if (pane.busy || !pane.canBuild || !("session" in chosen)) return;
        void buildOrAddResults(module, chosen);
      },
      changed: enableButtons,
    }
  );
}

/**
 * A results file built as new sheets, or, read again (a Bridgemate's with more results in) where
 * the workbook has the Results sheet its earlier read built, added there: only the results the
 * sheet lacks, into empty cells; the report lists every line where the sheet and the file differ.
 */
async function buildOrAddResults(module: ResultsModule, file: ResultsFile): Promise<void> {
  pane.busy = true;
  enableButtons();
  let added: { readonly lines: string[]; readonly items: string[] } | undefined;
  try {
    added = await runInExcel(async (context) => {
      const state = await readWorkbook(context);
      const sheet = await module.earlierResultsSheet(
        context,
        file,
        pane.language,
        state.sheets,
        today()
      );
      return sheet && module.rereadIntoSheet(context, file, sheet, pane.language);
    });
  } catch (error) {
    showReport(
      problemLines(error, pane.messages, pane.language, document),
      true,
      byId("build-results")
    );
    return;
  } finally {
    pane.busy = false;
    enableButtons();
  }
  if (!added) {
    void build(
      (state) => module.planResultsFileOf(file, pane.language, state.sheets, today()),
      undefined,
      byId("build-results")
    );
    return;
  }
  showReport([...added.lines, ...added.items], false, byId("build-results"));
}

function onOfficeReady(info: {
  host: Office.HostType | null;
  platform?: Office.PlatformType | null;
}): void {
  // Outside Office (the page opened in a browser) office.js may leave Office.context unset.
  const context = Office.context as Office.Context | undefined;
  setLanguage(languageOf(context?.displayLanguage));
  if (info.host !== Office.HostType.Excel) {
    setStatus(pane.messages.notInExcel);
    return;
  }
  const requirements = Office.context.requirements;
  pane.canBuild = requirements.isSetSupported("ExcelApi", SESSION_API);
  pane.canName = requirements.isSetSupported("ExcelApi", NAMES_API);
  enableButtons();
  publish?.setReady(
    info.platform ? String(info.platform) : undefined,
    requirements.isSetSupported("ExcelApi", PUBLISH_API)
  );
  checks?.setReady(requirements.isSetSupported("ExcelApi", PUBLISH_API));
  const problems = [
    ...(pane.canBuild ? [] : [pane.messages.sessionsUnsupported]),
    ...(pane.canName ? [] : [pane.messages.namesUnsupported]),
  ];
  setStatus(problems.length > 0 ? problems.join(" ") : pane.messages.ready);
}

function start(): void {
  publish = wirePublish(document, {
    run: runInExcel,
    today,
    describeError,
  });
  checks = wireChecks(document, { run: runInExcel, describeError });
  season = wireSeason(document, {
    build: (makePlan) => build(makePlan),
    run: runInExcel,
    describeError,
    canWrite: () => !pane.busy && pane.canBuild,
  });
  membersOffer = wireMembersOffer(document, {
    run: runInExcel,
    describeError,
    canWrite: () => !pane.busy && pane.canBuild,
    wrote: () => void publish?.refresh(),
  });
  setLanguage(languageOf(navigator.language));
  wireForm();
  wireFileSections();
  enableButtons();
  // office.js is a classic script loaded before this one: if it is missing, it did not load.
  if (typeof Office === "undefined") {
    setStatus(pane.messages.officeMissing);
    return;
  }
  setStatus(pane.messages.loading);
  const silence = setTimeout(() => setStatus(pane.messages.officeSilent), OFFICE_SILENCE_MS);
  void Office.onReady((info) => {
    clearTimeout(silence);
    onOfficeReady(info);
  });
}

start();
