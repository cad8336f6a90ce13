// POST /api/admin/page-test (form field `url`): "Test a page" on /admin/prices and in the product
// form. Reads the page as the refresh job would and answers what each strategy found; records nothing.
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { testStorePage } from "~/features/admin-prices/test-page.server";
import { type PageTestResponse, testPageSchema } from "~/features/admin-prices/test-page-schema";
import { readForm } from "~/routes/form-body.server";
import type { Route } from "./+types/admin-page-test";

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const parsed = testPageSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) {
    return Response.json(
      { ok: false, errorKey: parsed.error.issues[0]!.message } satisfies PageTestResponse,
      {
        status: 400,
      },
    );
  }
  const { database, priceEngine, logger } = getServices(args.context);
  try {
    const result = await testStorePage(database.db, priceEngine, parsed.data.url, args.request.signal);
    return Response.json({ ok: true, result } satisfies PageTestResponse, {
      headers: { "Cache-Control": "no-store" },
    });
  } catch (error) {
    logger.error("page test failed", { error });
    return Response.json({ ok: false, errorKey: "prices.errors.fetchFailed" } satisfies PageTestResponse, {
      status: 500,
    });
  }
}
