-- The verdict and the deal rule now weigh the typical price too (a low or high verdict, and a deal,
-- need the price at least 5 % from it: drizzle/functions/price-insight.sql). Their old signatures go;
-- the functions files, applied after the migrations, create the new ones. Stored verdicts follow at
-- each product's next price write or daily insight recount.
DROP FUNCTION IF EXISTS price_verdict(numeric, numeric, numeric, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS price_is_deal(text, timestamptz);
