import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorText } from "~/components/ui/error-text";
import { LoaderCircle, RefreshCw } from "~/components/ui/icons";

type FetchPriceButtonProps = {
  /** The store row's URL as typed so far. */
  url: string | undefined;
  /** Puts the fetched price into the row's price field. */
  onPrice: (price: string) => void;
};

type FetchAnswer = { success: true; price: string } | { success: false; error: string };

/** 'Fetch price': the server reads the store page (public addresses only) and fills the row's price. */
export function FetchPriceButton({ url, onPrice }: FetchPriceButtonProps) {
  const { t, i18n } = useTranslation();
  const [isFetching, setIsFetching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function fetchPrice() {
    setIsFetching(true);
    setError(null);
    try {
      const response = await fetch(`/api/admin/price-fetch?lang=${i18n.language}`, {
        method: "POST",
        body: new URLSearchParams({ url: url ?? "" }),
      });
      const answer = (await response.json()) as FetchAnswer;
      if (answer.success) onPrice(answer.price);
      else setError(answer.error);
    } catch {
      setError(t("adminProducts.form.fetchPriceFailed"));
    } finally {
      setIsFetching(false);
    }
  }

  return (
    <div className="md:col-span-3">
      <button
        type="button"
        onClick={fetchPrice}
        disabled={isFetching}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50 disabled:opacity-60"
      >
        {isFetching ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <RefreshCw aria-hidden="true" className="size-4" />
        )}
        {t("adminProducts.form.fetchPrice")}
      </button>
      <ErrorText>{error}</ErrorText>
    </div>
  );
}
