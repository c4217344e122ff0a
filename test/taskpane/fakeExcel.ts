/*
 * A small fake of the Excel API objects the writer uses (src/taskpane/excelApi.ts), with Excel's
 * batch semantics: calls are queued and run in order at sync(); a failing operation stops the
 * batch there, after the operations before it have taken effect, and sync() rejects with an
 * error carrying a code, as Excel's OfficeExtension.Error does. Self-contained (no imports), so
 * the browser test can load the same file into a page.
 */

export interface FakeRangeRecord {
  values?: unknown[][];
  formulas?: unknown[][];
  numberFormat?: unknown[][];
  bold?: boolean;
  fill?: string;
  columnWidth?: number;
  validation?: { rule: unknown; errorAlert: unknown };
  conditionalFormats: { formula: string; fill: string; font: string }[];
}

export interface FakeSheet {
  name: string;
  ranges: Map<string, FakeRangeRecord>;
  frozenRows: number;
  printTitleRows: string;
}

export interface FakeOptions {
  /** Sheets the workbook starts with. */
  readonly sheets?: readonly string[];
  readonly names?: readonly string[];
  readonly protected?: boolean;
  /** Makes the n-th operation of the whole session (counted from 1) fail, or any op matching. */
  readonly failWhen?: (
    operation: string,
    index: number
  ) => { code: string; message: string } | undefined;
  /** What a formula cell shows when read back (default: the formula itself). */
  readonly evaluate?: (formula: string) => unknown;
}

export interface FakeWorkbook {
  readonly sheets: FakeSheet[];
  /**
   * What Excel would show in a sheet's cells once computed, from A1, set by a test (the fake
   * computes nothing): a used range's values come from here when set, else from what was written.
   */
  computed: Record<string, unknown[][]>;
  readonly names: Map<string, { formula: string; comment: string }>;
  active: string;
  syncs: number;
  operations: string[];
  /** What Excel shows in a range once computed ("Sheet!A1:C3"), set by a test: read first. */
  shown: Map<string, unknown[][]>;
}

