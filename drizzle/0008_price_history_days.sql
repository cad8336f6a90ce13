CREATE TABLE "price_history_days" (
	"day" date PRIMARY KEY NOT NULL,
	"price_sum" numeric(20, 2) NOT NULL,
	"reading_count" integer NOT NULL
);
--> statement-breakpoint
-- Readings are recorded "now", so these triggers normally match no stored day and lock nothing;
-- a backfilled or deleted reading of a past day (a cascade from a deleted product) adjusts it.
CREATE FUNCTION price_history_adjust_days() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE price_history_days AS d
    SET price_sum = d.price_sum + c.price_sum, reading_count = d.reading_count + c.reading_count
    FROM (SELECT (recorded_at AT TIME ZONE 'Asia/Riyadh')::date AS day, sum(price) AS price_sum,
                 count(*)::int AS reading_count
          FROM new_rows GROUP BY 1) AS c
    WHERE d.day = c.day;
  ELSE
    UPDATE price_history_days AS d
    SET price_sum = d.price_sum - c.price_sum, reading_count = d.reading_count - c.reading_count
    FROM (SELECT (recorded_at AT TIME ZONE 'Asia/Riyadh')::date AS day, sum(price) AS price_sum,
                 count(*)::int AS reading_count
          FROM old_rows GROUP BY 1) AS c
    WHERE d.day = c.day;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER price_history_days_insert AFTER INSERT ON price_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_adjust_days();
--> statement-breakpoint
CREATE TRIGGER price_history_days_delete AFTER DELETE ON price_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_adjust_days();
