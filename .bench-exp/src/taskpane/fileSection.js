"use strict";
/*
 * A file section of the pane ("Open a hand-record file", "Open a results file"): the file chosen
 * is read (its bytes: a Bridgemate database is binary, and the chunk decodes a text file itself) by
 * the section's lazily loaded chunk and described, and nothing is written; its build button then
 * plans the sheets from what was read. A file of several events or sections shows them in a list,
 * and the one chosen there is described and built. A file read after a later one was chosen is
 * not shown, and a file that could not be read leaves nothing to build.
 */
Object.defineProperty(exports, "__esModule", { value: true });
exports.wireFileSection = wireFileSection;
/**
 * Wires the section; `chosen()` is the file read and shown, undefined when none or unreadable.
 */
function wireFileSection(elements, section) {
    var _a;
    let choice = 0;
    let chosen;
    /** The file read and its chunk, for a choice in its list. */
    let shown;
    const showChoices = (choices) => {
        const field = elements.choice;
        if (!field)
            return;
        const several = choices !== undefined && choices.options.length > 1;
        field.field.hidden = !several;
        if (!several) {
            field.select.replaceChildren();
            return;
        }
        field.label.textContent = choices.label;
        field.select.replaceChildren(...choices.options.map((text, index) => {
            const option = field.select.ownerDocument.createElement("option");
            option.value = String(index);
            option.textContent = text;
            return option;
        }));
        field.select.value = String(choices.chosen);
    };
    const show = ({ lines, differences = [], choices, problem }) => {
        showChoices(choices);
        elements.summary.textContent = lines.join(" ");
        elements.summary.classList.toggle("problem", problem);
        const list = elements.differences;
        if (list) {
            list.replaceChildren(...differences.map((text) => {
                const item = list.ownerDocument.createElement("li");
                item.textContent = text;
                return item;
            }));
            list.hidden = differences.length === 0;
        }
        section.changed();
    };
    const readChosen = async (file, mine) => {
        let module;
        try {
            module = await section.load();
        }
        catch (error) {
            if (mine === choice)
                show({ lines: [section.unloadable(file.name, error)], problem: true });
            return;
        }
        let read;
        try {
            const bytes = new Uint8Array(await file.arrayBuffer());
            read = { file: await section.read(module, file.name, bytes) };
        }
        catch (error) {
            read = { name: file.name, error };
        }
        if (mine !== choice)
            return;
        describeRead(module, read);
    };
    const describeRead = (module, read) => {
        const description = section.describe(module, "file" in read ? read.file : read);
        chosen = !description.problem && "file" in read ? read.file : undefined;
        shown = "file" in read ? { module, read: read.file } : undefined;
        show(description);
    };
    (_a = elements.choice) === null || _a === void 0 ? void 0 : _a.select.addEventListener("change", () => {
        var _a, _b, _c, _d;
        const choose = section.choose;
        const current = shown;
        if (!choose || !current)
            return;
        const index = Number((_a = elements.choice) === null || _a === void 0 ? void 0 : _a.select.value);
        let read;
        try {
            read = { file: choose(current.module, current.read, index) };
        }
        catch (error) {
            read = { name: (_d = (_c = (_b = elements.input.files) === null || _b === void 0 ? void 0 : _b[0]) === null || _c === void 0 ? void 0 : _c.name) !== null && _d !== void 0 ? _d : "", error };
        }
        describeRead(current.module, read);
    });
    elements.input.addEventListener("change", () => {
        var _a;
        const file = (_a = elements.input.files) === null || _a === void 0 ? void 0 : _a[0];
        choice += 1;
        chosen = undefined;
        shown = undefined;
        show({ lines: [], problem: false });
        if (file)
            void readChosen(file, choice);
    });
    elements.build.addEventListener("click", () => {
        const file = chosen;
        if (file === undefined)
            return;
        void section.load().then((module) => section.build(module, file));
    });
    return { chosen: () => chosen };
}
