"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.boardRange = boardRange;
/** Board numbers first, first + 1, ..., count of them. */
function boardRange(first, count) {
    return Array.from({ length: count }, (_, index) => first + index);
}
