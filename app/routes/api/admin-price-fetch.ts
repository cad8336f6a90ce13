// POST /api/admin/price-fetch (form field `url`): the admin product form's 'Fetch price' button.
// The server reads the store page (PD-8 limits it to public addresses) and answers
// { success: true, price, in_stock } or { success: false, error } in the admin's language.
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { fetchPriceSchema } from "~/features/admin-prices/fetch-price-schema";
import { fetchStorePrice } from "~/features/page-fetching/fetch-store-price.server";
import { priceErrorKey } from "~/features/page-fetching/price-errors";
import { serverT } from "~/locales/translate.server";
import { readForm } from "~/routes/form-body.server";
import { resolveLocale } from "~/utils/i18n";
import type { Route } from "./+types/admin-price-fetch";

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const t = serverT(resolveLocale(args.request));
  const parsed = fetchPriceSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) {
    return Response.json({ success: false, error: t(parsed.error.issues[0]!.message) }, { status: 400 });
  }
  const { database, priceEngine } = getServices(args.context);
  const reading = await fetchStorePrice(
    database.db,
    { url: parsed.data.url },
    priceEngine,
    args.request.signal,
  );
  if (!reading.ok) {
    return Response.json(
      {
        success: false,
        error_code: reading.error.code,
        error: t(priceErrorKey(reading.error.code), reading.error.params),
      },
      { status: 422 },
    );
  }
  if (reading.price === null) {
    return Response.json(
      {
        success: false,
        error_code: "noPrice",
        error: t(priceErrorKey("noPrice")),
        in_stock: reading.inStock,
      },
      { status: 422 },
    );
  }
  return Response.json({ success: true, price: reading.price, in_stock: reading.inStock });
}
