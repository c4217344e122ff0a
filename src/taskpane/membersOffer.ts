/*
 * The offer in a section of its own below "Open a results file" (issue 49 item 5): once a file
 * is read, the players it names that the workbook's Members sheet lacks, each with a checkbox
 * (ticked), and a button that adds the ticked ones below the sheet's last row, or, when the
 * workbook has no Members sheet, builds one with them. Nothing is written until the button is
 * clicked; after it, the offer is looked at again (and offers nothing for players now listed).
 * "Not now" closes the offer and writes nothing; it comes back only when a file is read again.
 * The work and the texts are the chunk of ./membersChunk.ts.
 */
import type { Language } from "../messages/language";
import type { WorkbookContextApi } from "./excelApi";
import type { MembersOffer } from "./membersWorkbook";
import { loadMembers } from "./membersChunk";
import type { ResultsFile } from "./resultsFileRead";

export interface MembersOfferDeps {
  readonly run: <T>(batch: (context: WorkbookContextApi) => Promise<T>) => Promise<T>;
  readonly describeError: (error: unknown) => string;
  /** Whether the pane may write now (Excel supports it, nothing else is being built). */
  readonly canWrite: () => boolean;
  /** Called after the offer wrote to the workbook. */
  readonly wrote: () => void;
}

export function wireMembersOffer(document: Document, deps: MembersOfferDeps) {
  const get = (id: string): HTMLElement => {
    const found = document.getElementById(id);
    if (!found) throw new Error(`the pane has no #${id}`);
    return found;
  };
  const box = get("members-offer");
  const title = get("members-offer-title");
  const text = get("members-offer-text");
  const list = get("members-offer-players") as HTMLUListElement;
  const note = get("members-offer-note");
  const button = get("add-members") as HTMLButtonElement;
  const decline = get("decline-members") as HTMLButtonElement;
  const status = get("members-offer-status");
  let language: Language = "en";
  let file: ResultsFile | undefined;
  let offer: MembersOffer | undefined;
  let looks = 0;
  let busy = false;
  /** "Not now" was clicked for the file shown. */
  let declined = false;

  const enable = () => {
    button.disabled = busy || !deps.canWrite() || offer === undefined || offer.kind === "none";
    decline.disabled = busy;
  };
  const say = (line: string, problem = false) => {
    status.textContent = line;
    status.classList.toggle("problem", problem);
  };

  const show = (shown: MembersOffer | undefined) => {
    offer = shown;
    box.hidden = shown === undefined || shown.text === "";
    title.textContent = shown?.title ?? "";
    text.textContent = shown?.text ?? "";
    const offering = shown !== undefined && shown.kind !== "none";
    list.replaceChildren(
      ...(shown?.labels ?? []).map((label, index) => {
        const item = document.createElement("li");
        const tick = document.createElement("label");
        tick.className = "check";
        const input = document.createElement("input");
        input.type = "checkbox";
        input.checked = true;
        input.value = String(index);
        tick.append(input, label);
        item.append(tick);
        return item;
      })
    );
    list.hidden = !offering;
    note.textContent = offering ? shown.note : "";
    note.hidden = !offering;
    button.textContent = shown?.button ?? "";
    button.hidden = !offering;
    decline.textContent = shown?.decline ?? "";
    decline.hidden = !offering;
    enable();
  };

  /** Looks at the workbook for the file now shown; a later look wins. */
  const look = async (): Promise<void> => {
    const mine = ++looks;
    const current = file;
    if (declined) return;
    if (current === undefined || !deps.canWrite()) {
      show(undefined);
      return;
    }
    try {
      const module = await loadMembers();
      const found = await deps.run((context) => module.offerMembers(context, current, language));
      if (mine === looks) show(found);
    } catch {
      // The offer is a help, not the file's reading: without it the pane shows no offer.
      if (mine === looks) show(undefined);
    }
  };

  button.addEventListener("click", () => {
    const current = offer;
    if (busy || !deps.canWrite() || current === undefined || current.kind === "none") return;
    const ticked = Array.from(list.querySelectorAll<HTMLInputElement>("input[type=checkbox]"))
      .filter((input) => input.checked)
      .flatMap((input) => current.players[Number(input.value)] ?? []);
    if (ticked.length === 0) {
      void loadMembers().then((module) => say(module.noneTicked(language), true));
      return;
    }
    busy = true;
    enable();
    say("");
    void loadMembers()
      .then((module) =>
        deps
          .run((context) =>
            current.kind === "add"
              ? module.addToMembers(context, ticked, language)
              : module.buildMembersWith(context, ticked, language)
          )
          .then(
            (line) => {
              say(line);
              deps.wrote();
            },
            (error: unknown) =>
              say(module.failureText(error, language, deps.describeError(error)), true)
          )
      )
      .finally(() => {
        busy = false;
        void look();
      });
  });

  decline.addEventListener("click", () => {
    const current = offer;
    if (busy || current === undefined || current.kind === "none") return;
    declined = true;
    looks += 1;
    say("");
    show({ ...current, kind: "none", text: current.declined, players: [], labels: [] });
  });

  return {
    /** The results file read and shown; undefined when none, or it cannot be read or built. */
    fileRead(read: ResultsFile | undefined): void {
      file = read;
      declined = false;
      say("");
      void look();
    },
    setLanguage(next: Language): void {
      language = next;
      if (file) void look();
    },
    enable,
  };
}
