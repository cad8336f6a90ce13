import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/form/form-scaffold";
import { FileField } from "~/components/ui/file-field";
import { ImageOff } from "~/components/ui/icons";
import { IMAGE_ACCEPT } from "../image-upload";

type ImageUploadFieldProps = {
  field: FieldMetadata<File | undefined>;
  /** The image saved now (uploaded or a URL), shown beside the picker; null when there is none. */
  currentUrl: string | null;
};

/**
 * The file picker that goes beside an image URL field, with the current image: a file chosen here is
 * used instead of the URL. Its refusals (too big, not an image, too many pixels) show under it.
 */
export function ImageUploadField({ field, currentUrl }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { key, ...inputProps } = getInputProps(field, { type: "file" });
  return (
    <div className="flex items-start gap-3">
      <figure className="shrink-0">
        <div className="flex size-16 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {currentUrl ? (
            <img src={currentUrl} alt="" className="size-full object-contain" data-testid="current-image" />
          ) : (
            <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
          )}
        </div>
        <figcaption className="mt-1 w-16 text-center text-xs text-slate-600">
          {t(currentUrl ? "imageUpload.current" : "imageUpload.none")}
        </figcaption>
      </figure>
      <FileField
        key={key}
        {...inputProps}
        accept={IMAGE_ACCEPT}
        label={t("imageUpload.file")}
        hint={t("imageUpload.hint")}
        error={errorText(field.errors)}
        className="min-w-0 flex-1"
      />
    </div>
  );
}
