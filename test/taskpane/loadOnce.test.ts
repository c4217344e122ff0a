/*
 * The pane's lazy chunks load once, and a failed load (the network dropped while Excel on the web
 * fetched the chunk) is tried again on the next press instead of failing for good.
 */
import { loadOnce } from "../../src/taskpane/loadOnce";

describe("loadOnce", () => {
  it("imports once and shares the answer", async () => {
    let imports = 0;
    const load = loadOnce(() => {
      imports += 1;
      return Promise.resolve({ plan: "module" });
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(imports).toBe(1);
  });

  it("tries again after a failed import", async () => {
    let imports = 0;
    const load = loadOnce(() => {
      imports += 1;
      return imports === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(imports);
    });
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toBe(2);
    await expect(load()).resolves.toBe(2);
  });
});
