"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const taskpane_1 = require("../messages/taskpane");
const planSession_1 = require("../session/planSession");
const sample_1 = require("../messages/sample");
const sampleChunk_1 = require("./sampleChunk");
const workbookNames_1 = require("../session/workbookNames");
const metadata_1 = require("../excel/metadata");
const functionHelp_1 = require("./functionHelp");
const paneElements_1 = require("./paneElements");
const handRecordChunk_1 = require("./handRecordChunk");
const resultsChunk_1 = require("./resultsChunk");
const publishSection_1 = require("./publishSection");
const sessionForm_1 = require("./sessionForm");
const eventForm_1 = require("./eventForm");
const fileSection_1 = require("./fileSection");
const today_1 = require("./today");
const buildReport_1 = require("./buildReport");
const teamsEventChunk_1 = require("./teamsEventChunk");
const writePlan_1 = require("./writePlan");
/** Reading a session's used ranges (getUsedRangeOrNullObject): ExcelApi 1.4. */
const PUBLISH_API = "1.4";
/** How long Office may take to say it is ready before the pane says it has not. */
const OFFICE_SILENCE_MS = 10000;
/** Sheets with formats, validations, print titles: ExcelApi 1.9. Names (and the protection check): ExcelApi 1.7. */
const SESSION_API = "1.9";
const NAMES_API = "1.7";
let publish;
const pane = {
    language: "en",
    messages: (0, taskpane_1.taskpaneMessages)("en"),
    canBuild: false,
    canName: false,
    busy: false,
};
function byId(id) {
    return (0, paneElements_1.findPaneElement)(document, id);
}
function showTexts() {
    const { messages } = pane;
    document.documentElement.lang = pane.language;
    document.querySelectorAll("[data-text]").forEach((element) => {
        const text = messages[element.dataset.text];
        if (typeof text === "string")
            element.textContent = text;
    });
    byId("sample-source").textContent = messages.sampleSource((0, sample_1.sampleSource)(pane.language));
    (0, sessionForm_1.fillHowells)(document, messages);
    (0, sessionForm_1.updateForm)(document, messages);
    publish === null || publish === void 0 ? void 0 : publish.setLanguage(pane.language);
    (0, functionHelp_1.renderFunctionHelp)(byId("function-list"), (0, metadata_1.functionsMetadata)(pane.language), pane.language, messages);
}
function setLanguage(language) {
    pane.language = language;
    pane.messages = (0, taskpane_1.taskpaneMessages)(language);
    showTexts();
}
function setStatus(text) {
    byId("status").textContent = text;
}
function enableButtons() {
    byId("build").disabled = pane.busy || !pane.canBuild;
    byId("build-sample").disabled = pane.busy || !pane.canBuild;
    byId("add-names").disabled = pane.busy || !pane.canName;
    byId("build-hand-records").disabled = pane.busy || !pane.canBuild || !(handRecords === null || handRecords === void 0 ? void 0 : handRecords.chosen());
    byId("draw-round").disabled = pane.busy || !pane.canBuild;
    byId("build-results").disabled = pane.busy || !pane.canBuild || !(resultsFile === null || resultsFile === void 0 ? void 0 : resultsFile.chosen());
    byId("build").textContent = pane.busy ? pane.messages.building : pane.messages.build;
}
function showReport(lines, problem) {
    (0, buildReport_1.showBuildReport)(byId("report"), lines, problem);
}
/** The pane's one way into the workbook (test/security: one Excel.run in the pane's script). */
function runInExcel(batch) {
    return Excel.run(batch);
}
/** Reads the workbook, plans with what it holds, writes; reports either way. */
async function build(makePlan, note) {
    pane.busy = true;
    enableButtons();
    try {
        const report = await runInExcel(async (context) => {
            const state = await (0, writePlan_1.readWorkbook)(context);
            const plan = await makePlan(state, context);
            if (state.protected && plan.sheets.length > 0)
                throw new buildReport_1.ProtectedWorkbook();
            return (0, writePlan_1.applyPlan)(context, plan, state);
        });
        showReport([...(0, buildReport_1.reportLines)(report, pane.messages), ...(note ? [note] : [])], false);
        void (publish === null || publish === void 0 ? void 0 : publish.refresh());
    }
    catch (error) {
        showReport((0, buildReport_1.problemLines)(error, pane.messages, pane.language, document), true);
    }
    finally {
        pane.busy = false;
        enableButtons();
    }
}
function wireForm() {
    const form = byId("session-form");
    form.addEventListener("input", (event) => {
        if (event.target.id === "tables")
            (0, sessionForm_1.suggestRounds)(document);
        (0, sessionForm_1.updateForm)(document, pane.messages);
    });
    form.addEventListener("change", () => (0, sessionForm_1.updateForm)(document, pane.messages));
    form.addEventListener("submit", (event) => {
        event.preventDefault();
        if (pane.busy || !pane.canBuild)
            return;
        if ((0, eventForm_1.isTeamsEvent)(byId("event").value)) {
            void build(async (state) => (await (0, teamsEventChunk_1.loadTeamsEvents)()).planTeamsEvent({
                ...(0, eventForm_1.readEventForm)(document),
                date: (0, today_1.today)(),
                language: pane.language,
                existingSheets: state.sheets,
            }));
            return;
        }
        const options = (0, sessionForm_1.readForm)(document);
        void build((state) => (0, planSession_1.planSession)({
            ...options,
            date: (0, today_1.today)(),
            language: pane.language,
            existingSheets: state.sheets,
        }));
    });
    byId("build-sample").addEventListener("click", () => {
        if (pane.busy || !pane.canBuild)
            return;
        void (0, sampleChunk_1.loadSample)().then(({ planSampleSession }) => build((state) => planSampleSession({
            date: (0, today_1.today)(),
            language: pane.language,
            existingSheets: state.sheets,
        }), pane.messages.sampleSource((0, sample_1.sampleSource)(pane.language))), (error) => showReport((0, buildReport_1.problemLines)(error, pane.messages, pane.language, document), true));
    });
    byId("draw-round").addEventListener("click", () => {
        if (pane.busy || !pane.canBuild)
            return;
        void build(async (state, context) => (await (0, teamsEventChunk_1.loadTeamsEvents)()).planDraw(context, state, pane.language));
    });
    byId("add-names").addEventListener("click", () => {
        void build(() => ({ sheets: [], names: (0, workbookNames_1.cardNames)(), activate: "" }));
    });
}
let handRecords;
let resultsFile;
/** The two file sections: what is read is shown, and built only when asked (./fileSection.ts). */
function wireFileSections() {
    const unloadable = (name, error) => pane.messages.handFileBad(name, (0, writePlan_1.describeError)(error));
    handRecords = (0, fileSection_1.wireFileSection)({
        input: byId("hand-file"),
        summary: byId("hand-file-summary"),
        differences: byId("hand-file-notes"),
        choice: {
            field: byId("hand-event-field"),
            label: byId("hand-event-label"),
            select: byId("hand-event"),
        },
        build: byId("build-hand-records"),
    }, {
        load: handRecordChunk_1.loadHandRecords,
        read: (module, name, bytes) => module.readHandRecordFile(name, bytes),
        choose: (module, read, index) => module.chooseHandRecordEvent(read, index),
        describe: (module, read) => module.describeHandRecordFile(read, pane.messages, pane.language),
        unloadable,
        build: ({ planHandRecordFile }, chosen) => {
            if (pane.busy || !pane.canBuild)
                return;
            void build((state) => planHandRecordFile(chosen, pane.language, state.sheets));
        },
        changed: enableButtons,
    });
    resultsFile = (0, fileSection_1.wireFileSection)({
        input: byId("results-file"),
        summary: byId("results-file-summary"),
        differences: byId("results-differences"),
        choice: {
            field: byId("results-choice-field"),
            label: byId("results-choice-label"),
            select: byId("results-choice"),
        },
        build: byId("build-results"),
    }, {
        load: resultsChunk_1.loadResults,
        read: (module, name, bytes) => module.readChosenResultsFile(name, bytes, pane.language),
        choose: (module, read, index) => module.chooseResultsEvent(read, index, pane.language),
        describe: (module, read) => module.describeResultsFile(read, pane.messages, pane.language, (0, today_1.today)()),
        unloadable,
        build: (module, chosen) => {
            if (pane.busy || !pane.canBuild || !("session" in chosen))
                return;
            void buildOrAddResults(module, chosen);
        },
        changed: enableButtons,
    });
}
/**
 * A results file built as new sheets, or, read again (a Bridgemate's with more results in) where
 * the workbook has the Results sheet its earlier read built, added there: only the results the
 * sheet lacks, into empty cells; the report lists every line where the sheet and the file differ.
 */
