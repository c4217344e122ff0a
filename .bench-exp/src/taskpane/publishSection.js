"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.wirePublish = wirePublish;
const publish_1 = require("../messages/publish");
const publishChunk_1 = require("./publishChunk");
const saveFile_1 = require("./saveFile");
const PROGRAM_VERSION = "1.0.0";
function wirePublish(document, deps) {
    var _a, _b;
    const state = {
        messages: (0, publish_1.publishMessages)("en"),
        language: "en",
        ready: false,
        busy: false,
        blocked: false,
        sessions: [],
    };
    const get = (id) => {
        const found = document.getElementById(id);
        if (!found)
            throw new Error(`the pane has no #${id}`);
        return found;
    };
    const select = get("publish-session");
    const buttons = [get("save-usebio"), get("save-pbn")];
    const status = get("publish-status");
    const copyBox = get("publish-copy");
    const area = get("publish-text");
    const enable = () => {
        for (const button of buttons)
            button.disabled = !state.ready || state.busy || state.sessions.length === 0;
    };
    const say = (text, problem = false) => {
        status.textContent = text;
        status.classList.toggle("problem", problem);
    };
    function showTexts() {
        document.querySelectorAll("[data-publish]").forEach((element) => {
            const text = state.messages[element.dataset.publish];
            if (typeof text === "string")
                element.textContent = text;
        });
        showSessions();
    }
    function showSessions() {
        const chosen = select.value;
        select.replaceChildren(...state.sessions.map((session) => {
            const option = document.createElement("option");
            option.value = session.base;
            option.textContent = session.base;
            return option;
        }));
        if (state.sessions.some((session) => session.base === chosen))
            select.value = chosen;
        if (state.ready && state.sessions.length === 0)
            say(state.messages.noSessions);
        else if (status.textContent === state.messages.noSessions)
            say("");
        enable();
    }
    async function refresh() {
        if (!state.ready)
            return;
        try {
            const module = await (0, publishChunk_1.loadPublish)();
            state.sessions = await deps.run((context) => module.listSessions(context));
        }
        catch (error) {
            state.sessions = [];
            say(state.messages.failed(deps.describeError(error)), true);
        }
        showSessions();
    }
    async function save(format) {
        var _a;
        const sheets = state.sessions.find((session) => session.base === select.value);
        if (!sheets || state.busy)
            return;
        state.busy = true;
        enable();
        say(state.messages.reading);
        copyBox.hidden = true;
        try {
            const module = await (0, publishChunk_1.loadPublish)();
            const clubName = get("club-name").value.trim();
            const clubId = get("club-id").value.trim();
            const file = await deps.run((context) => module.publishSession(context, sheets, format, {
                clubName,
                clubId,
                today: deps.today(),
                programVersion: PROGRAM_VERSION,
            }));
            area.value = file.text;
            get("publish-copy-summary").textContent = state.blocked
                ? state.messages.copyInstead(file.fileName)
                : state.messages.copyFallback;
            copyBox.open = state.blocked;
            copyBox.hidden = false;
            if (!state.blocked)
                (0, saveFile_1.downloadText)(document, file.fileName, file.mimeType, file.text);
            say(state.blocked ? "" : state.messages.saved(file.fileName, file.boards, file.pairs));
        }
        catch (error) {
            const module = await (0, publishChunk_1.loadPublish)().catch(() => undefined);
            const message = (_a = module === null || module === void 0 ? void 0 : module.publishErrorMessage(error, state.language)) !== null && _a !== void 0 ? _a : state.messages.failed(deps.describeError(error));
            say(message, true);
        }
        finally {
            state.busy = false;
            enable();
        }
    }
    (_a = buttons[0]) === null || _a === void 0 ? void 0 : _a.addEventListener("click", () => void save("usebio"));
    (_b = buttons[1]) === null || _b === void 0 ? void 0 : _b.addEventListener("click", () => void save("pbn"));
    select.addEventListener("focus", () => void refresh());
    get("publish-copy-button").addEventListener("click", () => {
        void (0, saveFile_1.copyText)(area).then((copied) => say(copied ? state.messages.copied : state.messages.copyFailed, !copied));
    });
    enable();
    return {
        setLanguage(language) {
            state.messages = (0, publish_1.publishMessages)(language);
            state.language = language;
            showTexts();
        },
        /** Office has answered: the host's platform decides between download and copy. */
        setReady(platform, canRead) {
            state.ready = canRead;
            state.blocked = (0, saveFile_1.downloadsBlocked)(platform, navigator.userAgent);
            void refresh();
        },
        refresh,
    };
}
