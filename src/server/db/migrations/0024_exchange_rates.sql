-- Exchange rates the operator keeps (issue 19 'A catalogue for Canada', reused by Pricewise, issue 14): how many
-- Canadian dollars one unit of a currency is worth, as an integer of millionths of a dollar (exact: 1.3850 is
-- 1385000), from a day on. Never fetched from the internet: `npm run rates:set` and PUT /api/admin/exchange-rates/
-- add rows. History is kept (rows are never changed or deleted); the rate in force for a currency on a day is the
-- row with the latest effective day not after it, and of two for one day the one set last
-- (contract/currency-rules.ts currentRates). CAD is 1 by definition and has no row. Public: every device pulls
-- them (sync pull, like the categories) to show prices in another currency converted, offline too.
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" text NOT NULL,
	"cad_micro" bigint NOT NULL,
	"effective_on" date NOT NULL,
	"set_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"source" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "exchange_rates_currency_check" CHECK ("currency" in ('USD', 'INR')),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("cad_micro" >= 1 and "cad_micro" <= 10000000000),
	CONSTRAINT "exchange_rates_source_check" CHECK ("source" in ('admin', 'script', 'seed'))
);
--> statement-breakpoint
CREATE INDEX "exchange_rates_sync_idx" ON "exchange_rates" ("txid", "version");
--> statement-breakpoint
CREATE INDEX "exchange_rates_current_idx" ON "exchange_rates" ("currency", "effective_on" DESC, "set_at" DESC);
--> statement-breakpoint
CREATE TRIGGER exchange_rates_bump_version BEFORE UPDATE ON exchange_rates FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- Live updates: everybody pulls them (migration 0017's notify_public_rows).
CREATE TRIGGER exchange_rates_notify_insert AFTER INSERT ON exchange_rates REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER exchange_rates_notify_update AFTER UPDATE ON exchange_rates REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
-- The marketplace's default order puts what can be bought now first, then the newest (catalogue/list-queries.ts
-- orderOf 'relevance'): the same expression as productInStock, so a page of the default list reads this index in order.
CREATE INDEX "products_available_newest_idx" ON "products" (((total_stock > 0 AND status <> 'Out of Stock')) DESC, "created_at" DESC, "id");
