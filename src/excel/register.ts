/**
 * The functions script's entry: tells Excel's custom-functions runtime which code answers each id
 * of functions.json (CustomFunctions.associate, as the metadata plugin's loader used to add to each
 * module). functions.json is written from the same declarations (metadata.ts), and a test holds
 * the ids of both to one list.
 */
import { IMPLEMENTATIONS } from "./implementations";

for (const [id, implementation] of Object.entries(IMPLEMENTATIONS)) {
  CustomFunctions.associate(id, implementation);
}
