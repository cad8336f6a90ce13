import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/setup/database";
import { applySqlFunctions, type Database, type DatabaseHandle } from "./client.server";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

/** The application's own functions in `public` (pg_trgm's are the extension's). */
const ownFunctions = sql`
  from pg_proc as p
  where p.pronamespace = 'public'::regnamespace
    and not exists (select 1 from pg_depend as d where d.objid = p.oid and d.deptype = 'e')`;

/** Every function and trigger of the database, as PostgreSQL prints its definition. */
async function readDefinitions(): Promise<string[]> {
  const { rows } = await db.execute<{ definition: string }>(sql`
    select pg_get_functiondef(p.oid) as definition ${ownFunctions}
    union all
    select pg_get_triggerdef(t.oid) from pg_trigger as t where not t.tgisinternal
    order by 1`);
  return rows.map((row) => row.definition);
}

describe("drizzle/functions", () => {
  it("defines every function and trigger a migrated database has, as the database has it", async () => {
    const migrated = await readDefinitions();
    expect(migrated.some((definition) => definition.includes("FUNCTION public.offer_is_current("))).toBe(
      true,
    );
    expect(
      migrated.some((definition) => definition.startsWith("CREATE TRIGGER products_announce_update ")),
    ).toBe(true);

    const { rows } = await db.execute<{ signature: string }>(
      sql`select p.oid::regprocedure::text as signature ${ownFunctions}`,
    );
    for (const { signature } of rows) await db.execute(sql.raw(`drop function ${signature} cascade`));
    expect(await readDefinitions()).toEqual([]);

    await applySqlFunctions(handle);
    expect(await readDefinitions()).toEqual(migrated);
  });

  it("can be applied again and again without changing a definition", async () => {
    const before = await readDefinitions();
    await applySqlFunctions(handle);
    await applySqlFunctions(handle);
    expect(await readDefinitions()).toEqual(before);
  });
});
