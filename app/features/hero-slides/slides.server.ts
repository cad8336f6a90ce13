import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { heroSlides } from "~/db/schema";

export type HeroSlide = typeof heroSlides.$inferSelect;
export type SlideInput = Omit<HeroSlide, "id" | "createdAt" | "updatedAt">;

/** Slides in the order the home page shows them. */
export function listSlides(db: Database): Promise<HeroSlide[]> {
  return db.select().from(heroSlides).orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt));
}

export async function saveSlide(db: Database, id: string | undefined, input: SlideInput): Promise<boolean> {
  if (!id) {
    await db.insert(heroSlides).values(input);
    return true;
  }
  const updated = await db
    .update(heroSlides)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(heroSlides.id, id))
    .returning({ id: heroSlides.id });
  return updated.length > 0;
}

export async function deleteSlide(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(heroSlides).where(eq(heroSlides.id, id)).returning({ id: heroSlides.id });
  return deleted.length > 0;
}
