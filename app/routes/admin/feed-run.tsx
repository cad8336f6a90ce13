import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { getServices } from "~/app-context.server";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/features/accounts/session.server";
import { queueAlertEvaluation } from "~/features/alerts/queue-alert-evaluation.server";
import { HeldRunPreview } from "~/features/feeds/components/held-run-preview";
import { RunStatus } from "~/features/feeds/components/run-status";
import { heldRunSchema } from "~/features/feeds/feed-schema";
import { getFeedRunPreview } from "~/features/feeds/held-runs.server";
import { decideHeldRun } from "~/features/feeds/run-feed.server";
import { storeDisplayName } from "~/features/stores/store-name";
import { readForm } from "~/routes/form-body.server";
import { foundOr404 } from "~/routes/found.server";
import { pageMeta } from "~/utils/meta";
import { useLocale } from "~/utils/use-locale";
import type { Route } from "./+types/feed-run";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminFeeds.navTitle" });
}

async function previewOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const runId = z.uuid().safeParse(args.params.runId);
  const preview = runId.success
    ? await getFeedRunPreview(getServices(args.context).database.db, runId.data)
    : null;
  return foundOr404(preview);
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return { preview: await previewOf(args) };
}

export async function action(args: Route.ActionArgs) {
  const user = requireAdmin(args);
  const { database, jobs } = getServices(args.context);
  const preview = await previewOf(args);
  const parsed = heldRunSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) return data({ error: "adminFeeds.held.alreadyDecided" }, { status: 400 });
  const decided = await decideHeldRun(
    database.db,
    { runId: preview.run.id, decision: parsed.data.intent, userId: user.id },
    {
      now: new Date(),
      // Applied prices are readings like any other: their alerts are checked.
      onLowestPriceChanged: (tx, change) => queueAlertEvaluation(jobs.boss, tx, change),
    },
  );
  if (!decided) return data({ error: "adminFeeds.held.alreadyDecided" }, { status: 409 });
  const done = parsed.data.intent === "apply" ? "applied" : "discarded";
  throw redirect(`/admin/stores/${preview.store.id}/feeds?done=${done}`);
}

export default function FeedRun({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const { preview } = loaderData;
  const store = storeDisplayName(preview.store, locale);
  const isHeld = preview.run.status === "held";
  const busy = navigation.state === "submitting";
  return (
    <>
      <Link
        to={`/admin/stores/${preview.store.id}/feeds`}
        className="text-sm font-semibold text-brand-700 underline"
      >
        {t("adminFeeds.title", { store })}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t("adminFeeds.held.title", { store })}</h1>
      <div className="mt-2">
        <RunStatus run={preview.run} />
      </div>
      <div className="mt-6 space-y-6">
        {actionData?.error ? <Notice tone="error">{t(actionData.error)}</Notice> : null}
        {isHeld ? (
          <>
            <Notice tone="error">
              {t("adminFeeds.held.intro", {
                reason: t(`adminFeeds.reasons.${preview.run.reason ?? "gone"}`),
              })}
            </Notice>
            <HeldRunPreview preview={preview} />
            <div className="flex flex-wrap gap-3">
              <Form
                method="post"
                onSubmit={(event) => {
                  if (!window.confirm(t("adminFeeds.held.confirmApply"))) event.preventDefault();
                }}
              >
                <input type="hidden" name="intent" value="apply" />
                <Button disabled={busy}>{t("adminFeeds.held.apply")}</Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="discard" />
                <Button variant="secondary" disabled={busy}>
                  {t("adminFeeds.held.discard")}
                </Button>
              </Form>
            </div>
          </>
        ) : (
          <Notice tone="success">{t("adminFeeds.held.alreadyDecided")}</Notice>
        )}
      </div>
    </>
  );
}
