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
import { sampleSource } from "../messages/sample";
import { loadFunctionHelp } from "./functionHelpChunk";
import type { PaneElements } from "./paneElements";
import { findPaneElement } from "./paneElements";
import { wirePublish } from "./publishSection";
import { wireChecks } from "./checksSection";
import { wireSeason } from "./seasonSection";
import { wireMembersOffer } from "./membersOffer";
import type { FileSections } from "./fileSections";
import { wireFileSections } from "./fileSections";
import { wireSessionForm } from "./sessionFormSection";
import { fillHowells, showFormTexts, updateForm } from "./sessionForm";
import { sessionFormMessages } from "../messages/sessionForm";
import { today } from "./today";
import { ProtectedWorkbook, problemLines, reportLines, showBuildReport } from "./buildReport";
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
let files: FileSections | undefined;

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
  const language = pane.language;
  void loadFunctionHelp().then(
    ({ showFunctionHelp }) => {
      // A later language's list replaces this one: only the pane's language now is shown.
      if (language === pane.language) showFunctionHelp(byId("function-list"), language, messages);
    },
    (error: unknown) => {
      byId("function-list").textContent = describeError(error);
    }
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
  byId("build-hand-records").disabled = pane.busy || !pane.canBuild || !files?.handRecords.chosen();
  byId("draw-round").disabled = pane.busy || !pane.canBuild;
  byId("build-results").disabled = pane.busy || !pane.canBuild || !files?.resultsFile.chosen();
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
      ? [
          sessionFormMessages(pane.language).typeResults(
            typeAt.sheet,
            typeAt.address,
            typeAt.sitOuts === true
          ),
        ]
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
  wireSessionForm(document, {
    language: () => pane.language,
    messages: () => pane.messages,
    canWrite: () => !pane.busy && pane.canBuild,
    build,
    showReport,
  });
  files = wireFileSections(document, {
    language: () => pane.language,
    messages: () => pane.messages,
    canWrite: () => !pane.busy && pane.canBuild,
    setBusy: (busy) => {
      pane.busy = busy;
      enableButtons();
    },
    build,
    run: runInExcel,
    showReport,
    resultsRead: (file) => membersOffer?.fileRead(file),
    changed: enableButtons,
  });
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
