/*
 * A file section of the pane ("Open a hand-record file", "Open a results file"): the file chosen
 * is read by the section's lazily loaded chunk and described, and nothing is written; its build
 * button then plans the sheets from what was read. A file read after a later one was chosen is
 * not shown, and a file that could not be read leaves nothing to build.
 */

export interface FileSectionElements {
  readonly input: HTMLInputElement;
  readonly summary: HTMLElement;
  /** Where a results file's differences from our ranking are listed, one item each. */
  readonly differences?: HTMLUListElement;
  readonly build: HTMLButtonElement;
}

/** What the pane says of a file read, or of the reason it could not be. */
export interface FileDescription {
  readonly lines: readonly string[];
  readonly differences?: readonly string[];
  readonly problem: boolean;
}

export type FileReading<Read> = Read | { readonly name: string; readonly error: unknown };

export interface FileSection<Module, Read> {
  readonly load: () => Promise<Module>;
  readonly read: (module: Module, name: string, text: string) => Read;
  readonly describe: (module: Module, read: FileReading<Read>) => FileDescription;
  /** The line shown when the chunk itself could not be loaded (offline?). */
  readonly unloadable: (name: string, error: unknown) => string;
  /** The build button pressed with a file read and shown. */
  readonly build: (module: Module, chosen: Read) => void;
  /** Called whenever what can be built changes (the pane enables its buttons). */
  readonly changed: () => void;
}

/** Wires the section; `chosen()` is the file read and shown, undefined when none or unreadable. */
export function wireFileSection<Module, Read>(
  elements: FileSectionElements,
  section: FileSection<Module, Read>
): { readonly chosen: () => Read | undefined } {
  let choice = 0;
  let chosen: Read | undefined;

  const show = ({ lines, differences = [], problem }: FileDescription): void => {
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
      read = { file: section.read(module, file.name, await file.text()) };
    } catch (error) {
      read = { name: file.name, error };
    }
    if (mine !== choice) return;
    const shown = section.describe(module, "file" in read ? read.file : read);
    chosen = !shown.problem && "file" in read ? read.file : undefined;
    show(shown);
  };

  elements.input.addEventListener("change", () => {
    const file = elements.input.files?.[0];
    choice += 1;
    chosen = undefined;
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
