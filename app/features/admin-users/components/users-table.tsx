import { UserRound } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import type { AdminUserRow } from "../users.server";

export type UserActionData = { ok: boolean; messageKey: string };

function EditUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<UserActionData>();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => dialogRef.current?.showModal(), []);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data, onClose]);

  return (
    <dialog
      ref={dialogRef}
      onClose={onClose}
      aria-labelledby="edit-user-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/40"
    >
      <fetcher.Form method="post" className="space-y-4 p-6">
        <h2 id="edit-user-title" className="text-lg font-semibold text-ink">
          {t("adminUsers.editTitle")}
        </h2>
        <p className="text-sm text-slate-600">{user.email}</p>
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={user.id} />
        <label className="block text-sm font-medium text-slate-800">
          {t("adminUsers.fullName")}
          <input
            name="fullName"
            defaultValue={user.fullName ?? ""}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isAdmin" defaultChecked={user.role === "admin"} className="size-4" />
          {t("adminUsers.isAdmin")}
        </label>
        {fetcher.data && !fetcher.data.ok ? (
          <p role="alert" className="text-sm text-red-700">
            {t(fetcher.data.messageKey)}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm"
          >
            {t("adminUsers.cancel")}
          </button>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {t("adminUsers.save")}
          </button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}

function UserRowActions({
  user,
  isSelf,
  onEdit,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const role = useFetcher<UserActionData>();
  const remove = useFetcher<UserActionData>();
  const failure = [role.data, remove.data].find((result) => result && !result.ok);
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={onEdit}
        className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50"
      >
        {t("adminUsers.edit")}
      </button>
      <role.Form method="post">
        <input type="hidden" name="intent" value="set-admin" />
        <input type="hidden" name="id" value={user.id} />
        <input type="hidden" name="isAdmin" value={user.role === "admin" ? "false" : "true"} />
        <button
          type="submit"
          disabled={isSelf || role.state !== "idle"}
          className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50 disabled:opacity-50"
        >
          {t(user.role === "admin" ? "adminUsers.removeAdmin" : "adminUsers.makeAdmin")}
        </button>
      </role.Form>
      <remove.Form
        method="post"
        onSubmit={(event) => {
          if (!window.confirm(t("adminUsers.confirmDelete", { email: user.email }))) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={user.id} />
        <button
          type="submit"
          disabled={isSelf || remove.state !== "idle"}
          className="rounded-md px-2.5 py-1 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          {t("adminUsers.delete")}
        </button>
      </remove.Form>
      {failure ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(failure.messageKey)}
        </p>
      ) : null}
    </div>
  );
}

type UsersTableProps = {
  rows: AdminUserRow[];
  currentUserId: string;
  editing: AdminUserRow | null;
  onEdit: (user: AdminUserRow | null) => void;
};

export function UsersTable({ rows, currentUserId, editing, onEdit }: UsersTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rows.length === 0) return <EmptyState>{t("adminUsers.empty")}</EmptyState>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="stacked-table w-full text-sm">
        <thead className="bg-slate-50 text-xs uppercase text-slate-600">
          <tr>
            {(["user", "email", "verified", "joined", "lastSignIn", "role", "actions"] as const).map(
              (column) => (
                <th key={column} className="px-3 py-2 text-start">
                  {t(`adminUsers.columns.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((user) => (
            <tr key={user.id} className="border-t border-slate-200" data-testid={`user-${user.email}`}>
              <td className="px-3 py-2" data-label={t("adminUsers.columns.user")}>
                <div className="flex items-center gap-2">
                  {user.avatarUrl ? (
                    <img
                      src={user.avatarUrl}
                      alt={t("adminUsers.avatarAlt", { name: user.fullName ?? user.email })}
                      className="size-8 rounded-full object-cover"
                    />
                  ) : (
                    <span className="inline-flex size-8 items-center justify-center rounded-full bg-slate-100 text-slate-400">
                      <UserRound aria-hidden="true" className="size-4" />
                    </span>
                  )}
                  <span className="whitespace-nowrap">
                    <bdi>{user.fullName ?? "—"}</bdi>{" "}
                    {user.id === currentUserId ? (
                      <span className="text-slate-500">{t("adminUsers.you")}</span>
                    ) : null}
                  </span>
                </div>
              </td>
              <td className="px-3 py-2" data-label={t("adminUsers.columns.email")}>
                {user.email}
              </td>
              <td
                className="px-3 py-2 whitespace-nowrap"
                data-testid="email-verified"
                data-label={t("adminUsers.columns.verified")}
              >
                {t(user.isEmailVerified ? "adminUsers.emailVerified" : "adminUsers.emailUnverified")}
              </td>
              <td className="px-3 py-2 whitespace-nowrap" data-label={t("adminUsers.columns.joined")}>
                {formatDate(user.createdAt, locale)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap" data-label={t("adminUsers.columns.lastSignIn")}>
                {user.lastSignInAt ? formatDate(user.lastSignInAt, locale) : t("adminUsers.never")}
              </td>
              <td className="px-3 py-2" data-label={t("adminUsers.columns.role")}>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${user.role === "admin" ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-700"}`}
                >
                  {t(user.role === "admin" ? "adminUsers.admin" : "adminUsers.user")}
                </span>
              </td>
              <td className="px-3 py-2" data-label={t("adminUsers.columns.actions")}>
                <UserRowActions user={user} isSelf={user.id === currentUserId} onEdit={() => onEdit(user)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? <EditUserDialog key={editing.id} user={editing} onClose={() => onEdit(null)} /> : null}
    </div>
  );
}
