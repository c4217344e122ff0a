"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.today = today;
/** Today in the user's time zone as YYYY-MM-DD: a session's default name and a file's date. */
function today() {
    const now = new Date();
    const two = (n) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
