-- Catalogue derivations by trigger, so no write path can forget them (issue 4).
-- 1. Accent folding for search: 'épinards' and 'epinards' index and match alike.
CREATE OR REPLACE FUNCTION catalogue_fold(value text) RETURNS text AS $$
  SELECT translate(lower(coalesce(value, '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa');
$$ LANGUAGE sql IMMUTABLE PARALLEL SAFE;
--> statement-breakpoint
-- 2. A product's 'from' price, total stock and search document follow its grades, discount, names, tags and category.
--    English and French stems plus the plain words, so 'carrots', 'carot' (carottes) and 'pomme' (pommes) all match.
CREATE OR REPLACE FUNCTION products_derive() RETURNS trigger AS $$
DECLARE
  doc text;
BEGIN
  SELECT coalesce(min(round(g.price_minor * (100 - NEW.discount_percent) / 100.0)), 0)::int, coalesce(sum(g.stock), 0)::int
    INTO NEW.price_from_minor, NEW.total_stock
    FROM product_grades g WHERE g.product_id = NEW.id;
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
--> statement-breakpoint
CREATE TRIGGER products_derive BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_derive();
--> statement-breakpoint
-- 3. Ratings: the product keeps their sum and count (for 'best rated' and the average), and is re-delivered.
CREATE OR REPLACE FUNCTION products_rating_of_reviews() RETURNS trigger AS $$
BEGIN
  UPDATE products p SET
    rating_sum = coalesce((SELECT sum(r.rating) FROM product_reviews r WHERE r.product_id = p.id), 0),
    rating_count = (SELECT count(*) FROM product_reviews r WHERE r.product_id = p.id)
  WHERE p.id IN (SELECT DISTINCT product_id FROM changed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_reviews_rating_insert AFTER INSERT ON product_reviews REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_rating_of_reviews();
--> statement-breakpoint
CREATE TRIGGER product_reviews_rating_update AFTER UPDATE ON product_reviews REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_rating_of_reviews();
--> statement-breakpoint
CREATE TRIGGER product_reviews_rating_delete AFTER DELETE ON product_reviews REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION products_rating_of_reviews();
--> statement-breakpoint
-- 4. Sync bookkeeping of the new tables (see 0001 and 0004).
CREATE TRIGGER product_reviews_bump_version BEFORE UPDATE ON product_reviews FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER stock_movements_bump_version BEFORE UPDATE ON stock_movements FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER product_reviews_tombstone AFTER DELETE ON product_reviews FOR EACH ROW EXECUTE FUNCTION record_public_tombstone();
--> statement-breakpoint
CREATE TRIGGER branches_tombstone AFTER DELETE ON branches FOR EACH ROW EXECUTE FUNCTION record_public_tombstone();
--> statement-breakpoint
-- 5. Existing rows get their derived columns.
UPDATE products SET updated_at = updated_at;
