import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Heart } from "~/components/ui/icons";

/** The save toggle on a product card: posts to the product page's action, shows the new state at once. */
export function CardSaveButton({
  productId,
  productName,
  isSaved,
}: {
  productId: string;
  productName: string;
  isSaved: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("intent");
  const showSaved = pending ? pending === "save" : isSaved;
  return (
    <fetcher.Form method="post" action={`/products/${productId}`}>
      <input type="hidden" name="intent" value={showSaved ? "unsave" : "save"} />
      <button
        type="submit"
        aria-pressed={showSaved}
        aria-label={t("product.save.cardLabel", { name: productName })}
        className={`inline-flex size-9 items-center justify-center rounded-full border bg-white/90 shadow-sm hover:border-brand-600 ${
          showSaved ? "border-brand-700 text-brand-700" : "border-slate-300 text-slate-600"
        }`}
      >
        <Heart aria-hidden="true" className={`size-4 ${showSaved ? "fill-current" : ""}`} />
      </button>
    </fetcher.Form>
  );
}
