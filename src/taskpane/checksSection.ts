/*
 * The pane's "Check the results" section: the sessions of the workbook, a "Check the results"
 * button, and the list of lines worth a second look, each with its sheet, row, board, pairs and
 * why (the chunk of ./checksChunk.ts reads the sheets and runs src/core/checks). Nothing here
 * writes to the workbook.
 */
import { fillSessionChoice } from "./sessionChoice";
import type { ChecksMessages } from "../messages/checks";
import { checksMessages } from "../messages/checks";
import type { Language } from "../messages/language";
import type { SessionSheets } from "../session/publish/sessionSheets";
import { loadChecks } from "./checksChunk";
import type { PublishContextApi } from "./publishFile";

export interface ChecksDeps {
  readonly run: <T>(batch: (context: PublishContextApi) => Promise<T>) => Promise<T>;
  readonly describeError: (error: unknown) => string;
}

export function wireChecks(document: Document, deps: ChecksDeps) {
  const state = {
    messages: checksMessages("en"),
    language: "en" as Language,
    ready: false,
    busy: false,
    sessions: [] as SessionSheets[],
  };
  const get = (id: string): HTMLElement => {
    const found = document.getElementById(id);
    if (!found) throw new Error(`the pane has no #${id}`);
    return found;
  };
  const select = get("checks-session") as HTMLSelectElement;
  const button = get("check-results") as HTMLButtonElement;
  const status = get("checks-status");
  const list = get("checks-list");

  const enable = () => {
    button.disabled = !state.ready || state.busy || state.sessions.length === 0;
  };
  const say = (text: string, problem = false) => {
    status.textContent = text;
    status.classList.toggle("problem", problem);
  };

  function showTexts(): void {
    document.querySelectorAll<HTMLElement>("[data-checks]").forEach((element) => {
      const text = state.messages[element.dataset.checks as keyof ChecksMessages];
      if (typeof text === "string") element.textContent = text;
    });
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
      const module = await loadChecks();
      state.sessions = await deps.run((context) => module.listSessions(context));
    } catch (error) {
      state.sessions = [];
      say(state.messages.failed(deps.describeError(error)), true);
    }
    showSessions();
  }

  async function check(): Promise<void> {
    if (state.busy) return;
    if (state.sessions.length === 0) await refresh();
    const sheets = state.sessions.find((session) => session.base === select.value);
    if (!sheets) return;
    state.busy = true;
    enable();
    say(state.messages.reading);
    list.replaceChildren();
    list.hidden = true;
    try {
      const module = await loadChecks();
      const report = await deps.run((context) =>
        module.checkResults(context, sheets, state.language)
      );
      const { messages } = state;
      if (report.found.length === 0) {
        say(messages.nothingFound(report.sheet, report.lines));
        return;
      }
      say(messages.found(report.sheet, report.lines, report.found.length));
      list.replaceChildren(
        ...report.found.map((line) => {
          const item = document.createElement("li");
          const where = document.createElement("strong");
          where.textContent = messages.item(line.sheet, line.row, line.board, line.ns, line.ew);
          item.append(where, line.why);
          return item;
        })
      );
      list.hidden = false;
    } catch (error) {
      say(state.messages.failed(deps.describeError(error)), true);
    } finally {
      state.busy = false;
      enable();
    }
  }

  button.addEventListener("click", () => void check());
  select.addEventListener("focus", () => void refresh());
  enable();

  return {
    setLanguage(language: Language): void {
      state.messages = checksMessages(language);
      state.language = language;
      showTexts();
    },
    setReady(canRead: boolean): void {
      state.ready = canRead;
      void refresh();
    },
    refresh,
  };
}
