-- Orders and notifications are synced rows: every update takes a fresh version (migration 0004's bump_row_version).
CREATE TRIGGER orders_bump_version BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER notifications_bump_version BEFORE UPDATE ON notifications FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER notifications_tombstone AFTER DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION record_owned_tombstone();
--> statement-breakpoint
-- An order is delivered whole (lines, timeline and problem reports inside): a change to any of them bumps the order.
-- Statement-level with transition tables: one order update per statement.
CREATE OR REPLACE FUNCTION touch_orders_of_rows() RETURNS trigger AS $$
BEGIN
  UPDATE orders SET updated_at = now() WHERE id IN (SELECT DISTINCT order_id FROM changed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER order_lines_touch_update AFTER UPDATE ON order_lines REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_orders_of_rows();
--> statement-breakpoint
CREATE TRIGGER order_events_touch_insert AFTER INSERT ON order_events REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_orders_of_rows();
--> statement-breakpoint
CREATE TRIGGER order_problems_touch_insert AFTER INSERT ON order_problems REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_orders_of_rows();
--> statement-breakpoint
CREATE TRIGGER order_problems_touch_update AFTER UPDATE ON order_problems REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_orders_of_rows();
