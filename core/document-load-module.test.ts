import { afterEach, describe, expect, it, vi } from "vitest";
import { DOCUMENT_LOAD_MODULE } from "./document-load-module.ts";

describe("the module answered for a page's code that cannot be fetched", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is a route module whose page loads the page it is shown for as a document, rendering nothing", async () => {
    const reload = vi.fn();
    vi.stubGlobal("window", { location: { reload } });
    const module = (await import(`data:text/javascript,${encodeURIComponent(DOCUMENT_LOAD_MODULE)}`)) as {
      default: () => unknown;
    };
    expect(reload).not.toHaveBeenCalled();
    expect(module.default()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
