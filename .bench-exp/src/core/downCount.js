"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DOWN_REFUSED_AS_BARE_NUMBER = void 0;
/**
 * Down this many or more, a bare positive number is not read as tricks taken: on a real sheet it
 * is far more often a result whose plus sign Excel ate ("+1" typed, 1 stored) or the level made
 * of an ACBL pickup slip ("Made 4" for 4♠=), both of which read as tricks land four or more down.
 * Every result stays expressible: four or more down is written as a negative number (-4), or as
 * a count in a column of trick counts (bareNumbersOf in result.ts).
 * Its own module: the task pane's sheet plans write results by it without loading the result
 * reader (./result.ts) into the pane's script.
 */
exports.DOWN_REFUSED_AS_BARE_NUMBER = 4;
