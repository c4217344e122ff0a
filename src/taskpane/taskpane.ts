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
import { LIMITS, SessionOptionError, planSession } from "../session/planSession";
import { sampleSource } from "../messages/sample";
import { loadSample } from "./sampleChunk";
import { cardNames } from "../session/workbookNames";
import { functionsMetadata } from "../excel/metadata";
import { renderFunctionHelp } from "./functionHelp";
import type { PaneElements } from "./paneElements";
import { findPaneElement } from "./paneElements";
import type { HandRecordModule } from "./handRecordChunk";
import { loadHandRecords } from "./handRecordChunk";
import type { HandRecordFile } from "./handRecordFile";
import type { ResultsModule } from "./resultsChunk";
import { loadResults } from "./resultsChunk";
import type { ResultsFile } from "./resultsFile";
import { wirePublish } from "./publishSection";
import { fillHowells, readForm, suggestRounds, updateForm } from "./sessionForm";
import { BridgeInputError } from "../core/errors";
import { DrawProblem, EVENT_LIMITS, EventOptionError } from "../session/teamsEventErrors";
import { VpTableLineError, isTeamsEvent, readEventForm } from "./eventForm";
import { loadTeamsEvents } from "./teamsEventChunk";
import type { WorkbookContextApi } from "./excelApi";
import type { WorkbookState, WriteReport } from "./writePlan";
import { WriteFailure, applyPlan, describeError, errorCode, readWorkbook } from "./writePlan";

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
  /** The hand-record file read and shown, not built yet; absent when none or unreadable. */
  handFile?: HandRecordFile;
  /** The results file read and shown, not built yet; absent when none or unreadable. */
  resultsFile?: ResultsFile;
}

let publish: ReturnType<typeof wirePublish> | undefined;

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
  updateForm(document, messages);
  publish?.setLanguage(pane.language);
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
  byId("build-hand-records").disabled = pane.busy || !pane.canBuild || !pane.handFile;
  byId("draw-round").disabled = pane.busy || !pane.canBuild;
  byId("build-results").disabled = pane.busy || !pane.canBuild || !pane.resultsFile;
  byId("build").textContent = pane.busy ? pane.messages.building : pane.messages.build;
}

function showReport(lines: readonly string[], problem: boolean): void {
  const report = byId("report");
  report.replaceChildren(
    ...lines.map((line) => {
      const paragraph = document.createElement("p");
      paragraph.textContent = line;
      return paragraph;
    })
  );
  report.classList.toggle("problem", problem);
  report.hidden = false;
  report.focus();
}

function reportLines(report: Partial<WriteReport>): string[] {
  const { messages } = pane;
  const lines: string[] = [];
  if (report.sheets && report.sheets.length > 0) lines.push(messages.built(report.sheets));
  const added = report.namesAdded ?? [];
  const taken = report.namesTaken ?? [];
  // A next round plans no names: nothing to say about them.
  if (added.length > 0) lines.push(messages.namesAdded(added));
  else if (taken.length > 0 || !report.sheets || report.sheets.length === 0)
    lines.push(messages.noNamesAdded);
  if (report.namesTaken && report.namesTaken.length > 0)
    lines.push(messages.namesTaken(report.namesTaken));
  if (report.unknownNames && report.unknownNames.length > 0)
    lines.push(
      messages.unknownNames(report.unknownNames.map((cell) => `'${cell.sheet}'!${cell.address}`))
    );
  return lines;
}

class ProtectedWorkbook extends Error {}

/** Why a teams event or its next round could not be planned; undefined for other errors. */
function eventProblemLines(error: unknown): string[] | undefined {
  const { messages } = pane;
  if (error instanceof EventOptionError) {
    const { min } = EVENT_LIMITS[error.field];
    return [messages.outOfBounds(messages.fieldNames[error.field] ?? error.field, min, error.max)];
  }
  if (error instanceof VpTableLineError) return [messages.vpTableLine(error.line, error.text)];
  if (error instanceof BridgeInputError) return [error.messageIn(pane.language)];
  if (!(error instanceof DrawProblem)) return undefined;
  const { round = 0, found = 0, expected = 0, sheet = "", events = [] } = error.details;
  switch (error.code) {
    case "noEvent":
    case "notSwiss":
      return [messages.noSwissEvent];
    case "several":
      return [messages.severalSwissEvents(events)];
    case "allDrawn":
      return [messages.allDrawn(round)];
    case "roundUnfinished":
      return [messages.roundUnfinished(round, found, expected)];
    case "drawUnreadable":
      return [messages.drawUnreadable(sheet)];
  }
}

function problemLines(error: unknown): string[] {
  const { messages } = pane;
  const eventLines = eventProblemLines(error);
  if (eventLines) return eventLines;
  if (error instanceof SessionOptionError) {
    if (error.field === "howell") return [messages.unknownHowell];
    const field = error.field;
    const form = readForm(document);
    const max =
      field === "rounds" && form.movement.kind === "mitchell"
        ? Math.min(form.movement.tables, LIMITS.rounds.max)
        : LIMITS[field].max;
    return [messages.outOfBounds(messages.fieldNames[field] ?? field, LIMITS[field].min, max)];
  }
  if (
    error instanceof ProtectedWorkbook ||
    (error instanceof WriteFailure && errorCode(error.cause) === "AccessDenied")
  )
    return [messages.protectedWorkbook];
  if (error instanceof WriteFailure) {
    const lines = [messages.failed(describeError(error.cause))];
    if (error.leftBehind.length > 0) lines.push(messages.leftBehind(error.leftBehind));
    return lines;
  }
  return [messages.failed(describeError(error))];
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
  note?: string
): Promise<void> {
  pane.busy = true;
  enableButtons();
  try {
    const report = await runInExcel(async (context) => {
      const state = await readWorkbook(context);
      const plan = await makePlan(state, context);
      if (state.protected && plan.sheets.length > 0) throw new ProtectedWorkbook();
      return applyPlan(context, plan, state);
    });
    showReport([...reportLines(report), ...(note ? [note] : [])], false);
    void publish?.refresh();
  } catch (error) {
    showReport(problemLines(error), true);
  } finally {
    pane.busy = false;
    enableButtons();
  }
}

