import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { heroSlides } from "~/db/schema";
import { IMAGE_UPLOAD_ERRORS } from "~/features/uploads/image-upload";
import {
  isUploadedImage,
  removeUploadedImage,
  saveUploadedImage,
} from "~/features/uploads/image-upload.server";
import type { SlideFormValue } from "./slide-schema";

export type HeroSlide = typeof heroSlides.$inferSelect;

/** Slides in the order the home page shows them. */
export function listSlides(db: Database): Promise<HeroSlide[]> {
  return db.select().from(heroSlides).orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt));
}

export type SaveSlideResult =
  | { ok: true }
  | { ok: false; errorKey: "adminSlides.errors.notFound" }
  /** The uploaded image is too large, not an image by its bytes, or claims too many pixels. */
  | { ok: false; errorKey: string; field: "image" };

/**
 * Adds a slide or saves one. An uploaded image is used instead of the URL; the uploaded image a
 * slide showed before is removed once no slide shows it (a URL typed by an admin is never touched).
 */
export async function saveSlide(
  db: Database,
  dataDir: string,
  form: SlideFormValue,
): Promise<SaveSlideResult> {
  const { intent: _, id, image, ...fields } = form;
  let imageUrl = fields.imageUrl;
  if (image) {
    const uploaded = await saveUploadedImage(dataDir, "slides", image, IMAGE_UPLOAD_ERRORS);
    if (!uploaded.ok) return { ok: false, errorKey: uploaded.errorKey, field: "image" };
    imageUrl = uploaded.url;
  }
  // The schema asks for one or the other.
  if (!imageUrl) throw new Error("a slide needs an image");
  const values = { ...fields, imageUrl };
  try {
    if (!id) {
      await db.insert(heroSlides).values(values);
      return { ok: true };
    }
    const replaced = await db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ imageUrl: heroSlides.imageUrl })
        .from(heroSlides)
        .where(eq(heroSlides.id, id))
        .for("update");
      if (!previous) return null;
      await tx
        .update(heroSlides)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(heroSlides.id, id));
      return previous.imageUrl;
    });
    if (replaced === null) {
      if (image) await removeUploadedImage(dataDir, "slides", imageUrl);
      return { ok: false, errorKey: "adminSlides.errors.notFound" };
    }
    if (replaced !== imageUrl) await removeSlideImageIfUnused(db, dataDir, replaced);
    return { ok: true };
  } catch (error) {
    if (image) await removeUploadedImage(dataDir, "slides", imageUrl);
    throw error;
  }
}

/** Deletes a slide, and its uploaded image when no other slide shows it. */
export async function deleteSlide(db: Database, dataDir: string, id: string): Promise<boolean> {
  const [deleted] = await db
    .delete(heroSlides)
    .where(eq(heroSlides.id, id))
    .returning({ imageUrl: heroSlides.imageUrl });
  if (!deleted) return false;
  await removeSlideImageIfUnused(db, dataDir, deleted.imageUrl);
  return true;
}

async function removeSlideImageIfUnused(db: Database, dataDir: string, url: string) {
  if (!isUploadedImage("slides", url)) return;
  if ((await db.$count(heroSlides, eq(heroSlides.imageUrl, url))) > 0) return;
  await removeUploadedImage(dataDir, "slides", url);
}
