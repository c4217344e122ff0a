"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const strainColumn_1 = require("./strainColumn");
const scope = self;
scope.onmessage = (event) => {
    const { id, hands, strain } = event.data;
    try {
        scope.postMessage({ id, column: (0, strainColumn_1.strainColumn)(hands, strain) });
    }
    catch (error) {
        scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
};
