/*
 * The pane's "Publish the results" section: the sessions of the workbook (found by their sheets'
 * names), "Save as USEBIO", "Save as PBN" and "Save the results page" (an HTML page for the
 * players, ./resultsPageChunk.ts). Saving reads the sheets' computed values and
 * writes the file (the chunk of ./publishChunk.ts), then downloads it, or where the host blocks
 * downloads (./saveFile.ts) shows the text to copy. Nothing here writes to the workbook.
 */
import { fillSessionChoice } from "./sessionChoice";
import type { Language } from "../messages/language";
import type { PublishMessages } from "../messages/publish";
import { publishMessages } from "../messages/publish";
import { loadPublish } from "./publishChunk";
import type { PublishContextApi, PublishFormat, PublishTarget } from "./publishFile";
import { copyText, downloadText, downloadsBlocked } from "./saveFile";

export interface PublishDeps {
  readonly run: <T>(batch: (context: PublishContextApi) => Promise<T>) => Promise<T>;
  readonly today: () => string;
  readonly describeError: (error: unknown) => string;
}

interface State {
  messages: PublishMessages;
  language: Language;
  ready: boolean;
  busy: boolean;
  blocked: boolean;
  sessions: PublishTarget[];
  /** The format whose save waits for "Save anyway" after a warning. */
  warned: PublishFormat | undefined;
}

const PROGRAM_VERSION = "1.0.0";

export function wirePublish(document: Document, deps: PublishDeps) {
  const state: State = {
    messages: publishMessages("en"),
    language: "en",
    ready: false,
    busy: false,
    blocked: false,
    sessions: [],
    warned: undefined,
  };
  const get = (id: string): HTMLElement => {
    const found = document.getElementById(id);
    if (!found) throw new Error(`the pane has no #${id}`);
    return found;
  };
  const select = get("publish-session") as HTMLSelectElement;
  const buttons = [
    get("save-usebio") as HTMLButtonElement,
    get("save-pbn") as HTMLButtonElement,
    get("save-page") as HTMLButtonElement,
  ];
  const status = get("publish-status");
  const copyBox = get("publish-copy") as HTMLDetailsElement;
  const area = get("publish-text") as HTMLTextAreaElement;
  const confirm = get("publish-confirm") as HTMLButtonElement;

  const enable = () => {
    for (const button of [...buttons, confirm])
      button.disabled = !state.ready || state.busy || state.sessions.length === 0;
  };
  const warn = (format: PublishFormat | undefined) => {
    state.warned = format;
    confirm.hidden = format === undefined;
  };

  const say = (text: string, problem = false) => {
    status.textContent = text;
    status.classList.toggle("problem", problem);
  };

  function showTexts(): void {
    document.querySelectorAll<HTMLElement>("[data-publish]").forEach((element) => {
      const text = state.messages[element.dataset.publish as keyof PublishMessages];
      if (typeof text === "string") element.textContent = text;
    });
    showSessions();
  }

  function showSessions(): void {
    fillSessionChoice(
      document,
      select,
      state.sessions.map((session) => session.base)
    );
    if (state.ready && state.sessions.length === 0) say(state.messages.noSessions);
    else if (status.textContent === state.messages.noSessions) say("");
    enable();
  }

  async function refresh(): Promise<void> {
    if (!state.ready) return;
    try {
      const module = await loadPublish();
      state.sessions = await deps.run((context) => module.listSessions(context));
    } catch (error) {
      state.sessions = [];
      say(state.messages.failed(deps.describeError(error)), true);
    }
    showSessions();
  }

  async function save(format: PublishFormat, confirmed = false): Promise<void> {
    const sheets = state.sessions.find((session) => session.base === select.value);
    if (!sheets || state.busy) return;
    state.busy = true;
    warn(undefined);
    enable();
    say(state.messages.reading);
    copyBox.hidden = true;
    try {
      const module = await loadPublish();
      const clubName = (get("club-name") as HTMLInputElement).value.trim();
      const clubId = (get("club-id") as HTMLInputElement).value.trim();
      const outcome = await deps.run((context) =>
        module.publishSession(context, sheets, format, {
          clubName,
          clubId,
          today: deps.today(),
          programVersion: PROGRAM_VERSION,
          confirmed,
        })
      );
      if (outcome.kind === "warning") {
        say(module.warningMessage(outcome.warning, state.language), true);
        warn(format);
        return;
      }
      const { file } = outcome;
      const holds = module.holdsMessage(file, state.language);
      area.value = file.text;
      get("publish-copy-summary").textContent = state.blocked
        ? state.messages.copyInstead(file.fileName)
        : state.messages.copyFallback;
      copyBox.open = state.blocked;
      copyBox.hidden = false;
      if (!state.blocked) downloadText(document, file.fileName, file.mimeType, file.text);
      say(
        state.blocked
          ? holds
          : file.teams === undefined
            ? `${state.messages.saved(file.fileName, file.boards, file.pairs)} ${holds}`
            : holds
      );
    } catch (error) {
      const module = await loadPublish().catch(() => undefined);
      const message =
        module?.publishErrorMessage(error, state.language) ??
        state.messages.failed(deps.describeError(error));
      say(message, true);
    } finally {
      state.busy = false;
      enable();
    }
  }

  buttons[0]?.addEventListener("click", () => void save("usebio"));
  buttons[1]?.addEventListener("click", () => void save("pbn"));
  buttons[2]?.addEventListener("click", () => void save("page"));
  confirm.addEventListener("click", () => {
    if (state.warned) void save(state.warned, true);
  });
  select.addEventListener("change", () => warn(undefined));
  select.addEventListener("focus", () => void refresh());
  get("publish-copy-button").addEventListener("click", () => {
    void copyText(area).then((copied) =>
      say(copied ? state.messages.copied : state.messages.copyFailed, !copied)
    );
  });
  enable();

  return {
    setLanguage(language: Language): void {
      state.messages = publishMessages(language);
      state.language = language;
      showTexts();
    },
    /** Office has answered: the host's platform decides between download and copy. */
    setReady(platform: string | undefined, canRead: boolean): void {
      state.ready = canRead;
      state.blocked = downloadsBlocked(platform, navigator.userAgent);
      void refresh();
    },
    refresh,
  };
}
