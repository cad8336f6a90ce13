import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { UserRound } from "~/components/ui/icons";
import { formatDate } from "~/utils/format";
import { useLocale } from "~/utils/use-locale";
import type { AdminUserRow } from "../users.server";
import { EditUserDialog } from "./edit-user-dialog";
import { UserRowActions } from "./user-row-actions";

export type { UserActionData } from "./user-action-data";

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