export function createFakeExcel(options: FakeOptions = {}) {
  const book: FakeWorkbook = {
    sheets: (options.sheets ?? ["Sheet1"]).map((name) => newSheet(name)),
    names: new Map((options.names ?? []).map((name) => [name, { formula: "=1", comment: "" }])),
    active: (options.sheets ?? ["Sheet1"])[0] ?? "",
    syncs: 0,
    operations: [],
    shown: new Map(),
    computed: {},
  };
  let queue: { label: string; run: () => void }[] = [];
  let count = 0;
  const enqueue = (label: string, run: () => void) => queue.push({ label, run });

  function newSheet(name: string): FakeSheet {
    return { name, ranges: new Map(), frozenRows: 0, printTitleRows: "" };
  }
  const same = (a: string, b: string) => a.toLocaleUpperCase() === b.toLocaleUpperCase();
  const findSheet = (name: string) => book.sheets.find((sheet) => same(sheet.name, name));
  const needSheet = (name: string) => {
    const sheet = findSheet(name);
    if (!sheet) throw Object.assign(new Error(`no sheet ${name}`), { code: "ItemNotFound" });
    return sheet;
  };
  const record = (sheet: string, address: string): FakeRangeRecord => {
    const ranges = needSheet(sheet).ranges;
    const found = ranges.get(address) ?? { conditionalFormats: [] };
    ranges.set(address, found);
    return found;
  };

  function range(sheet: string, address: string) {
    const loaded: { values?: unknown[][] } = {};
    const set = (label: string, apply: (r: FakeRangeRecord) => void) =>
      enqueue(`${label} ${sheet}!${address}`, () => apply(record(sheet, address)));
    return {
      set values(values: unknown[][]) {
        set("values", (r) => (r.values = values));
      },
      get values(): unknown[][] {
        if (!loaded.values) throw new Error("values not loaded");
        return loaded.values;
      },
      set formulas(formulas: unknown[][]) {
        set("formulas", (r) => (r.formulas = formulas));
      },
      set numberFormat(format: unknown[][]) {
        set("numberFormat", (r) => (r.numberFormat = format));
      },
      format: {
        font: {
          set bold(bold: boolean) {
            set("bold", (r) => (r.bold = bold));
          },
        },
        fill: {
          set color(color: string) {
            set("fill", (r) => (r.fill = color));
          },
        },
        set columnWidth(width: number) {
          set("columnWidth", (r) => (r.columnWidth = width));
        },
        wrapText: false,
      },
      dataValidation: {
        set rule(rule: unknown) {
          set("validation", (r) => (r.validation = { rule, errorAlert: r.validation?.errorAlert }));
        },
        set errorAlert(errorAlert: unknown) {
          set("errorAlert", (r) => (r.validation = { rule: r.validation?.rule, errorAlert }));
        },
      },
      conditionalFormats: {
        add() {
          const entry = { formula: "", fill: "", font: "" };
          set("conditionalFormat", (r) => r.conditionalFormats.push(entry));
          return {
            custom: {
              rule: {
                set formula(formula: string) {
                  entry.formula = formula;
                },
              },
              format: {
                fill: {
                  set color(color: string) {
                    entry.fill = color;
                  },
                },
                font: {
                  set color(color: string) {
                    entry.font = color;
                  },
                },
              },
            },
          };
        },
      },
      load() {
        enqueue(`read ${sheet}!${address}`, () => {
          const computed = book.shown.get(`${needSheet(sheet).name}!${address}`);
          if (computed) {
            loaded.values = computed;
            return;
          }
          const written = needSheet(sheet).ranges.get(address);
          const cells = written?.formulas ?? written?.values ?? [[""]];
          loaded.values = cells.map((row) =>
            row.map((cell) =>
              typeof cell === "string" && cell.startsWith("=")
                ? (options.evaluate ?? ((f: string) => f))(cell)
                : cell
            )
          );
        });
        return undefined;
      },
    };
  }

  /** The sheet's cells from A1 as written: each record's formulas, else its values. */
  function writtenGrid(sheet: FakeSheet, formulas: boolean): unknown[][] {
    // Sparse: rows no record writes are holes.
    const grid: (unknown[] | undefined)[] = [];
    for (const [address, written] of sheet.ranges) {
      const cells =
        (formulas ? (written.formulas ?? written.values) : (written.values ?? written.formulas)) ??
        [];
      const match = /^([A-Z]+)(\d+)/.exec(address);
      if (!match) continue;
      let column = 0;
      for (const letter of match[1] ?? "") column = column * 26 + letter.charCodeAt(0) - 64;
      const row = Number(match[2]);
      cells.forEach((line, r) =>
        line.forEach((cell, c) => {
          const target = (grid[row - 1 + r] ??= []);
          target[column - 1 + c] = cell;
        })
      );
    }
    const width = Math.max(1, ...Array.from(grid, (line) => (line ?? []).length));
    return Array.from(grid, (line) => Array.from({ length: width }, (_, c) => line?.[c] ?? ""));
  }

  /** The used range: from A1 to the last cell written (Excel's may start lower; ours do not). */
  function usedRange(name: string) {
    const loaded: { values?: unknown[][]; formulas?: unknown[][]; isNull?: boolean } = {};
    const need = <T>(value: T | undefined, what: string): T => {
      if (value === undefined) throw new Error(`${what} not loaded`);
      return value;
    };
    return {
      get isNullObject(): boolean {
        return need(loaded.isNull, "isNullObject");
      },
      get address(): string {
        const rows = need(loaded.values, "address").length;
        const columns = loaded.values?.[0]?.length ?? 1;
        let letters = "";
        for (let n = columns; n > 0; n = Math.floor((n - 1) / 26))
          letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
        return `${name}!A1:${letters}${rows}`;
      },
      get values(): unknown[][] {
        return need(loaded.values, "values");
      },
      get formulas(): unknown[][] {
        return need(loaded.formulas, "formulas");
      },
      load() {
        enqueue(`read used range ${name}`, () => {
          const sheet = needSheet(name);
          const formulas = writtenGrid(sheet, true);
          loaded.formulas = formulas;
          loaded.values = book.computed[sheet.name] ?? writtenGrid(sheet, false);
          loaded.isNull = formulas.length === 0;
        });
        return undefined;
      },
    };
  }

  function worksheet(name: string) {
    return {
      get name() {
        return name;
      },
      getRange: (address: string) => range(name, address),
      getUsedRangeOrNullObject: () => usedRange(name),
      freezePanes: {
        freezeRows: (rows: number) =>
          enqueue(`freeze ${name}`, () => (needSheet(name).frozenRows = rows)),
      },
      pageLayout: {
        setPrintTitleRows: (rows: string) =>
          enqueue(`printTitles ${name}`, () => (needSheet(name).printTitleRows = rows)),
      },
      activate: () => enqueue(`activate ${name}`, () => (book.active = needSheet(name).name)),
      delete: () =>
        enqueue(`delete sheet ${name}`, () => {
          book.sheets.splice(book.sheets.indexOf(needSheet(name)), 1);
        }),
    };
  }

  function nullable<T extends object>(label: string, exists: () => boolean, item: T) {
    let isNull: boolean | undefined;
    // defineProperty, not Object.assign: assign would call the getter before any load.
    Object.defineProperty(item, "isNullObject", {
      get(): boolean {
        if (isNull === undefined) throw new Error("isNullObject not loaded");
        return isNull;
      },
    });
    Object.defineProperty(item, "load", {
      value: () => {
        enqueue(`check ${label}`, () => (isNull = !exists()));
        return undefined;
      },
    });
    return item as T & {
      readonly isNullObject: boolean;
      load(properties: "isNullObject"): unknown;
    };
  }

  const sheetItems: { name: string }[] = [];
  const nameItems: { name: string; formula: string; comment: string }[] = [];
  let protectedState: boolean | undefined;

  const context = {
    workbook: {
      worksheets: {
        get items() {
          return sheetItems;
        },
        load() {
          enqueue("list sheets", () => {
            sheetItems.splice(0, sheetItems.length, ...book.sheets.map((s) => ({ name: s.name })));
          });
          return undefined;
        },
        add(name: string) {
          enqueue(`add sheet ${name}`, () => {
            if (options.protected)
              throw Object.assign(new Error("The workbook is protected."), {
                code: "AccessDenied",
              });
            if (findSheet(name))
              throw Object.assign(new Error(`${name} exists`), { code: "ItemAlreadyExists" });
            book.sheets.push(newSheet(name));
          });
          return worksheet(name);
        },
        getItem: (name: string) => worksheet(name),
        getActiveWorksheet() {
          const active = { name: "", load: () => undefined };
          enqueue("active sheet", () => (active.name = book.active));
          return active;
        },
        getItemOrNullObject: (name: string) =>
          nullable(`sheet ${name}`, () => findSheet(name) !== undefined, worksheet(name)),
      },
      names: {
        get items() {
          return nameItems;
        },
        load() {
          enqueue("list names", () => {
            nameItems.splice(
              0,
              nameItems.length,
              ...[...book.names].map(([name, { formula, comment }]) => ({ name, formula, comment }))
            );
          });
          return undefined;
        },
        add(name: string, formula: string, comment?: string) {
          enqueue(`add name ${name}`, () => {
            if ([...book.names.keys()].some((taken) => same(taken, name)))
              throw Object.assign(new Error(`${name} exists`), { code: "ItemAlreadyExists" });
            book.names.set(name, { formula, comment: comment ?? "" });
          });
          return undefined;
        },
        getItemOrNullObject: (name: string) =>
          nullable(`name ${name}`, () => book.names.has(name), {
            delete: () => enqueue(`delete name ${name}`, () => book.names.delete(name)),
          }),
      },
      protection: {
        get protected(): boolean {
          if (protectedState === undefined) throw new Error("protected not loaded");
          return protectedState;
        },
        load() {
          enqueue("protection", () => (protectedState = options.protected ?? false));
          return undefined;
        },
      },
    },
    // async with nothing to await: a failing operation rejects, as context.sync() does.
    // eslint-disable-next-line @typescript-eslint/require-await
    async sync(): Promise<void> {
      book.syncs += 1;
      const batch = queue;
      queue = [];
      for (const operation of batch) {
        count += 1;
        const failure = options.failWhen?.(operation.label, count);
        if (failure) throw Object.assign(new Error(failure.message), { code: failure.code });
        operation.run();
        book.operations.push(operation.label);
      }
    },
  };
  return { context, book };
}
