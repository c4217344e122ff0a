"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.findPaneElement = findPaneElement;
/** The pane's element with this id; a page without it is a bug in the page. */
function findPaneElement(document, id) {
    const found = document.getElementById(id);
    if (!found)
        throw new Error(`the pane has no #${id}`);
    return found;
}
