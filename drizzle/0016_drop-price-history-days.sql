-- The dashboard's average price trend is gone (decision 16): nothing reads the daily totals of
-- price_history any more, so every price reading stops paying for keeping them.
DROP TRIGGER IF EXISTS price_history_days_insert ON price_history;--> statement-breakpoint
DROP TRIGGER IF EXISTS price_history_days_delete ON price_history;--> statement-breakpoint
DROP FUNCTION IF EXISTS price_history_adjust_days();--> statement-breakpoint
DROP TABLE IF EXISTS price_history_days;
