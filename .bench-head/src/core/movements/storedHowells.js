"use strict";
/*
 * Howell movements for 4 to 14 pairs, as stored tables (./storedHowells.json): for each round,
 * the tables played, each as [table, North-South pair, East-West pair, boards]. A table that sits
 * out in a round is absent. The file stores the rounds only; the pairs, tables and boards each
 * movement needs follow from them here. ./howell.ts reads the movements.
 *
 * Source: thebridsk/bridgescorer, server/src/main/resources/.../backend/Movement.*.yaml, as
 * converted to JSON in the project's reference folder (movements/bridgescorer-movements.json,
 * checked there: no pair plays a board twice, every board is played the stated number of times);
 * the Howell tables only. "teams" in the descriptions means pairs.
 *
 * MIT License
 *
 * Copyright (c) 2018 The Bridge Scorekeeper
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software
 * and associated documentation files (the "Software"), to deal in the Software without
 * restriction, including without limitation the rights to use, copy, modify, merge, publish,
 * distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all copies or
 * substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
 * BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
 * DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.STORED_HOWELLS = void 0;
const storedHowells_json_1 = __importDefault(require("./storedHowells.json"));
function highest(numbers) {
    return numbers.reduce((most, n) => Math.max(most, n), 0);
}
function withCounts({ id, description, rounds }) {
    const seated = rounds.flat();
    return {
        id,
        pairs: highest(seated.flatMap(([, ns, ew]) => [ns, ew])),
        tables: highest(seated.map(([table]) => table)),
        boards: highest(seated.flatMap(([, , , boards]) => boards)),
        description,
        rounds,
    };
}
// JSON types its tables as arrays, not tuples; test/session/howell.test.ts checks every one.
exports.STORED_HOWELLS = storedHowells_json_1.default.map(withCounts);
