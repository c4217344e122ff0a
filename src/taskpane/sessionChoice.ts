/**
 * Fills a section's list of the workbook's sessions (by their base names), keeping the one the
 * user had chosen when it is still there: the Publish and Check the results sections refresh
 * their lists each time they are opened.
 */
export function fillSessionChoice(
  document: Document,
  select: HTMLSelectElement,
  names: readonly string[]
): void {
  const chosen = select.value;
  select.replaceChildren(
    ...names.map((name) => {
      const option = document.createElement("option");
      option.value = name;
      option.textContent = name;
      return option;
    })
  );
  if (names.includes(chosen)) select.value = chosen;
}
