-- Placing an order takes the seller's next invoice number (sellers.last_invoice_number). That is not a change any
-- device needs: without this, every order would re-deliver the farm's public row to every client's sync pull.
CREATE OR REPLACE FUNCTION bump_seller_version() RETURNS trigger AS $$
DECLARE
  probe sellers;
BEGIN
  probe := NEW;
  probe.last_invoice_number := OLD.last_invoice_number;
  IF probe IS NOT DISTINCT FROM OLD THEN
    RETURN NEW;
  END IF;
  NEW.version := nextval('row_version_seq');
  NEW.txid := pg_current_xact_id();
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sellers_bump_version ON sellers;
--> statement-breakpoint
CREATE TRIGGER sellers_bump_version BEFORE UPDATE ON sellers FOR EACH ROW EXECUTE FUNCTION bump_seller_version();
