/*
 * A file section of the pane ("Open a hand-record file", "Open a results file"): the file chosen
 * is read (its bytes: a Bridgemate database is binary, and the chunk decodes a text file itself) by
 * the section's lazily loaded chunk and described, and nothing is written; its build button then
 * plans the sheets from what was read. A file of several events or sections shows them in a list,
 * and the one chosen there is described and built. A file read after a later one was chosen is
 * not shown, and a file that could not be read leaves nothing to build.
 */

export interface FileSectionElements {
  readonly input: HTMLInputElement;
  readonly summary: HTMLElement;
  /** Where a file's differences from our ranking, or what it lacks, are listed, one item each. */
  readonly differences?: HTMLUListElement;
  /** The list of a file's events or sections: shown (with its label) when it holds several. */
  readonly choice?: {
    readonly field: HTMLElement;
    readonly label: HTMLLabelElement;
    readonly select: HTMLSelectElement;
  };
  readonly build: HTMLButtonElement;
}

/** A file's events or sections, the one described and built, and the list's label. */
export interface FileChoices {
  readonly label: string;
  readonly options: readonly string[];
  readonly chosen: number;
}

/** What the pane says of a file read, or of the reason it could not be. */
export interface FileDescription {
  readonly lines: readonly string[];
  readonly differences?: readonly string[];
  readonly choices?: FileChoices;
  readonly problem: boolean;
}

export type FileReading<Read> = Read | { readonly name: string; readonly error: unknown };

export interface FileSection<Module, Read> {
  readonly load: () => Promise<Module>;
  readonly read: (module: Module, name: string, bytes: Uint8Array) => Read | Promise<Read>;
  /** The file read with another of its events or sections chosen (the list's index). */
  readonly choose?: (module: Module, read: Read, index: number) => Read;
  readonly describe: (module: Module, read: FileReading<Read>) => FileDescription;
  /** The line shown when the chunk itself could not be loaded (offline?). */
  readonly unloadable: (name: string, error: unknown) => string;
  /** The build button pressed with a file read and shown. */
  readonly build: (module: Module, chosen: Read) => void;
  /** Called whenever what can be built changes (the pane enables its buttons). */
  readonly changed: () => void;
}

/**
 * Wires the section; `chosen()` is the file read and shown, undefined when none or unreadable.
 */
export function wireFileSection<Module, Read>(
  elements: FileSectionElements,
  section: FileSection<Module, Read>
): { readonly chosen: () => Read | undefined } {
  let choice = 0;
  let chosen: Read | undefined;
  /** The file read and its chunk, for a choice in its list. */
  let shown: { readonly module: Module; readonly read: Read } | undefined;

  const showChoices = (choices: FileChoices | undefined): void => {
    const field = elements.choice;
    if (!field) return;
    const several = choices !== undefined && choices.options.length > 1;
    field.field.hidden = !several;
    if (!several) {
      field.select.replaceChildren();
      return;
    }
    field.label.textContent = choices.label;
    field.select.replaceChildren(
      ...choices.options.map((text, index) => {
        const option = field.select.ownerDocument.createElement("option");
        option.value = String(index);
        option.textContent = text;
        return option;
      })
    );
    field.select.value = String(choices.chosen);
  };

  const show = ({ lines, differences = [], choices, problem }: FileDescription): void => {
    showChoices(choices);
    elements.summary.textContent = lines.join(" ");
    elements.summary.classList.toggle("problem", problem);
    const list = elements.differences;
    if (list) {
      list.replaceChildren(
        ...differences.map((text) => {
          const item = list.ownerDocument.createElement("li");
          item.textContent = text;
          return item;
        })
      );
      list.hidden = differences.length === 0;
    }
    section.changed();
  };

  const readChosen = async (file: File, mine: number): Promise<void> => {
    let module: Module;
    try {
      module = await section.load();
    } catch (error) {
      if (mine === choice) show({ lines: [section.unloadable(file.name, error)], problem: true });
      return;
    }
    let read: { readonly file: Read } | { readonly name: string; readonly error: unknown };
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      read = { file: await section.read(module, file.name, bytes) };
    } catch (error) {
      read = { name: file.name, error };
    }
    if (mine !== choice) return;
    describeRead(module, read);
  };

  const describeRead = (
    module: Module,
    read: { readonly file: Read } | { readonly name: string; readonly error: unknown }
  ): void => {
    const description = section.describe(module, "file" in read ? read.file : read);
    chosen = !description.problem && "file" in read ? read.file : undefined;
    shown = "file" in read ? { module, read: read.file } : undefined;
    show(description);
  };

  elements.choice?.select.addEventListener("change", () => {
    const choose = section.choose;
    const current = shown;
    if (!choose || !current) return;
    const index = Number(elements.choice?.select.value);
    let read: { readonly file: Read } | { readonly name: string; readonly error: unknown };
    try {
      read = { file: choose(current.module, current.read, index) };
    } catch (error) {
      read = { name: elements.input.files?.[0]?.name ?? "", error };
    }
    describeRead(current.module, read);
  });

  elements.input.addEventListener("change", () => {
    const file = elements.input.files?.[0];
    choice += 1;
    chosen = undefined;
    shown = undefined;
    show({ lines: [], problem: false });
    if (file) void readChosen(file, choice);
  });
  elements.build.addEventListener("click", () => {
    const file = chosen;
    if (file === undefined) return;
    void section.load().then((module) => section.build(module, file));
  });
  return { chosen: () => chosen };
}
