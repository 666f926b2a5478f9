-- Money and stock as 64-bit integers (issue 16): a grade price of 21,474,837 overflowed `integer` in products_derive
-- (price x 100), an order of 101 x 21,474,836 overflowed its subtotal, a quote of 100,000 kg at $300 its total, and
-- the 2,147th harvest of +1,000,000 the grade's stock. Every *_minor column and every stock accumulator becomes
-- bigint; quantities stay integer (the contract caps them far below 2^31). The documented limits (contract
-- constants.ts) keep every value below Number.MAX_SAFE_INTEGER, so the server still reads them as JSON numbers.
-- ALTER ... TYPE rewrites rows without firing update triggers: no version moves, clients hold the same values.
ALTER TABLE "sellers" ALTER COLUMN "min_order_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "sellers" ALTER COLUMN "delivery_fee_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price_from_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "total_stock" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_grades" ALTER COLUMN "price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_grades" ALTER COLUMN "stock" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "delta" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "stock_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "unit_price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_fee_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "list_price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_problems" ALTER COLUMN "amount_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "target_price_minor" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "quote_versions" ALTER COLUMN "total_minor" SET DATA TYPE bigint;--> statement-breakpoint
-- products_derive (migrations 0006, 0007) cast the 'from' price and the total stock to integer; the same function
-- with bigint. price_minor is bigint now, so price x (100 - discount) is computed in 64 bits too.
CREATE OR REPLACE FUNCTION products_derive() RETURNS trigger AS $$
DECLARE
  doc text;
BEGIN
  SELECT coalesce(min(round(g.price_minor * (100 - NEW.discount_percent) / 100.0)), 0)::bigint, coalesce(sum(g.stock), 0)::bigint
    INTO NEW.price_from_minor, NEW.total_stock
    FROM product_grades g WHERE g.product_id = NEW.id;
  IF TG_OP = 'UPDATE'
     AND NEW.name IS NOT DISTINCT FROM OLD.name
     AND NEW.name_fr IS NOT DISTINCT FROM OLD.name_fr
     AND NEW.tags IS NOT DISTINCT FROM OLD.tags
     AND NEW.category_id IS NOT DISTINCT FROM OLD.category_id
     AND OLD.search IS NOT NULL THEN
    NEW.search := OLD.search;
    RETURN NEW;
  END IF;
  SELECT catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr, array_to_string(NEW.tags, ' '), c.name_en, c.name_fr))
    INTO doc FROM categories c WHERE c.id = NEW.category_id;
  doc := coalesce(doc, catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr, array_to_string(NEW.tags, ' '))));
  NEW.search := setweight(to_tsvector('english', catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr))), 'A')
    || setweight(to_tsvector('french', catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr))), 'A')
    || setweight(to_tsvector('english', doc), 'B')
    || setweight(to_tsvector('french', doc), 'B')
    || setweight(to_tsvector('simple', doc), 'C');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
