// What the assistant's tests read off an answer, and the demo products they name.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";

/** Every product the answer links to, in order. */
export function linkedProducts(answer: string): string[] {
  return [...answer.matchAll(/\/products\/([\w-]+)/g)].map((match) => match[1]!);
}

/** The id of the demo product of this English name; throws when the catalogue has none. */
export async function demoProductId(db: Database, nameEn: string): Promise<string> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.nameEn, nameEn));
  if (!row) throw new Error(`no demo product ${nameEn}`);
  return row.id;
}
