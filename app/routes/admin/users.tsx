import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import { getServices } from "~/app-context.server";
import { Button } from "~/components/ui/button";
import { Pager } from "~/components/ui/pager";
import { removeAvatarFile } from "~/features/accounts/avatar.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { type UserActionData, UsersTable } from "~/features/admin-users/components/users-table";
import { userActionSchema } from "~/features/admin-users/user-schema";
import type { AdminUserRow } from "~/features/admin-users/users.server";
import {
  deleteUser,
  listUsersForAdmin,
  setUserRole,
  USERS_PAGE_SIZE,
  updateUser,
} from "~/features/admin-users/users.server";
import { readForm } from "~/routes/form-body.server";
import { pageMeta } from "~/utils/meta";
import { parsePageNumber } from "~/utils/page-number";
import type { Route } from "./+types/users";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminUsers.title" });
}

export async function loader(args: Route.LoaderArgs) {
  const admin = requireAdmin(args);
  const url = new URL(args.request.url);
  const query = url.searchParams.get("q") ?? "";
  const page = parsePageNumber(url.searchParams.get("page"));
  const list = await listUsersForAdmin(getServices(args.context).database.db, { query, page });
  const pages = Math.max(1, Math.ceil(list.matching / USERS_PAGE_SIZE));
  return { ...list, query, page, pages, currentUserId: admin.id };
}

const FAILURE_KEYS = {
  update: "adminUsers.errors.updateFailed",
  "set-admin": "adminUsers.errors.adminStatusFailed",
  delete: "adminUsers.errors.deleteFailed",
} as const;

export async function action(
  args: Route.ActionArgs,
): Promise<UserActionData | ReturnType<typeof data<UserActionData>>> {
  const admin = requireAdmin(args);
  const { database, env, logger } = getServices(args.context);
  const parsed = userActionSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success)
    return data({ ok: false, messageKey: parsed.error.issues[0]!.message }, { status: 400 });
  const input = parsed.data;
  try {
    if (input.intent === "delete") {
      const result = await deleteUser(database.db, admin.id, input.id);
      if (!result.ok) return data({ ok: false, messageKey: result.errorKey }, { status: 409 });
      await removeAvatarFile(env.DATA_DIR, input.id, result.avatarUrl);
      return { ok: true, messageKey: "adminUsers.deleted" };
    }
    const result =
      input.intent === "set-admin"
        ? await setUserRole(database.db, admin.id, input.id, input.isAdmin)
        : await updateUser(database.db, admin.id, input.id, input);
    if (!result.ok) return data({ ok: false, messageKey: result.errorKey }, { status: 409 });
    return { ok: true, messageKey: "adminUsers.updated" };
  } catch (error) {
    logger.error("user change failed", { error, intent: input.intent });
    return data({ ok: false, messageKey: FAILURE_KEYS[input.intent] }, { status: 500 });
  }
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const { rows, totalUsers, totalAdmins, query, page, pages, currentUserId } = loaderData;
  const pageLink = (target: number) =>
    `?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(target) })}`;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink">{t("adminUsers.title")}</h1>
          <p className="mt-1 text-sm text-slate-600" data-testid="user-totals">
            {t("adminUsers.userCount", { count: totalUsers })} ·{" "}
            {t("adminUsers.adminCount", { count: totalAdmins })}
          </p>
        </div>
        <Form method="get" role="search" className="flex gap-2">
          <label htmlFor="user-search" className="sr-only">
            {t("adminUsers.searchLabel")}
          </label>
          <input
            id="user-search"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={t("adminUsers.searchPlaceholder")}
            className="w-64 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <Button size="sm">{t("adminUsers.search")}</Button>
        </Form>
      </div>
      <div className="mt-6">
        <UsersTable rows={rows} currentUserId={currentUserId} editing={editing} onEdit={setEditing} />
      </div>
      <Pager page={page} pages={pages} hrefFor={pageLink} />
    </>
  );
}
