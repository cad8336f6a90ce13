// Product ids are UUIDs (spec: "id must be a UUID"); anything else is answered with 400 before
// the database is asked. Any 8-4-4-4-12 hex id is accepted, as PostgreSQL's uuid type does.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductId(value: string | null | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}
