// The CustomFunctions global the adapter's error cells need outside Excel: the test suite's stub.
import "../test/support/customFunctionsStub";
