import { type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { checkedBy, FieldText, FormCard, FormErrorNotice, UploadForm } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { ImageUploadField } from "~/features/uploads/components/image-upload-field";
import { slideSchema } from "../slide-schema";
import type { HeroSlide } from "../slides.server";

type SlideFormProps = {
  slide: HeroSlide | null;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string | null;
};

export function SlideForm({ slide, lastResult, notice }: SlideFormProps) {
  const { t } = useTranslation();
  const isSubmitting = useNavigation().formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `slide-${slide?.id ?? "new"}`,
    lastResult,
    defaultValue: slide ? { ...slide, sortOrder: String(slide.sortOrder) } : { sortOrder: "0" },
    ...checkedBy(slideSchema, "onSubmit"),
  });
  const text = (
    name: "titleEn" | "titleAr" | "descriptionEn" | "descriptionAr" | "imageUrl" | "linkUrl",
    rtl = false,
  ) => <FieldText field={fields[name]} dir={rtl ? "rtl" : undefined} label={t(`adminSlides.${name}`)} />;

  return (
    <FormCard title={t(slide ? "adminSlides.editTitle" : "adminSlides.addTitle")}>
      <UploadForm form={form} intent="save" id={slide?.id}>
        {notice ? (
          <div className="md:col-span-2">
            <Notice tone="success">{notice}</Notice>
          </div>
        ) : null}
        <FormErrorNotice errors={form.errors} />
        {text("titleEn")}
        {text("titleAr", true)}
        {text("descriptionEn")}
        {text("descriptionAr", true)}
        {text("imageUrl")}
        <ImageUploadField field={fields.image} currentUrl={slide?.imageUrl ?? null} />
        {text("linkUrl")}
        <FieldText
          field={fields.sortOrder}
          type="number"
          min={0}
          step={1}
          label={t("adminSlides.order")}
          hint={t("adminSlides.orderHint")}
        />
        <div className="flex items-end gap-2">
          <Button disabled={isSubmitting} isBusy={isSubmitting}>
            {t("adminSlides.save")}
          </Button>
          {slide ? (
            <Link
              to="/admin/slides"
              className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold"
            >
              {t("adminSlides.cancel")}
            </Link>
          ) : null}
        </div>
      </UploadForm>
    </FormCard>
  );
}
