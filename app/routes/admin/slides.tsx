import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { getServices } from "~/app-context.server";
import { Notice } from "~/components/ui/notice";
import { requireAdmin } from "~/features/accounts/session.server";
import { SlideForm } from "~/features/hero-slides/components/slide-form";
import { SlideGrid } from "~/features/hero-slides/components/slide-grid";
import { deleteSlideSchema, slideSchema } from "~/features/hero-slides/slide-schema";
import { deleteSlide, listSlides, saveSlide } from "~/features/hero-slides/slides.server";
import { readForm } from "~/routes/form-body.server";
import { type BodyLimitHandle, UPLOAD_BODY_MAX_BYTES } from "~/utils/form-limits";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/slides";

// Slide images (up to 5 MB) are uploaded here.
export const handle: BodyLimitHandle = { maxBodyBytes: UPLOAD_BODY_MAX_BYTES };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: "adminSlides.title" });
}

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const slides = await listSlides(getServices(args.context).database.db);
  const editing = slides.find((slide) => slide.id === url.searchParams.get("edit")) ?? null;
  return { slides, editing, notice: url.searchParams.get("done") };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { database, env, logger } = getServices(args.context);
  const formData = await readForm(args.request);

  if (formData.get("intent") === "delete") {
    const parsed = deleteSlideSchema.safeParse(Object.fromEntries(formData));
    const isDeleted =
      parsed.success && (await deleteSlide(database.db, env.DATA_DIR, parsed.data.id).catch(() => false));
    if (!isDeleted) return data({ deleteError: "adminSlides.errors.deleteFailed" }, { status: 400 });
    throw redirect("/admin/slides?done=deleted");
  }

  const submission = parseWithZod(formData, { schema: slideSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = await saveSlide(database.db, env.DATA_DIR, submission.value);
    if (!saved.ok) {
      const errors =
        "field" in saved ? { fieldErrors: { image: [saved.errorKey] } } : { formErrors: [saved.errorKey] };
      return data({ result: submission.reply(errors) }, { status: "field" in saved ? 400 : 404 });
    }
  } catch (error) {
    logger.error("slide save failed", { error });
    return data(
      { result: submission.reply({ formErrors: ["adminSlides.errors.saveFailed"] }) },
      { status: 500 },
    );
  }
  throw redirect("/admin/slides?done=saved");
}

export default function AdminSlides({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slides, editing, notice } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{t("adminSlides.title")}</h1>
      <div className="mt-6 space-y-6">
        {actionData && "deleteError" in actionData ? (
          <Notice tone="error">{t(actionData.deleteError)}</Notice>
        ) : null}
        {notice === "deleted" ? <Notice tone="success">{t("adminSlides.deleted")}</Notice> : null}
        <SlideForm
          key={editing?.id ?? "new"}
          slide={editing}
          lastResult={actionData && "result" in actionData ? actionData.result : null}
          notice={notice === "saved" ? t("adminSlides.saved") : null}
        />
        <SlideGrid slides={slides} />
      </div>
    </>
  );
}
