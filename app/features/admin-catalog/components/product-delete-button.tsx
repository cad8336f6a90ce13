import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Trash2 } from "~/components/ui/icons";
import type { AdminProductRow } from "../products.server";

export function ProductDeleteButton({ product, action }: { product: AdminProductRow; action: string }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const isDeleting = navigation.state === "submitting" && navigation.formData?.get("id") === product.id;
  const name = i18n.language === "ar" ? product.nameAr : product.nameEn;
  return (
    <Form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (!window.confirm(t("adminProducts.confirmDelete"))) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={product.id} />
      <button
        type="submit"
        disabled={isDeleting}
        aria-label={t("adminProducts.table.deleteLabel", { name })}
        className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t("adminProducts.table.delete")}
      </button>
    </Form>
  );
}
