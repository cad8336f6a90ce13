import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PackageSearch } from "~/components/ui/icons";

const TEXTS = {
  400: { title: "product.invalidId.title", body: "product.invalidId.body" },
  404: { title: "product.notFound.title", body: "product.notFound.body" },
} as const;

/** 'Invalid product ID' (400), 'Product not found' (404) or a load error, each with a way to /products. */
export function ProductError({ status }: { status: number }) {
  const { t } = useTranslation();
  const texts = status === 400 || status === 404 ? TEXTS[status] : null;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center clear-of-chat-xl py-20 text-center"
    >
      <PackageSearch aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-ink">{t(texts?.title ?? "product.loadError")}</h1>
      {texts ? <p className="mt-3 text-slate-600">{t(texts.body)}</p> : null}
      <Link
        to="/products"
        className="mt-8 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t("product.browseProducts")}
      </Link>
    </main>
  );
}
