import { expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

it("says how long ago, in the largest whole unit, with Latin digits in Arabic", () => {
  expect(formatRelativeTime(before(20), "en", now)).toBe("now");
  expect(formatRelativeTime(before(5 * 60 + 30), "en", now)).toBe("5 minutes ago");
  expect(formatRelativeTime(before(3 * 3600), "en", now)).toBe("3 hours ago");
  expect(formatRelativeTime(before(26 * 3600), "en", now)).toBe("yesterday");
  expect(formatRelativeTime(before(20), "ar", now)).toBe("الآن");
  expect(formatRelativeTime(before(5 * 60), "ar", now)).toBe("قبل 5 دقائق");
  expect(formatRelativeTime(before(3 * 3600).toISOString(), "ar", now)).toBe("قبل 3 ساعات");
});
