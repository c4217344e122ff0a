"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
/**
 * The functions script's entry: tells Excel's custom-functions runtime which code answers each id
 * of functions.json (CustomFunctions.associate, as the metadata plugin's loader used to add to each
 * module). functions.json is written from the same declarations (metadata.ts), and a test holds
 * the ids of both to one list.
 */
const implementations_1 = require("./implementations");
for (const [id, implementation] of Object.entries(implementations_1.IMPLEMENTATIONS)) {
    CustomFunctions.associate(id, implementation);
}
