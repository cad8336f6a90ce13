import { describe, expect, it } from "vitest";
import { cancellationSignalOf } from "./request-signal.server";

describe("cancellationSignalOf", () => {
  it("cancels a reading request's database calls when it is aborted", () => {
    const controller = new AbortController();
    const request = new Request("http://localhost/products", { signal: controller.signal });
    const signal = cancellationSignalOf(request);
    expect(signal?.aborted).toBe(false);
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });

  it("lets a write go on to its end when the shopper leaves (a save followed at once by a reload)", () => {
    const controller = new AbortController();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const request = new Request("http://localhost/products/1", { method, signal: controller.signal });
      expect(cancellationSignalOf(request)).toBeUndefined();
    }
  });
});
