import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { ErrorText } from "~/components/ui/error-text";
import type { AdminUserRow } from "../users.server";
import type { UserActionData } from "./user-action-data";

export function UserRowActions({
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
      <ConfirmDeleteForm
        form={remove.Form}
        question={t("adminUsers.confirmDelete", { email: user.email })}
        fields={{ id: user.id }}
        disabled={isSelf || remove.state !== "idle"}
        className="rounded-md px-2.5 py-1 text-sm text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        {t("adminUsers.delete")}
      </ConfirmDeleteForm>
      <ErrorText className="w-full">{failure ? t(failure.messageKey) : null}</ErrorText>
    </div>
  );
}
