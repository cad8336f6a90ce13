import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { getServices } from "~/app-context.server";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/text-field";
import { requireAdmin } from "~/features/accounts/session.server";
import { DiscoveryRuns } from "~/features/store-discovery/components/discovery-runs";
import { discoveryActionSchema } from "~/features/store-discovery/discovery-schema";
import {
  findDiscoveryStore,
  listDiscoveryRuns,
  saveStoreSite,
} from "~/features/store-discovery/store-discovery.server";
import { StoreSubpage } from "~/features/stores/components/store-subpage";
import { readForm } from "~/routes/form-body.server";
import { foundOr404 } from "~/routes/found.server";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/store-discovery";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminDiscovery.navTitle" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const db = getServices(args.context).database.db;
  const store = foundOr404(await findDiscoveryStore(db, args.params.storeId));
  const runs = await listDiscoveryRuns(db, store.id);
  return { store, runs, now: new Date(), done: new URL(args.request.url).searchParams.get("done") };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { database, jobs } = getServices(args.context);
  const store = foundOr404(await findDiscoveryStore(database.db, args.params.storeId));
  const parsed = discoveryActionSchema.safeParse(Object.fromEntries(await readForm(args.request)));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return data(
      { error: message?.startsWith("adminDiscovery.") ? message : "adminDiscovery.errors.site" },
      { status: 400 },
    );
  }
  const back = (done: string) => redirect(`/admin/stores/${store.id}/discovery?done=${done}`);
  if (parsed.data.intent === "site") {
    const saved = await saveStoreSite(database.db, store, parsed.data.site);
    if (!saved.ok) return data({ error: saved.errorKey }, { status: 400 });
    throw back("siteSaved");
  }
  if (!store.site) return data({ error: "adminDiscovery.errors.noSite" }, { status: 400 });
  const started = await jobs.requestStoreDiscovery(store.id);
  if (!started) return data({ error: "adminDiscovery.errors.busy" }, { status: 409 });
  throw back("started");
}

const DONE = new Set(["siteSaved", "started"]);

export default function StoreDiscovery({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { store, runs, done } = loaderData;
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <StoreSubpage
      store={store}
      title="adminDiscovery.title"
      intro="adminDiscovery.intro"
      error={actionData?.error}
      done={done && DONE.has(done) ? `adminDiscovery.done.${done}` : null}
    >
      <section
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        aria-labelledby="site-title"
      >
        <h2 id="site-title" className="text-lg font-semibold text-ink">
          {t("adminDiscovery.siteTitle")}
        </h2>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="site" />
          <div className="min-w-64 flex-1">
            <TextField
              name="site"
              type="url"
              label={t("adminDiscovery.site")}
              hint={t("adminDiscovery.siteHint", { domain: store.domain ?? "" })}
              defaultValue={store.site ?? ""}
              dir="ltr"
              inputMode="url"
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="secondary" isBusy={busy("site")}>
            {t("adminDiscovery.saveSite")}
          </Button>
        </Form>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="discover" />
          <Button type="submit" disabled={!store.site} isBusy={busy("discover")}>
            {t("adminDiscovery.discover")}
          </Button>
          <p className="mt-2 text-xs text-slate-500">{t("adminDiscovery.discoverHint")}</p>
        </Form>
      </section>
      <DiscoveryRuns runs={runs} now={new Date(loaderData.now)} />
    </StoreSubpage>
  );
}
