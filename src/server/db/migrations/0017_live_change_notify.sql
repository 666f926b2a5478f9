-- Live updates (issue 16): every committed change to a synced row sends NOTIFY fm_changes naming the table and who
-- should pull it, so each server process can tell its open event streams, whichever process made the change.
-- The payload names the audience ('public' for the catalogue, else user ids) and never the row's content.
-- Statement-level triggers with transition tables: one notification per statement, not per row; ids are sorted so
-- PostgreSQL folds the identical notifications of one transaction into one (it drops duplicate payloads until commit).
CREATE OR REPLACE FUNCTION notify_sync_audience(tbl text, audience uuid[], is_public boolean) RETURNS void AS $$
DECLARE
  ids uuid[];
  n int;
BEGIN
  IF is_public THEN
    PERFORM pg_notify('fm_changes', json_build_object('t', tbl, 'a', 'public')::text);
    RETURN;
  END IF;
  ids := ARRAY(SELECT DISTINCT u FROM unnest(audience) AS u WHERE u IS NOT NULL ORDER BY u);
  n := coalesce(array_length(ids, 1), 0);
  -- 150 ids take ~6 kB: a NOTIFY payload must stay under 8000 bytes.
  FOR i IN 0 .. (n - 1) / 150 LOOP
    EXIT WHEN n = 0;
    PERFORM pg_notify('fm_changes', json_build_object('t', tbl, 'a', ids[i * 150 + 1 : i * 150 + 150])::text);
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Categories, farms and reviews: everybody pulls them.
CREATE OR REPLACE FUNCTION notify_public_rows() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM notify_sync_audience(TG_TABLE_NAME, NULL, true);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Products and branches: everybody, once public (migration 0015); a farm's never-public rows only its owner.
CREATE OR REPLACE FUNCTION notify_catalogue_rows() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows WHERE ever_public) THEN
    PERFORM notify_sync_audience(TG_TABLE_NAME, NULL, true);
  END IF;
  PERFORM notify_sync_audience(TG_TABLE_NAME, ARRAY(
    SELECT s.user_id FROM sellers s WHERE s.id IN (SELECT seller_id FROM changed_rows WHERE NOT ever_public)
  ), false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Rows with an owner (cart, wishlist, addresses, notifications).
CREATE OR REPLACE FUNCTION notify_owned_rows() RETURNS trigger AS $$
BEGIN
  PERFORM notify_sync_audience(TG_TABLE_NAME, ARRAY(SELECT user_id FROM changed_rows), false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Rows between a buyer and a farm (orders, quotes, agreements): the buyer and the farm's owner.
CREATE OR REPLACE FUNCTION notify_party_rows() RETURNS trigger AS $$
BEGIN
  PERFORM notify_sync_audience(TG_TABLE_NAME, ARRAY(
    SELECT buyer_id FROM changed_rows
    UNION SELECT s.user_id FROM sellers s WHERE s.id IN (SELECT seller_id FROM changed_rows)
  ), false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A farm's own inventory history.
CREATE OR REPLACE FUNCTION notify_seller_rows() RETURNS trigger AS $$
BEGIN
  PERFORM notify_sync_audience(TG_TABLE_NAME, ARRAY(SELECT s.user_id FROM sellers s WHERE s.id IN (SELECT seller_id FROM changed_rows)), false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Produce requests: their buyer and the farms they went to (added in the same transaction, see below).
CREATE OR REPLACE FUNCTION notify_request_rows() RETURNS trigger AS $$
BEGIN
  PERFORM notify_sync_audience('quote_requests', ARRAY(
    SELECT buyer_id FROM changed_rows
    UNION SELECT s.user_id FROM quote_request_sellers r JOIN sellers s ON s.id = r.seller_id WHERE r.request_id IN (SELECT id FROM changed_rows)
  ), false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A request reaching a farm: the farm pulls it (the request row itself was written before its farms were listed).
CREATE OR REPLACE FUNCTION notify_request_farms() RETURNS trigger AS $$
BEGIN
  PERFORM notify_sync_audience('quote_requests', ARRAY(SELECT s.user_id FROM sellers s WHERE s.id IN (SELECT seller_id FROM changed_rows)), false);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Deletes reach clients as tombstones: public ones for everybody, owned ones for their owner.
CREATE OR REPLACE FUNCTION notify_tombstones() RETURNS trigger AS $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT table_name, bool_or(user_id IS NULL) AS is_public, array_agg(user_id) AS users FROM changed_rows GROUP BY table_name LOOP
    IF t.is_public THEN PERFORM notify_sync_audience(t.table_name, NULL, true); END IF;
    PERFORM notify_sync_audience(t.table_name, t.users, false);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER categories_notify_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER categories_notify_update AFTER UPDATE ON categories REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER sellers_notify_insert AFTER INSERT ON sellers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER sellers_notify_update AFTER UPDATE ON sellers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER products_notify_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows();
--> statement-breakpoint
CREATE TRIGGER products_notify_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows();
--> statement-breakpoint
CREATE TRIGGER branches_notify_insert AFTER INSERT ON branches REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows();
--> statement-breakpoint
CREATE TRIGGER branches_notify_update AFTER UPDATE ON branches REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_rows();
--> statement-breakpoint
CREATE TRIGGER product_reviews_notify_insert AFTER INSERT ON product_reviews REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER product_reviews_notify_update AFTER UPDATE ON product_reviews REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_insert AFTER INSERT ON cart_items REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER cart_items_notify_update AFTER UPDATE ON cart_items REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER wishlist_items_notify_insert AFTER INSERT ON wishlist_items REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER wishlist_items_notify_update AFTER UPDATE ON wishlist_items REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER addresses_notify_insert AFTER INSERT ON addresses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER addresses_notify_update AFTER UPDATE ON addresses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER notifications_notify_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER notifications_notify_update AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_owned_rows();
--> statement-breakpoint
CREATE TRIGGER orders_notify_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER orders_notify_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER quotes_notify_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER quotes_notify_update AFTER UPDATE ON quotes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER agreements_notify_insert AFTER INSERT ON agreements REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER agreements_notify_update AFTER UPDATE ON agreements REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER stock_movements_notify_insert AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_seller_rows();
--> statement-breakpoint
CREATE TRIGGER stock_movements_notify_update AFTER UPDATE ON stock_movements REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_seller_rows();
--> statement-breakpoint
CREATE TRIGGER quote_requests_notify_insert AFTER INSERT ON quote_requests REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_rows();
--> statement-breakpoint
CREATE TRIGGER quote_requests_notify_update AFTER UPDATE ON quote_requests REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_rows();
--> statement-breakpoint
CREATE TRIGGER quote_request_sellers_notify_insert AFTER INSERT ON quote_request_sellers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_request_farms();
--> statement-breakpoint
CREATE TRIGGER tombstones_notify_insert AFTER INSERT ON tombstones REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_tombstones();