function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function wireForm(): void {
  const form = byId("session-form");
  form.addEventListener("input", (event) => {
    if ((event.target as HTMLElement).id === "tables") suggestRounds(document);
    updateForm(document, pane.messages);
  });
  form.addEventListener("change", () => updateForm(document, pane.messages));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (pane.busy || !pane.canBuild) return;
    if (isTeamsEvent(byId("event").value)) {
      void build(async (state) =>
        (await loadTeamsEvents()).planTeamsEvent({
          ...readEventForm(document),
          date: today(),
          language: pane.language,
          existingSheets: state.sheets,
        })
      );
      return;
    }
    const options = readForm(document);
    void build((state) =>
      planSession({
        ...options,
        date: today(),
        language: pane.language,
        existingSheets: state.sheets,
      })
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
          pane.messages.sampleSource(sampleSource(pane.language))
        ),
      (error: unknown) => showReport(problemLines(error), true)
    );
  });
  byId("draw-round").addEventListener("click", () => {
    if (pane.busy || !pane.canBuild) return;
    void build(async (state, context) =>
      (await loadTeamsEvents()).planDraw(context, state, pane.language)
    );
  });
  byId("add-names").addEventListener("click", () => {
    void build(() => ({ sheets: [], names: cardNames(), activate: "" }));
  });
}

/** Counts the files chosen: a file read after a later one was chosen is not shown. */
let fileChoice = 0;

function showFileSummary(lines: readonly string[], problem: boolean): void {
  const summary = byId("hand-file-summary");
  summary.textContent = lines.join(" ");
  summary.classList.toggle("problem", problem);
  enableButtons();
}

/** Reads the chosen file and says what will be built; writes nothing. */
async function readChosenFile(file: File, choice: number): Promise<void> {
  let module: HandRecordModule;
  try {
    module = await loadHandRecords();
  } catch (error) {
    if (choice === fileChoice)
      showFileSummary([pane.messages.handFileBad(file.name, describeError(error))], true);
    return;
  }
  let read: HandRecordFile | { name: string; error: unknown };
  try {
    read = module.readHandRecordFile(file.name, await file.text());
  } catch (error) {
    read = { name: file.name, error };
  }
  if (choice !== fileChoice) return;
  const shown = module.describeHandRecordFile(read, pane.messages, pane.language);
  pane.handFile = !shown.problem && !("error" in read) ? read : undefined;
  showFileSummary(shown.lines, shown.problem);
}

function wireHandRecords(): void {
  byId("hand-file").addEventListener("change", () => {
    const file = byId("hand-file").files?.[0];
    fileChoice += 1;
    pane.handFile = undefined;
    showFileSummary([], false);
    if (file) void readChosenFile(file, fileChoice);
  });
  byId("build-hand-records").addEventListener("click", () => {
    const chosen = pane.handFile;
    if (pane.busy || !pane.canBuild || !chosen) return;
    void loadHandRecords().then(({ planHandRecordFile }) =>
      build((state) => planHandRecordFile(chosen, pane.language, state.sheets))
    );
  });
}

/** Counts the results files chosen, as fileChoice does the hand-record files. */
let resultsChoice = 0;

function showResultsSummary(
  lines: readonly string[],
  differences: readonly string[],
  problem: boolean
): void {
  const summary = byId("results-file-summary");
  summary.textContent = lines.join(" ");
  summary.classList.toggle("problem", problem);
  const list = byId("results-differences");
  list.replaceChildren(
    ...differences.map((text) => {
      const item = document.createElement("li");
      item.textContent = text;
      return item;
    })
  );
  list.hidden = differences.length === 0;
  enableButtons();
}

/** Reads the chosen results file, says what will be built and what differs; writes nothing. */
async function readChosenResults(file: File, choice: number): Promise<void> {
  let module: ResultsModule;
  try {
    module = await loadResults();
  } catch (error) {
    if (choice === resultsChoice)
      showResultsSummary([pane.messages.handFileBad(file.name, describeError(error))], [], true);
    return;
  }
  let read: ResultsFile | { name: string; error: unknown };
  try {
    read = module.readResultsFile(file.name, await file.text(), pane.language);
  } catch (error) {
    read = { name: file.name, error };
  }
  if (choice !== resultsChoice) return;
  const shown = module.describeResultsFile(read, pane.messages, pane.language, today());
  pane.resultsFile = !shown.problem && !("error" in read) ? read : undefined;
  showResultsSummary(shown.lines, shown.differences, shown.problem);
}

function wireResultsFile(): void {
  byId("results-file").addEventListener("change", () => {
    const file = byId("results-file").files?.[0];
    resultsChoice += 1;
    pane.resultsFile = undefined;
    showResultsSummary([], [], false);
    if (file) void readChosenResults(file, resultsChoice);
  });
  byId("build-results").addEventListener("click", () => {
    const chosen = pane.resultsFile;
    if (pane.busy || !pane.canBuild || !chosen) return;
    void loadResults().then(({ planResultsFileOf }) =>
      build((state) => planResultsFileOf(chosen, pane.language, state.sheets, today()))
    );
  });
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
  setLanguage(languageOf(navigator.language));
  wireForm();
  wireHandRecords();
  wireResultsFile();
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
