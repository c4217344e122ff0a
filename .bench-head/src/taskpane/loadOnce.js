"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadOnce = loadOnce;
/**
 * A lazily loaded chunk of the pane, loaded once: the first call starts the import, later calls
 * share it, and after a failed load (offline?) the next call tries again.
 */
function loadOnce(load) {
    let loading;
    return () => {
        loading !== null && loading !== void 0 ? loading : (loading = load().catch((error) => {
            loading = undefined;
            throw error;
        }));
        return loading;
    };
}
