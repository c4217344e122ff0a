"use strict";
/*
 * A session plan: what the task pane's writer puts into a workbook, as plain data. No Office
 * types: a plan is made and tested in Node, and src/taskpane/writePlan.ts is the only code that
 * applies one.
 */
Object.defineProperty(exports, "__esModule", { value: true });
