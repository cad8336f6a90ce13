import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { Notice } from "~/components/ui/notice";
import { Pager } from "~/components/ui/pager";
import { requireAdmin } from "~/features/accounts/session.server";
import { listCategoryOptions } from "~/features/admin-catalog/products.server";
import { queueAlertEvaluation } from "~/features/alerts/queue-alert-evaluation.server";
import { UnmatchedList } from "~/features/feeds/components/unmatched-list";
import { queueDecisionSchema } from "~/features/feeds/feed-schema";
import {
  createProductFromItem,
  decideUnmatchedItem,
  listUnmatchedItems,
} from "~/features/feeds/unmatched-items.server";
import { attachQueuedPage, findQueuedPage } from "~/features/store-discovery/page-decisions.server";
import { readForm } from "~/routes/form-body.server";
import { pageMeta } from "~/utils/meta";
import { parsePageNumber } from "~/utils/page-number";
import type { Route } from "./+types/unmatched-offers";

const PAGE_SIZE = 20;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminFeeds.unmatched.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const db = getServices(args.context).database.db;
  const url = new URL(args.request.url);
  const page = parsePageNumber(url.searchParams.get("page"));
  const [queue, categories] = await Promise.all([
    listUnmatchedItems(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    listCategoryOptions(db),
  ]);
  return { ...queue, categories, page, now: new Date(), done: url.searchParams.get("done") };
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { database, jobs } = getServices(args.context);
  const db = database.db;
  const parsed = queueDecisionSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) {
    const categoryMissing = parsed.error.issues.some((issue) => issue.path[0] === "categoryId");
    return data(
      { error: categoryMissing ? "adminFeeds.errors.categoryRequired" : "adminFeeds.errors.itemGone" },
      { status: 400 },
    );
  }
  const { storeId, itemId } = parsed.data;
  switch (parsed.data.intent) {
    case "accept": {
      // A page discovery read: the decision records its price at once (issue 36).
      if (await findQueuedPage(db, storeId, itemId)) {
        const outcome = await attachQueuedPage(db, {
          storeId,
          address: itemId,
          productId: parsed.data.productId,
          userId: user.id,
          onLowestPriceChanged: (tx, change) => queueAlertEvaluation(jobs.boss, tx, change),
        });
        if (outcome !== "attached") return data({ error: `adminFeeds.errors.${outcome}` }, { status: 409 });
        throw redirect("/admin/feeds/unmatched?done=attachedPage");
      }
      if (
        !(await decideUnmatchedItem(db, {
          storeId,
          itemId,
          productId: parsed.data.productId,
          userId: user.id,
        }))
      )
        return data({ error: "adminFeeds.errors.productGone" }, { status: 409 });
      throw redirect("/admin/feeds/unmatched?done=accepted");
    }
    case "ignore":
      await decideUnmatchedItem(db, { storeId, itemId, productId: null, userId: user.id });
      throw redirect("/admin/feeds/unmatched?done=ignored");
    case "create": {
      const created = await createProductFromItem(db, {
        storeId,
        itemId,
        categoryId: parsed.data.categoryId,
        userId: user.id,
      });
      if (!created) return data({ error: "adminFeeds.errors.itemGone" }, { status: 409 });
      throw redirect("/admin/feeds/unmatched?done=created");
    }
  }
}

const DONE = new Set(["accepted", "attachedPage", "ignored", "created", "createdFromPage"]);

export default function UnmatchedOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, total, categories, page, done } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("adminFeeds.unmatched.title")}</h1>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("adminFeeds.unmatched.intro")}</p>
      <p className="mt-2 text-sm font-semibold text-slate-700" data-testid="unmatched-count">
        {t("adminFeeds.unmatched.count", { count: total })}
      </p>
      <div className="mt-6 space-y-6">
        {actionData?.error ? <Notice tone="error">{t(actionData.error)}</Notice> : null}
        {done && DONE.has(done) ? <Notice tone="success">{t(`adminFeeds.done.${done}`)}</Notice> : null}
        <UnmatchedList items={items} categories={categories} now={new Date(loaderData.now)} />
        <Pager
          page={page}
          pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
          hrefFor={(target) => `/admin/feeds/unmatched?page=${target}`}
        />
      </div>
    </>
  );
}
