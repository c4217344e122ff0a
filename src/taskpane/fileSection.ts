/*
 * A file section of the pane ("Open a hand-record file", "Open a results file"): the file chosen
 * is read by the section's lazily loaded chunk and described, and nothing is written; its build
 * button then plans the sheets from what was read. A file read after a later one was chosen is
 * not shown, and a file that could not be read leaves nothing to build. A file is read as bytes
 * (a Bridgemate database is binary) and decoded as UTF-8 text when its reader wants text.
 */

/** The chosen file's content: its bytes, and the same as UTF-8 text. */
export interface FileContent {
  readonly bytes: Uint8Array;
  readonly text: () => string;
}

/** The content of `bytes`, decoded as text once, when asked. */
export function fileContent(bytes: Uint8Array): FileContent {
  let text: string | undefined;
  return { bytes, text: () => (text ??= new TextDecoder().decode(bytes)) };
}

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
  readonly read: (module: Module, name: string, content: FileContent) => Read | Promise<Read>;
  readonly describe: (module: Module, read: FileReading<Read>) => FileDescription;
  /** The line shown when the chunk itself could not be loaded (offline?). */
  readonly unloadable: (name: string, error: unknown) => string;
  /** The build button pressed with a file read and shown. */
  readonly build: (module: Module, chosen: Read) => void;
  /** Called whenever what can be built changes (the pane enables its buttons). */
  readonly changed: () => void;
}

/**
 * Wires the section; `chosen()` is the file read and shown, undefined when none or unreadable;
 * `describeAgain()` shows the file read once more (a choice it depends on has changed).
 */
export function wireFileSection<Module, Read>(
  elements: FileSectionElements,
  section: FileSection<Module, Read>
): { readonly chosen: () => Read | undefined; readonly describeAgain: () => void } {
  let choice = 0;
  let chosen: Read | undefined;
  let shownRead: { readonly module: Module; readonly file: Read } | undefined;

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
      const bytes = new Uint8Array(await file.arrayBuffer());
      read = { file: await section.read(module, file.name, fileContent(bytes)) };
    } catch (error) {
      read = { name: file.name, error };
    }
    if (mine !== choice) return;
    const shown = section.describe(module, "file" in read ? read.file : read);
    chosen = !shown.problem && "file" in read ? read.file : undefined;
    shownRead = chosen === undefined ? undefined : { module, file: chosen };
    show(shown);
  };

  elements.input.addEventListener("change", () => {
    const file = elements.input.files?.[0];
    choice += 1;
    chosen = undefined;
    shownRead = undefined;
    show({ lines: [], problem: false });
    if (file) void readChosen(file, choice);
  });
  elements.build.addEventListener("click", () => {
    const file = chosen;
    if (file === undefined) return;
    void section.load().then((module) => section.build(module, file));
  });
  const describeAgain = (): void => {
    if (shownRead) show(section.describe(shownRead.module, shownRead.file));
  };
  return { chosen: () => chosen, describeAgain };
}
