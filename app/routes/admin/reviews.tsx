import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getServices } from "~/app-context.server";
import { LinkTabs } from "~/components/ui/link-tabs";
import { Notice } from "~/components/ui/notice";
import { Pager } from "~/components/ui/pager";
import { requireAdmin } from "~/features/accounts/session.server";
import { ModerationTable } from "~/features/review-moderation/components/moderation-table";
import {
  approveReview,
  approveReviews,
  deleteReview,
  listReviewsForModeration,
  MODERATION_PAGE_SIZE,
  rejectionReasonFor,
  rejectReview,
  rejectReviews,
} from "~/features/review-moderation/moderation.server";
import {
  MODERATION_TABS,
  moderationActionSchema,
  moderationFormInput,
  parseModerationTab,
} from "~/features/review-moderation/moderation-schema";
import { readForm } from "~/routes/form-body.server";
import { pageMeta } from "~/utils/meta";
import { parsePageNumber } from "~/utils/page-number";
import { withRetries } from "~/utils/retry";
import type { Route } from "./+types/reviews";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminReviews.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const tab = parseModerationTab(url.searchParams.get("status"));
  const page = parsePageNumber(url.searchParams.get("page"));
  const { database, logger } = getServices(args.context);
  try {
    // The spec retries the list three times (1 s, 2 s, 4 s) before giving up.
    const list = await withRetries(() => listReviewsForModeration(database.db, { tab, page }));
    return {
      tab,
      page,
      ...list,
      pages: Math.max(1, Math.ceil(list.total / MODERATION_PAGE_SIZE)),
      failed: false,
    };
  } catch (error) {
    logger.error("review list failed", { error });
    return { tab, page, rows: [], total: 0, pages: 1, failed: true };
  }
}

const SUCCESS_KEYS = {
  approve: "adminReviews.approved",
  reject: "adminReviews.rejected",
  delete: "adminReviews.deleted",
  approveMany: "adminReviews.approvedMany",
  rejectMany: "adminReviews.rejectedMany",
} as const;

const FAILURE_KEYS = {
  approve: "adminReviews.errors.approveFailed",
  reject: "adminReviews.errors.rejectFailed",
  delete: "adminReviews.errors.deleteFailed",
  approveMany: "adminReviews.errors.approveFailed",
  rejectMany: "adminReviews.errors.rejectFailed",
} as const;

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { database, logger } = getServices(args.context);
  const parsed = moderationActionSchema.safeParse(moderationFormInput(await readForm(args.request)));
  if (!parsed.success)
    return data({ ok: false, messageKey: parsed.error.issues[0]!.message, count: 0 }, { status: 400 });
  const input = parsed.data;
  try {
    if (input.intent === "approveMany" || input.intent === "rejectMany") {
      const count =
        input.intent === "approveMany"
          ? await approveReviews(database.db, input.ids)
          : await rejectReviews(database.db, input.ids, rejectionReasonFor(input));
      if (count === 0)
        return data({ ok: false, messageKey: "adminReviews.errors.notPending", count }, { status: 409 });
      return { ok: true, messageKey: SUCCESS_KEYS[input.intent], count };
    }
    const result =
      input.intent === "approve"
        ? await approveReview(database.db, input.id)
        : input.intent === "reject"
          ? await rejectReview(database.db, input.id, rejectionReasonFor(input))
          : await deleteReview(database.db, input.id);
    if (!result.ok) return data({ ok: false, messageKey: result.errorKey, count: 0 }, { status: 409 });
    return { ok: true, messageKey: SUCCESS_KEYS[input.intent], count: 1 };
  } catch (error) {
    logger.error("moderation failed", { error, intent: input.intent });
    return data({ ok: false, messageKey: FAILURE_KEYS[input.intent], count: 0 }, { status: 500 });
  }
}

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, page, pages, rows, failed } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("adminReviews.title")}</h1>
      <div className="mt-6">
        <LinkTabs
          label={t("adminReviews.tabsLabel")}
          current={tab}
          tabs={MODERATION_TABS.map((key) => ({
            key,
            label: t(`adminReviews.tabs.${key}`),
            to: `?status=${key}`,
          }))}
        />
      </div>
      <div className="mt-6">
        {failed ? (
          <Notice tone="error">{t("adminReviews.loadFailed")}</Notice>
        ) : (
          <ModerationTable rows={rows} />
        )}
      </div>
      <Pager page={page} pages={pages} hrefFor={(target) => `?status=${tab}&page=${target}`} />
    </>
  );
}
