// The built-in assistant's shared reads (AnswerOptions.readShared): the stores, the categories and
// the searches a question makes go through the catalogue cache when the chat route passes it, so a
// question asked again is answered without searching the database again, with the same answer.
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { linkedProducts } from "../../../../tests/setup/assistant-answers";
import { setUpStructuredDemoDatabase } from "../../../../tests/setup/demo-catalog";
import { answerQuestion, type SharedRead } from "./builtin-assistant.server";

let db: Database;
setUpStructuredDemoDatabase((opened) => {
  db = opened;
});

/** A cache of every read, counting the loads that went to the database. */
function countingCache() {
  const kept = new Map<string, Promise<unknown>>();
  const loads: string[] = [];
  const readShared: SharedRead = (key, load) => {
    const at = JSON.stringify(key);
    if (!kept.has(at)) {
      loads.push(at);
      kept.set(at, load());
    }
    return kept.get(at) as ReturnType<typeof load>;
  };
  return { readShared, loads };
}

describe("the assistant's shared reads", () => {
  it("a question asked again searches nothing again, and is answered the same", async () => {
    const { readShared, loads } = countingCache();
    const messages = [{ role: "user" as const, content: "بكم سماعة سوني في جرير؟" }];
    const first = await answerQuestion(db, { locale: "ar", messages, readShared });
    expect(loads.some((key) => key.includes("assistant-search"))).toBe(true);
    expect(loads).toEqual(
      expect.arrayContaining([JSON.stringify(["stores"]), JSON.stringify(["categories"])]),
    );
    const loadsBefore = loads.length;
    const again = await answerQuestion(db, { locale: "ar", messages, readShared });
    expect(loads.length).toBe(loadsBefore);
    expect(again).toBe(first);
    // And the same as without any shared reads.
    const direct = await answerQuestion(db, { locale: "ar", messages });
    expect(direct).toBe(first);
    expect(linkedProducts(first).length).toBeGreaterThan(0);
  }, 60_000);
});
