import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { requireAdmin } from "~/features/accounts/session.server";
import { FeedForm } from "~/features/feeds/components/feed-form";
import { FeedList } from "~/features/feeds/components/feed-list";
import { FeedRuns } from "~/features/feeds/components/feed-runs";
import { addFeedSchema, FEED_UPLOAD_MAX_BYTES, feedActionSchema } from "~/features/feeds/feed-schema";
import {
  addStoreFeed,
  deleteStoreFeed,
  findFeedStore,
  listFeedRuns,
  listStoreFeeds,
  updateFeedSchedule,
} from "~/features/feeds/store-feeds.server";
import { StoreSubpage } from "~/features/stores/components/store-subpage";
import { readForm } from "~/routes/form-body.server";
import { foundOr404 } from "~/routes/found.server";
import type { BodyLimitHandle } from "~/utils/form-limits";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/store-feeds";

// The file, with room for the rest of the form.
export const handle: BodyLimitHandle = { maxBodyBytes: FEED_UPLOAD_MAX_BYTES + 64 * 1024 };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminFeeds.navTitle" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const db = getServices(args.context).database.db;
  const store = foundOr404(await findFeedStore(db, args.params.storeId));
  const [feeds, runs] = await Promise.all([listStoreFeeds(db, store.id), listFeedRuns(db, store.id)]);
  return { store, feeds, runs, now: new Date(), done: new URL(args.request.url).searchParams.get("done") };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { database, env, jobs } = getServices(args.context);
  const store = foundOr404(await findFeedStore(database.db, args.params.storeId));
  const formData = await readForm(args.request);
  const back = (done: string) => redirect(`/admin/stores/${store.id}/feeds?done=${done}`);

  if (formData.get("intent") === "add") {
    const submission = parseWithZod(formData, { schema: addFeedSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const value = submission.value;
    const feedId = await addStoreFeed(
      database.db,
      env.DATA_DIR,
      value.kind === "url"
        ? { storeId: store.id, url: value.url, intervalHours: value.intervalHours }
        : {
            storeId: store.id,
            file: { name: value.file.name, bytes: new Uint8Array(await value.file.arrayBuffer()) },
            intervalHours: value.intervalHours,
          },
    );
    if (!feedId)
      return data(
        { result: submission.reply({ formErrors: ["adminFeeds.errors.storeGone"] }) },
        { status: 404 },
      );
    await jobs.requestFeedRun(feedId);
    throw back("added");
  }

  const parsed = feedActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return data({ error: "adminFeeds.errors.feedGone" }, { status: 400 });
  const { feedId } = parsed.data;
  const feeds = await listStoreFeeds(database.db, store.id);
  if (!feeds.some((feed) => feed.id === feedId))
    return data({ error: "adminFeeds.errors.feedGone" }, { status: 404 });
  switch (parsed.data.intent) {
    case "run":
      await jobs.requestFeedRun(feedId);
      throw back("runRequested");
    case "schedule":
      await updateFeedSchedule(database.db, feedId, parsed.data.intervalHours);
      throw back("scheduled");
    case "delete":
      await deleteStoreFeed(database.db, env.DATA_DIR, feedId);
      throw back("deleted");
  }
}

const DONE = new Set(["added", "scheduled", "deleted", "runRequested", "applied", "discarded"]);

export default function StoreFeeds({ loaderData, actionData }: Route.ComponentProps) {
  const { store, feeds, runs, done } = loaderData;
  const now = new Date(loaderData.now);
  return (
    <StoreSubpage
      store={store}
      title="adminFeeds.title"
      intro="adminFeeds.intro"
      error={actionData && "error" in actionData ? actionData.error : null}
      done={done && DONE.has(done) ? `adminFeeds.done.${done}` : null}
    >
      <FeedForm lastResult={actionData && "result" in actionData ? actionData.result : undefined} />
      <FeedList feeds={feeds} now={now} />
      <FeedRuns runs={runs} now={now} />
    </StoreSubpage>
  );
}
