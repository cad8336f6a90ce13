import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/features/accounts/session.server";
import { StoreForm } from "~/features/stores/components/store-form";
import { StoreList } from "~/features/stores/components/store-list";
import { deleteStoreSchema, storeFormSchema } from "~/features/stores/store-schema";
import { deleteStore, listStoresForAdmin, saveStore } from "~/features/stores/stores.server";
import { readForm } from "~/routes/form-body.server";
import { type BodyLimitHandle, UPLOAD_BODY_MAX_BYTES } from "~/utils/form-limits";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/stores";

export const handle: BodyLimitHandle = { maxBodyBytes: UPLOAD_BODY_MAX_BYTES };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminStores.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const stores = await listStoresForAdmin(getServices(args.context).database.db);
  const editing = stores.find((store) => store.id === url.searchParams.get("edit")) ?? null;
  return { stores, editing, done: url.searchParams.get("done") };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { database, env, logger } = getServices(args.context);
  const formData = await readForm(args.request);

  if (formData.get("intent") === "delete") {
    const parsed = deleteStoreSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success)
      return data({ deleteError: { key: "adminStores.errors.deleteFailed", count: 0 } }, { status: 400 });
    const deleted = await deleteStore(database.db, env.DATA_DIR, parsed.data.id);
    if (!deleted.ok)
      return data(
        { deleteError: { key: deleted.errorKey, count: deleted.offerCount ?? 0 } },
        { status: deleted.errorKey === "adminStores.errors.notFound" ? 404 : 409 },
      );
    throw redirect("/admin/stores?done=deleted");
  }

  const submission = parseWithZod(formData, { schema: storeFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = await saveStore(database.db, env.DATA_DIR, submission.value);
    if (!saved.ok) {
      const reply = saved.field
        ? submission.reply({ fieldErrors: { [saved.field]: [saved.errorKey] } })
        : submission.reply({ formErrors: [saved.errorKey] });
      return data(
        { result: reply },
        { status: saved.errorKey === "adminStores.errors.notFound" ? 404 : 400 },
      );
    }
  } catch (error) {
    logger.error("store save failed", { error });
    return data(
      { result: submission.reply({ formErrors: ["adminStores.errors.saveFailed"] }) },
      { status: 500 },
    );
  }
  throw redirect(`/admin/stores?done=${submission.value.id ? "saved" : "added"}`);
}

export default function AdminStores({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { stores, editing, done } = loaderData;
  const missingArabic = stores.filter((store) => !store.nameAr).length;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("adminStores.title")}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("adminStores.intro")}</p>
      <div className="mt-6 space-y-6">
        {actionData && "deleteError" in actionData ? (
          <Notice tone="error">
            {t(actionData.deleteError.key, { count: actionData.deleteError.count })}
          </Notice>
        ) : null}
        {done === "added" || done === "saved" || done === "deleted" ? (
          <Notice tone="success">{t(`adminStores.done.${done}`)}</Notice>
        ) : null}
        {missingArabic > 0 ? (
          <Notice tone="error">{t("adminStores.missingArabic", { count: missingArabic })}</Notice>
        ) : null}
        <StoreForm
          key={editing?.id ?? "new"}
          store={editing}
          lastResult={actionData && "result" in actionData ? actionData.result : undefined}
          cancelHref="/admin/stores"
        />
        <StoreList stores={stores} />
      </div>
    </>
  );
}
