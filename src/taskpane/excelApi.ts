/*
 * The few Excel API objects the writer uses, as interfaces: Excel's own objects fit them, and
 * the tests' small fake implements them (test/taskpane/fakeExcel.ts). Nothing else of Excel's
 * API is used to write a workbook.
 */

export interface ConditionalFormatApi {
  readonly custom: {
    readonly rule: { formula: string };
    readonly format: { readonly fill: { color: string }; readonly font: { color: string } };
  };
}

export interface RangeApi {
  values: unknown;
  formulas: unknown;
  numberFormat: unknown;
  readonly format: {
    readonly font: { bold: boolean };
    readonly fill: { color: string };
    columnWidth: number;
    wrapText: boolean;
  };
  readonly dataValidation: { rule: unknown; errorAlert: unknown };
  readonly conditionalFormats: { add(type: "Custom"): ConditionalFormatApi };
  load(properties: "values"): unknown;
}

export interface WorksheetApi {
  readonly name: string;
  getRange(address: string): RangeApi;
  readonly freezePanes: { freezeRows(count: number): void };
  readonly pageLayout: { setPrintTitleRows(rows: string): void };
  activate(): void;
  delete(): void;
}

export interface NullableApi {
  readonly isNullObject: boolean;
  load(properties: "isNullObject"): unknown;
}

export interface WorkbookContextApi {
  readonly workbook: {
    readonly worksheets: {
      readonly items: readonly { readonly name: string }[];
      load(properties: "items/name"): unknown;
      add(name: string): WorksheetApi;
      getItem(name: string): WorksheetApi;
      getItemOrNullObject(name: string): WorksheetApi & NullableApi;
      /** The sheet the user is on: the Draw button's event when a workbook has several. */
      getActiveWorksheet(): { readonly name: string; load(properties: "name"): unknown };
    };
    readonly names: {
      readonly items: readonly {
        readonly name: string;
        readonly formula: string;
        readonly comment: string;
      }[];
      load(properties: "items/name,items/formula,items/comment"): unknown;
      add(name: string, reference: string, comment?: string): unknown;
      getItemOrNullObject(name: string): { delete(): void } & NullableApi;
    };
    readonly protection: { readonly protected: boolean; load(properties: "protected"): unknown };
  };
  sync(): Promise<unknown>;
}
