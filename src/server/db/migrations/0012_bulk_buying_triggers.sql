-- Requests, quotes and agreements are synced rows: every update takes a fresh version (migration 0004's bump_row_version).
CREATE TRIGGER quote_requests_bump_version BEFORE UPDATE ON quote_requests FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER quotes_bump_version BEFORE UPDATE ON quotes FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER agreements_bump_version BEFORE UPDATE ON agreements FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- A quote is delivered whole (every version inside): a new version bumps the quote.
CREATE OR REPLACE FUNCTION touch_quotes_of_rows() RETURNS trigger AS $$
BEGIN
  UPDATE quotes SET updated_at = now() WHERE id IN (SELECT DISTINCT quote_id FROM changed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER quote_versions_touch_insert AFTER INSERT ON quote_versions REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_quotes_of_rows();
--> statement-breakpoint
-- A request row carries what its readers see of its quotes (responses, unread) and of its farms (a farm's unread):
-- a quote arriving or moving, or a farm opening the request, delivers the request again.
CREATE OR REPLACE FUNCTION touch_requests_of_rows() RETURNS trigger AS $$
BEGIN
  UPDATE quote_requests SET updated_at = now() WHERE id IN (SELECT DISTINCT request_id FROM changed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER quotes_touch_request_insert AFTER INSERT ON quotes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_requests_of_rows();
--> statement-breakpoint
CREATE TRIGGER quotes_touch_request_update AFTER UPDATE ON quotes REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_requests_of_rows();
--> statement-breakpoint
CREATE TRIGGER quote_request_sellers_touch_update AFTER UPDATE ON quote_request_sellers REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_requests_of_rows();
