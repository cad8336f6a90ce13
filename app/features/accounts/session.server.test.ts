import { expect, it } from "vitest";
import { safeRedirectPath } from "./session.server";

it("follows only same-site paths after sign-in", () => {
  expect(safeRedirectPath("/profile?tab=alerts")).toBe("/profile?tab=alerts");
  expect(safeRedirectPath(null)).toBe("/");
  expect(safeRedirectPath("https://evil.example/")).toBe("/");
  expect(safeRedirectPath("//evil.example/")).toBe("/");
  expect(safeRedirectPath("/\\evil.example")).toBe("/");
  expect(safeRedirectPath("profile")).toBe("/");
});
