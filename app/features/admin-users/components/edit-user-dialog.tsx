import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { DialogActions } from "~/components/ui/dialog-actions";
import type { AdminUserRow } from "../users.server";
import type { UserActionData } from "./user-action-data";

export function EditUserDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
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
        <DialogActions
          cancelLabel={t("adminUsers.cancel")}
          onCancel={() => dialogRef.current?.close()}
          isBusy={fetcher.state !== "idle"}
        >
          {t("adminUsers.save")}
        </DialogActions>
      </fetcher.Form>
    </dialog>
  );
}
