"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
// The CustomFunctions global the adapter's error cells need outside Excel: the test suite's stub.
require("../test/support/customFunctionsStub");
