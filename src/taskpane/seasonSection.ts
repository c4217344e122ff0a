/*
 * The pane's "Season ladder" section: its settings (best sessions counted, sessions needed,
 * lowest dropped, by what), "Build the Season sheet" (a new sheet, through the pane's build) and
 * "Add new sessions to the Season sheet" (new rows below its last session, into empty cells
 * only); and the Members section's "Build the Members sheet". The work is the chunk of
 * ./seasonChunk.ts; the texts are src/messages/seasonPane.ts's.
 */
import type { Language } from "../messages/language";
import type { SeasonPaneMessages } from "../messages/seasonPane";
import { seasonPaneMessages } from "../messages/seasonPane";
import type { SessionPlan } from "../session/plan";
import type { SeasonBasis, SeasonSettings } from "../session/season";
import type { WorkbookContextApi } from "./excelApi";
import type { WorkbookState } from "./writePlan";
import { readWorkbook } from "./writePlan";
import { loadSeason } from "./seasonChunk";

export interface SeasonDeps {
  /** The pane's build: plans with the workbook's state, writes, reports. */
  readonly build: (
    makePlan: (state: WorkbookState, context: WorkbookContextApi) => Promise<SessionPlan>
  ) => Promise<void>;
  readonly run: <T>(batch: (context: WorkbookContextApi) => Promise<T>) => Promise<T>;
  readonly describeError: (error: unknown) => string;
  /** Whether the pane may write now (Excel supports it, nothing else is being built). */
  readonly canWrite: () => boolean;
}

const BASES: readonly SeasonBasis[] = ["PERCENTAGE", "MATCHPOINTS", "IMPS"];

export function wireSeason(document: Document, deps: SeasonDeps) {
  let messages: SeasonPaneMessages = seasonPaneMessages("en");
  let language: Language = "en";
  let busy = false;
  const get = (id: string): HTMLElement => {
    const found = document.getElementById(id);
    if (!found) throw new Error(`the pane has no #${id}`);
    return found;
  };
  const buildButton = get("build-season") as HTMLButtonElement;
  const addButton = get("add-season-sessions") as HTMLButtonElement;
  const membersButton = get("build-members") as HTMLButtonElement;
  const status = get("season-status");
  const by = get("season-by") as HTMLSelectElement;

  const say = (text: string, problem = false) => {
    status.textContent = text;
    status.classList.toggle("problem", problem);
  };
  const enable = () => {
    buildButton.disabled = busy || !deps.canWrite();
    addButton.disabled = busy || !deps.canWrite();
    membersButton.disabled = busy || !deps.canWrite();
  };
  const count = (id: string): number | undefined => {
    const value = (get(id) as HTMLInputElement).valueAsNumber;
    return Number.isInteger(value) && value >= 0 ? value : undefined;
  };
  const settings = (): SeasonSettings => {
    const best = count("season-best");
    const minimum = count("season-minimum");
    const drop = count("season-drop");
    return {
      by: BASES.find((basis) => basis === by.value) ?? "PERCENTAGE",
      ...(best !== undefined && best > 0 ? { best } : {}),
      ...(minimum !== undefined ? { minimum } : {}),
      ...(drop !== undefined ? { drop } : {}),
    };
  };

  buildButton.addEventListener("click", () => {
    if (busy || !deps.canWrite()) return;
    say("");
    const chosen = settings();
    void deps.build(async (state, context) =>
      (await loadSeason()).planSeason(context, state, chosen, language)
    );
  });

  membersButton.addEventListener("click", () => {
    if (busy || !deps.canWrite()) return;
    void deps.build(async (state) => (await loadSeason()).planMembers(state, language));
  });

  addButton.addEventListener("click", () => {
    if (busy || !deps.canWrite()) return;
    busy = true;
    enable();
    void loadSeason()
      .then((module) =>
        deps.run(async (context) =>
          module.addSessionsToSeason(context, await readWorkbook(context), language)
        )
      )
      .then(
        (text) => say(text),
        (error: unknown) =>
          say(
            error instanceof Error && error.name === "SeasonProblem"
              ? error.message
              : messages.failed(deps.describeError(error)),
            true
          )
      )
      .finally(() => {
        busy = false;
        enable();
      });
  });

  return {
    setLanguage(next: Language): void {
      language = next;
      messages = seasonPaneMessages(next);
      document.querySelectorAll<HTMLElement>("[data-season]").forEach((element) => {
        const text = messages[element.dataset.season as keyof SeasonPaneMessages];
        if (typeof text === "string") element.textContent = text;
      });
    },
    enable,
  };
}
