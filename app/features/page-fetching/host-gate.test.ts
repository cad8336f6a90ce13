import { expect, it } from "vitest";
import { createHostGate } from "./host-gate";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("runs one task per host at a time, with the pause between them", async () => {
  const gate = createHostGate(40);
  const events: string[] = [];
  const started: number[] = [];
  const task = (name: string) => async () => {
    started.push(Date.now());
    events.push(`start ${name}`);
    await tick(20);
    events.push(`end ${name}`);
  };
  await Promise.all([gate("a.sa", task("1")), gate("a.sa", task("2")), gate("a.sa", task("3"))]);
  expect(events).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"]);
  // Each start waits for the previous task (20 ms) and the pause (40 ms).
  expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(58);
  expect(started[2]! - started[1]!).toBeGreaterThanOrEqual(58);
});

it("does not hold one host's tasks behind another's", async () => {
  const gate = createHostGate(200);
  const order: string[] = [];
  const slow = gate("slow.sa", async () => {
    await tick(50);
    order.push("slow");
  });
  const fast = gate("fast.sa", async () => {
    order.push("fast");
  });
  await Promise.all([slow, fast]);
  expect(order).toEqual(["fast", "slow"]);
});

it("passes results and errors through and keeps going after a failure", async () => {
  const gate = createHostGate(0);
  await expect(gate("a.sa", async () => 42)).resolves.toBe(42);
  await expect(gate("a.sa", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  await expect(gate("a.sa", async () => "after")).resolves.toBe("after");
});
