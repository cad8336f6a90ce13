import { expect, it } from "vitest";
import { withRetries } from "./retry";

it("retries with the given delays and returns the first success", async () => {
  const waited: number[] = [];
  let calls = 0;
  const result = await withRetries(
    async () => {
      calls += 1;
      if (calls < 3) throw new Error(`fail ${calls}`);
      return "ok";
    },
    [1000, 2000, 4000],
    async (ms) => {
      waited.push(ms);
    },
  );
  expect(result).toBe("ok");
  expect(waited).toEqual([1000, 2000]);
});

it("gives up after the last delay with the last error", async () => {
  const waited: number[] = [];
  let calls = 0;
  await expect(
    withRetries(
      async () => {
        calls += 1;
        throw new Error(`fail ${calls}`);
      },
      [1000, 2000, 4000],
      async (ms) => {
        waited.push(ms);
      },
    ),
  ).rejects.toThrow("fail 4");
  expect(waited).toEqual([1000, 2000, 4000]);
});
