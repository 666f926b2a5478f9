-- An open harvest is public only while its product is (not a draft, in an approved branch). When that changes, the
-- product's open harvests are touched so the sync pull sends them again: as a delete to other devices when the
-- product is hidden, as the row when it is shown again. The farm and its pre-ordering buyers keep theirs.
CREATE OR REPLACE FUNCTION touch_harvests_of_product() RETURNS trigger AS $$
BEGIN
  IF (OLD.status = 'Draft') IS DISTINCT FROM (NEW.status = 'Draft') OR OLD.branch_id IS DISTINCT FROM NEW.branch_id THEN
    UPDATE harvests SET updated_at = updated_at WHERE product_id = NEW.id AND status = 'open';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_touch_harvests AFTER UPDATE OF status, branch_id ON products FOR EACH ROW EXECUTE FUNCTION touch_harvests_of_product();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_harvests_of_branch() RETURNS trigger AS $$
BEGIN
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    UPDATE harvests SET updated_at = updated_at WHERE status = 'open' AND product_id IN (SELECT id FROM products WHERE branch_id = NEW.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER branches_touch_harvests AFTER UPDATE OF status ON branches FOR EACH ROW EXECUTE FUNCTION touch_harvests_of_branch();
--> statement-breakpoint
-- A harvest's note in French, beside the note (products have name_fr and description_fr the same way).
ALTER TABLE "harvests" ADD COLUMN "note_fr" text;
