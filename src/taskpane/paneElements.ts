/** The task pane's elements by id (taskpane.html), each with the element type the page gives it. */
export interface PaneElements {
  status: HTMLElement;
  "session-form": HTMLFormElement;
  event: HTMLSelectElement;
  movement: HTMLSelectElement;
  tables: HTMLInputElement;
  "boards-per-round": HTMLInputElement;
  rounds: HTMLInputElement;
  boards: HTMLInputElement;
  howell: HTMLSelectElement;
  entries: HTMLInputElement;
  "event-rounds": HTMLInputElement;
  "match-boards": HTMLInputElement;
  "vp-scale": HTMLSelectElement;
  "vp-table": HTMLTextAreaElement;
  "entry-names": HTMLTextAreaElement;
  "draw-round": HTMLButtonElement;
  "first-board": HTMLInputElement;
  "session-name": HTMLInputElement;
  summary: HTMLElement;
  build: HTMLButtonElement;
  "sample-source": HTMLElement;
  "build-sample": HTMLButtonElement;
  "hand-file": HTMLInputElement;
  "hand-file-summary": HTMLElement;
  "hand-file-notes": HTMLUListElement;
  "hand-event-field": HTMLElement;
  "hand-event-label": HTMLLabelElement;
  "hand-event": HTMLSelectElement;
  "build-hand-records": HTMLButtonElement;
  "results-file": HTMLInputElement;
  "results-file-summary": HTMLElement;
  "results-differences": HTMLUListElement;
  "results-choice-field": HTMLElement;
  "results-choice-label": HTMLLabelElement;
  "results-choice": HTMLSelectElement;
  "build-results": HTMLButtonElement;
  report: HTMLElement;
  "add-names": HTMLButtonElement;
  "function-list": HTMLElement;
}

/** The pane's element with this id; a page without it is a bug in the page. */
export function findPaneElement<Id extends keyof PaneElements>(
  document: Document,
  id: Id
): PaneElements[Id] {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the pane has no #${id}`);
  return found as PaneElements[Id];
}
