import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ImageOff } from "~/components/ui/icons";

/** The picture at the top of a product card (or "no image"), with an optional control in its corner. */
export function ProductCardImage({ imageUrl, action }: { imageUrl: string | null; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="relative flex aspect-[4/3] shrink-0 items-center justify-center overflow-hidden bg-slate-50">
      {action ? <div className="absolute end-2 top-2 z-10">{action}</div> : null}
      {imageUrl ? (
        <img src={imageUrl} alt="" loading="lazy" className="size-full object-contain p-4" />
      ) : (
        <span className="flex flex-col items-center gap-2 text-sm text-slate-500">
          <ImageOff aria-hidden="true" className="size-8" />
          {t("catalog.noImage")}
        </span>
      )}
    </div>
  );
}
