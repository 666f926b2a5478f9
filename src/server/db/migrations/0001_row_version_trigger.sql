-- Every update of a synced row takes a fresh version from row_version_seq, so the sync pull never misses a change.
CREATE OR REPLACE FUNCTION bump_row_version() RETURNS trigger AS $$
BEGIN
  NEW.version := nextval('row_version_seq');
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_bump_version BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER addresses_bump_version BEFORE UPDATE ON addresses FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER sellers_bump_version BEFORE UPDATE ON sellers FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER branches_bump_version BEFORE UPDATE ON branches FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER categories_bump_version BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER products_bump_version BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER product_grades_bump_version BEFORE UPDATE ON product_grades FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER product_images_bump_version BEFORE UPDATE ON product_images FOR EACH ROW EXECUTE FUNCTION bump_row_version();
