// The PostgreSQL errors code acts on, by SQLSTATE. Drizzle wraps the driver's error (in `cause`),
// and PGlite and node-postgres both put the SQLSTATE in `code`.

type DatabaseError = { code?: unknown; cause?: { code?: unknown } };

/** The SQLSTATE of a failed statement, from the error or the driver error Drizzle wrapped in it. */
export function sqlStateOf(error: unknown): string | null {
  const failure = error as DatabaseError | null;
  const code = failure?.cause?.code ?? failure?.code;
  return typeof code === "string" ? code : null;
}

/** A unique constraint refused the row (23505 unique_violation): the name or key is taken. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === "23505";

/** A foreign key refused the row (23503 foreign_key_violation): what it points at is gone. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlStateOf(error) === "23503";
