-- Sync bookkeeping by trigger, so no write path can forget it (ARCHITECTURE 'Offline sync' 7).
-- 1. Every update takes a fresh version and records the writing transaction (the pull pages by (txid, version)).
CREATE OR REPLACE FUNCTION bump_row_version() RETURNS trigger AS $$
BEGIN
  NEW.version := nextval('row_version_seq');
  NEW.txid := pg_current_xact_id();
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cart_items_bump_version BEFORE UPDATE ON cart_items FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER wishlist_items_bump_version BEFORE UPDATE ON wishlist_items FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- 2. Deleting a synced row leaves a tombstone: with its owner for private rows, without one for the public catalogue.
CREATE OR REPLACE FUNCTION record_owned_tombstone() RETURNS trigger AS $$
BEGIN
  INSERT INTO tombstones (table_name, row_id, user_id) VALUES (TG_TABLE_NAME, OLD.id, OLD.user_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_public_tombstone() RETURNS trigger AS $$
BEGIN
  INSERT INTO tombstones (table_name, row_id, user_id) VALUES (TG_TABLE_NAME, OLD.id, NULL);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cart_items_tombstone AFTER DELETE ON cart_items FOR EACH ROW EXECUTE FUNCTION record_owned_tombstone();
--> statement-breakpoint
CREATE TRIGGER wishlist_items_tombstone AFTER DELETE ON wishlist_items FOR EACH ROW EXECUTE FUNCTION record_owned_tombstone();
--> statement-breakpoint
CREATE TRIGGER addresses_tombstone AFTER DELETE ON addresses FOR EACH ROW EXECUTE FUNCTION record_owned_tombstone();
--> statement-breakpoint
CREATE TRIGGER products_tombstone AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION record_public_tombstone();
--> statement-breakpoint
CREATE TRIGGER categories_tombstone AFTER DELETE ON categories FOR EACH ROW EXECUTE FUNCTION record_public_tombstone();
--> statement-breakpoint
CREATE TRIGGER sellers_tombstone AFTER DELETE ON sellers FOR EACH ROW EXECUTE FUNCTION record_public_tombstone();
--> statement-breakpoint
-- 3. A product row is delivered whole (grades and images inside), so a change to either bumps the product.
--    Statement-level with transition tables: one product update per statement, not one per grade.
CREATE OR REPLACE FUNCTION touch_products_of_new_rows() RETURNS trigger AS $$
BEGIN
  UPDATE products SET updated_at = now() WHERE id IN (SELECT DISTINCT product_id FROM changed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_grades_touch_insert AFTER INSERT ON product_grades REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_grades_touch_update AFTER UPDATE ON product_grades REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_grades_touch_delete AFTER DELETE ON product_grades REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_touch_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_touch_update AFTER UPDATE ON product_images REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_images_touch_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_products_of_new_rows();
--> statement-breakpoint
-- 4. A branch approved or rejected changes whether its products are visible: they are re-delivered (as rows or deletes).
CREATE OR REPLACE FUNCTION touch_products_of_branch() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE products SET updated_at = now() WHERE branch_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER branches_touch_products AFTER UPDATE ON branches FOR EACH ROW EXECUTE FUNCTION touch_products_of_branch();
--> statement-breakpoint
-- 5. Cart lines carry the current price and stock of their grade: re-deliver them when those change.
CREATE OR REPLACE FUNCTION touch_cart_lines_of_grades() RETURNS trigger AS $$
BEGIN
  UPDATE cart_items c SET updated_at = now()
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE c.product_id = n.product_id AND c.grade = n.grade AND (n.price_minor <> o.price_minor OR n.stock <> o.stock);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_grades_touch_cart AFTER UPDATE ON product_grades REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_cart_lines_of_grades();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_cart_lines_of_product() RETURNS trigger AS $$
BEGIN
  IF NEW.discount_percent IS DISTINCT FROM OLD.discount_percent OR NEW.currency IS DISTINCT FROM OLD.currency THEN
    UPDATE cart_items SET updated_at = now() WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_touch_cart AFTER UPDATE ON products FOR EACH ROW EXECUTE FUNCTION touch_cart_lines_of_product();
--> statement-breakpoint
INSERT INTO sync_horizon (id) VALUES (1) ON CONFLICT DO NOTHING;
