import { expect, it } from "vitest";
import { registerSchema, signInSchema } from "./auth-schema";

it("refuses an address longer than mail can be delivered to", () => {
  const address = (lastLabel: number) =>
    `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(lastLabel)}.com`;
  expect(address(57)).toHaveLength(254);
  expect(signInSchema.safeParse({ email: address(57), password: "x" }).success).toBe(true);
  const refused = registerSchema.safeParse({
    email: address(58),
    password: "secret1",
    confirmPassword: "secret1",
  });
  expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["auth.errors.invalidEmail"]);
});
