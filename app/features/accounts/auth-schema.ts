import { z } from "zod";

// One schema per form, run in the browser and again in the action. Messages are translation keys.

export const MIN_PASSWORD_LENGTH = 6;

/** The longest address mail can be delivered to (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

const email = z
  .string({ error: "auth.errors.invalidEmail" })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: "auth.errors.invalidEmail" })
      .max(MAX_EMAIL_LENGTH, { error: "auth.errors.invalidEmail" }),
  );

const newPassword = z
  .string({ error: "auth.errors.passwordTooShort" })
  .min(MIN_PASSWORD_LENGTH, { error: "auth.errors.passwordTooShort" })
  .max(128, { error: "auth.errors.passwordTooLong" });

export const signInSchema = z.object({
  email,
  password: z
    .string({ error: "auth.errors.passwordRequired" })
    .min(1, { error: "auth.errors.passwordRequired" }),
  redirectTo: z.string().optional(),
});

export const registerSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "auth.errors.passwordsDoNotMatch" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "auth.errors.passwordsDoNotMatch",
  });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    code: z
      .string({ error: "auth.errors.missingResetCode" })
      .min(1, { error: "auth.errors.missingResetCode" }),
    password: newPassword,
    confirmPassword: z.string({ error: "auth.errors.passwordsDoNotMatch" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "auth.errors.passwordsDoNotMatch",
  });

/** The verification page: the owner of the address chooses the account's password. */
export const verifyEmailSchema = z
  .object({
    token: z.string({ error: "verifyEmail.invalid" }).min(1, { error: "verifyEmail.invalid" }),
    password: newPassword,
    confirmPassword: z.string({ error: "auth.errors.passwordsDoNotMatch" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "auth.errors.passwordsDoNotMatch",
  });

export const changePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: z
      .string({ error: "auth.errors.passwordRequired" })
      .min(1, { error: "auth.errors.passwordRequired" }),
    newPassword,
    confirmPassword: z.string({ error: "profile.errors.newPasswordsDoNotMatch" }),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    error: "profile.errors.newPasswordsDoNotMatch",
  });

export const profileInfoSchema = z.object({
  intent: z.literal("update-profile"),
  fullName: z
    .string()
    .trim()
    .max(100, { error: "profile.errors.nameTooLong" })
    .optional()
    .transform((value) => value || null),
});

export const deleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  password: z
    .string({ error: "auth.errors.passwordRequired" })
    .min(1, { error: "auth.errors.passwordRequired" })
    .max(128, { error: "auth.errors.passwordTooLong" }),
  // A ticked box: the shopper read that deletion cannot be undone.
  confirm: z.literal("on", { error: "profile.delete.errors.confirmRequired" }),
});
