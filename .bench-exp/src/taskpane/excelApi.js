"use strict";
/*
 * The few Excel API objects the writer uses, as interfaces: Excel's own objects fit them, and
 * the tests' small fake implements them (test/taskpane/fakeExcel.ts). Nothing else of Excel's
 * API is used to write a workbook.
 */
Object.defineProperty(exports, "__esModule", { value: true });
