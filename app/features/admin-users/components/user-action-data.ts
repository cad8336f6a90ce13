/** What a user action (role, edit, delete) answers: whether it worked and the message to show. */
export type UserActionData = { ok: boolean; messageKey: string };
