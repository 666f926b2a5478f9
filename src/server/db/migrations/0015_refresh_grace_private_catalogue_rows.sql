-- Issue 16. 1. Refresh tokens: a rotated token keeps its successor pair, encrypted (AES-256-GCM, accounts/refresh.ts),
-- so a concurrent refresh of the same token within the grace window gets the same pair instead of revoking the
-- session; used_at is the rotation time. expires_at is indexed for the hourly purge.
ALTER TABLE "refresh_tokens" ADD COLUMN "successor" text;
--> statement-breakpoint
CREATE INDEX "refresh_tokens_expires_at_idx" ON "refresh_tokens" USING btree ("expires_at");
--> statement-breakpoint
-- 2. The sync pull sends a farm's hidden rows to nobody else. A row that has been public once (a product visible to
-- buyers, an approved branch) may reach other devices as a delete when it is hidden again: they may hold it. A row
-- that was never public reaches only its owner, not even as an id. ever_public records which is which; it never
-- goes back to false.
ALTER TABLE "products" ADD COLUMN "ever_public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "ever_public" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_mark_public() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.ever_public THEN
    NEW.ever_public := true;
  ELSIF NEW.status <> 'Draft' AND EXISTS (SELECT 1 FROM branches b WHERE b.id = NEW.branch_id AND b.status = 'approved') THEN
    -- The same rule as productIsVisible (catalogue/queries.ts).
    NEW.ever_public := true;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_mark_public BEFORE INSERT OR UPDATE ON products FOR EACH ROW EXECUTE FUNCTION products_mark_public();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION branches_mark_public() RETURNS trigger AS $$
BEGIN
  IF (TG_OP = 'UPDATE' AND OLD.ever_public) OR NEW.status = 'approved' THEN
    NEW.ever_public := true;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER branches_mark_public BEFORE INSERT OR UPDATE ON branches FOR EACH ROW EXECUTE FUNCTION branches_mark_public();
--> statement-breakpoint
-- A deleted product or branch: a public tombstone if it was ever public, else one for its farm's owner alone (none
-- when the farm itself is being deleted: its owner's account is going too).
CREATE OR REPLACE FUNCTION record_catalogue_tombstone() RETURNS trigger AS $$
DECLARE
  owner uuid;
BEGIN
  IF OLD.ever_public THEN
    INSERT INTO tombstones (table_name, row_id, user_id) VALUES (TG_TABLE_NAME, OLD.id, NULL);
  ELSE
    SELECT s.user_id INTO owner FROM sellers s WHERE s.id = OLD.seller_id;
    IF owner IS NOT NULL THEN
      INSERT INTO tombstones (table_name, row_id, user_id) VALUES (TG_TABLE_NAME, OLD.id, owner);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_tombstone ON products;
--> statement-breakpoint
CREATE TRIGGER products_tombstone AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION record_catalogue_tombstone();
--> statement-breakpoint
DROP TRIGGER IF EXISTS branches_tombstone ON branches;
--> statement-breakpoint
CREATE TRIGGER branches_tombstone AFTER DELETE ON branches FOR EACH ROW EXECUTE FUNCTION record_catalogue_tombstone();
--> statement-breakpoint
-- Existing rows: public now means public once. A row hidden today already reached every device as a delete when it
-- was hidden (the pull used to send those), so it needs none again. Triggers off for the backfill: it is no change
-- a device needs, and must not re-deliver the whole catalogue.
ALTER TABLE branches DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE branches SET ever_public = true WHERE status = 'approved';
--> statement-breakpoint
ALTER TABLE branches ENABLE TRIGGER USER;
--> statement-breakpoint
ALTER TABLE products DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE products p SET ever_public = true FROM branches b WHERE b.id = p.branch_id AND b.status = 'approved' AND p.status <> 'Draft';
--> statement-breakpoint
ALTER TABLE products ENABLE TRIGGER USER;