async function buildOrAddResults(module, file) {
    pane.busy = true;
    enableButtons();
    let added;
    try {
        added = await runInExcel(async (context) => {
            const state = await (0, writePlan_1.readWorkbook)(context);
            const sheet = await module.earlierResultsSheet(context, file, pane.language, state.sheets, (0, today_1.today)());
            return sheet && module.rereadIntoSheet(context, file, sheet, pane.language);
        });
    }
    catch (error) {
        showReport((0, buildReport_1.problemLines)(error, pane.messages, pane.language, document), true);
        return;
    }
    finally {
        pane.busy = false;
        enableButtons();
    }
    if (!added) {
        void build((state) => module.planResultsFileOf(file, pane.language, state.sheets, (0, today_1.today)()));
        return;
    }
    showReport([...added.lines, ...added.items], false);
}
function onOfficeReady(info) {
    // Outside Office (the page opened in a browser) office.js may leave Office.context unset.
    const context = Office.context;
    setLanguage((0, taskpane_1.languageOf)(context === null || context === void 0 ? void 0 : context.displayLanguage));
    if (info.host !== Office.HostType.Excel) {
        setStatus(pane.messages.notInExcel);
        return;
    }
    const requirements = Office.context.requirements;
    pane.canBuild = requirements.isSetSupported("ExcelApi", SESSION_API);
    pane.canName = requirements.isSetSupported("ExcelApi", NAMES_API);
    enableButtons();
    publish === null || publish === void 0 ? void 0 : publish.setReady(info.platform ? String(info.platform) : undefined, requirements.isSetSupported("ExcelApi", PUBLISH_API));
    const problems = [
        ...(pane.canBuild ? [] : [pane.messages.sessionsUnsupported]),
        ...(pane.canName ? [] : [pane.messages.namesUnsupported]),
    ];
    setStatus(problems.length > 0 ? problems.join(" ") : pane.messages.ready);
}
function start() {
    publish = (0, publishSection_1.wirePublish)(document, {
        run: runInExcel,
        today: today_1.today,
        describeError: writePlan_1.describeError,
    });
    setLanguage((0, taskpane_1.languageOf)(navigator.language));
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
