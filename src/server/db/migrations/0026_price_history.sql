-- Price history (issue 14, Pricewise): every change of a product grade's price as a buyer is charged it, so
-- /pricewise can chart the median of a produce's prices over 30, 90 or 365 days and the product page a sparkline.
-- Filled by triggers, so every path that changes a price writes it (the seller's API, inventory edits, imports, the
-- demo seed): a grade's price set or changed, or its product's discount, currency, unit or unit weight changed. A
-- row holds what the price is made of (price of one unit, discount, currency, unit, declared unit weight), so the
-- device normalises it with the same rules as today's offers (contract/pricewise-rules.ts).
-- Size: at most one row per product, grade and day (UTC): a second change on one day rewrites that day's row, and
-- a write that leaves the price as the latest row has it writes nothing. A year is at most 365 rows per grade.
-- Synced to devices (public for products that were public once, and to their own farm), like the catalogue.
CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"grade" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"currency" text NOT NULL,
	"unit" text NOT NULL,
	"weight" numeric(10, 3),
	"recorded_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "price_history_grade_check" CHECK ("grade" in ('top', 'mid', 'lower')),
	CONSTRAINT "price_history_price_check" CHECK ("price_minor" >= 0),
	CONSTRAINT "price_history_discount_check" CHECK ("discount_percent" between 0 and 90)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "price_history_day_key" ON "price_history" ("product_id", "grade", "recorded_on");
--> statement-breakpoint
CREATE INDEX "price_history_sync_idx" ON "price_history" ("txid", "version");
--> statement-breakpoint
CREATE TRIGGER price_history_bump_version BEFORE UPDATE ON price_history FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER price_history_tombstone AFTER DELETE ON price_history FOR EACH ROW EXECUTE FUNCTION record_public_tombstone();
--> statement-breakpoint
CREATE TRIGGER price_history_notify_insert AFTER INSERT ON price_history REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER price_history_notify_update AFTER UPDATE ON price_history REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
-- Records one grade's price as it is now, unless the latest row already says so; today's row is rewritten.
CREATE OR REPLACE FUNCTION note_grade_price(p_product uuid, p_grade text, p_price bigint, p_discount integer, p_currency text, p_unit text, p_weight numeric) RETURNS void AS $$
DECLARE
  last price_history%ROWTYPE;
  today date := (now() AT TIME ZONE 'UTC')::date;
BEGIN
  SELECT * INTO last FROM price_history WHERE product_id = p_product AND grade = p_grade ORDER BY recorded_on DESC LIMIT 1;
  IF FOUND AND last.price_minor = p_price AND last.discount_percent = p_discount AND last.currency = p_currency
     AND last.unit = p_unit AND last.weight IS NOT DISTINCT FROM p_weight THEN
    RETURN;
  END IF;
  IF FOUND AND last.recorded_on >= today THEN
    UPDATE price_history SET price_minor = p_price, discount_percent = p_discount, currency = p_currency, unit = p_unit,
      weight = p_weight, recorded_at = now() WHERE id = last.id;
  ELSE
    INSERT INTO price_history (product_id, grade, price_minor, discount_percent, currency, unit, weight, recorded_on)
      VALUES (p_product, p_grade, p_price, p_discount, p_currency, p_unit, p_weight, today);
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_grade_price() RETURNS trigger AS $$
DECLARE
  p products%ROWTYPE;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price_minor IS NOT DISTINCT FROM OLD.price_minor AND NEW.grade = OLD.grade THEN
    RETURN NULL;
  END IF;
  SELECT * INTO p FROM products WHERE id = NEW.product_id;
  IF FOUND THEN
    PERFORM note_grade_price(NEW.product_id, NEW.grade, NEW.price_minor, p.discount_percent, p.currency, p.unit, p.weight);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_grades_price_history AFTER INSERT OR UPDATE OF price_minor, grade ON product_grades FOR EACH ROW EXECUTE FUNCTION record_grade_price();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_product_prices() RETURNS trigger AS $$
DECLARE
  g record;
BEGIN
  FOR g IN SELECT grade, price_minor FROM product_grades WHERE product_id = NEW.id LOOP
    PERFORM note_grade_price(NEW.id, g.grade, g.price_minor, NEW.discount_percent, NEW.currency, NEW.unit, NEW.weight);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_price_history AFTER UPDATE OF discount_percent, currency, unit, weight ON products FOR EACH ROW
  WHEN (NEW.discount_percent IS DISTINCT FROM OLD.discount_percent OR NEW.currency IS DISTINCT FROM OLD.currency
    OR NEW.unit IS DISTINCT FROM OLD.unit OR NEW.weight IS DISTINCT FROM OLD.weight)
  EXECUTE FUNCTION record_product_prices();
--> statement-breakpoint
-- Prices already listed start their history today.
INSERT INTO price_history (product_id, grade, price_minor, discount_percent, currency, unit, weight, recorded_on)
  SELECT g.product_id, g.grade, g.price_minor, p.discount_percent, p.currency, p.unit, p.weight, (now() AT TIME ZONE 'UTC')::date
  FROM product_grades g JOIN products p ON p.id = g.product_id;
