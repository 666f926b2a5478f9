-- The money ledger (issue 17, contract/ledger-rules.ts): one ledger per buyer, farm and currency, double-entry in
-- integer minor units. ledger_entries holds one row per event, ledger_postings its postings (summing to zero), and
-- neither is ever changed or deleted: a mistake is corrected by a new entry (a reversal). payment_claims holds the
-- buyers' 'I sent an e-Transfer' notices. Every order is charged by the database itself (trigger below), so no code
-- path can place, fill short, cancel or reject an order without its invoice following; existing orders are charged
-- here. ledger_violations() lists whatever breaks the ledger's invariants (GET /api/money/check/).
CREATE TABLE "payment_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL REFERENCES "sellers"("id") ON DELETE restrict,
	"buyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"farm_name" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_business" text,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reference" text NOT NULL,
	"sent_on" date NOT NULL,
	"order_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"status" text DEFAULT 'claimed' NOT NULL,
	"answer_note" text,
	"payment_id" uuid,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "payment_claims_status_check" CHECK ("status" in ('claimed', 'confirmed', 'rejected')),
	CONSTRAINT "payment_claims_currency_check" CHECK ("currency" in ('CAD', 'USD', 'INR')),
	CONSTRAINT "payment_claims_amount_check" CHECK ("amount_minor" > 0),
	CONSTRAINT "payment_claims_answer_check" CHECK (("status" = 'claimed') = ("answered_at" is null) and ("status" = 'confirmed') = ("payment_id" is not null))
);
--> statement-breakpoint
CREATE INDEX "payment_claims_buyer_sync_idx" ON "payment_claims" ("buyer_id", "txid", "version");
--> statement-breakpoint
CREATE INDEX "payment_claims_seller_sync_idx" ON "payment_claims" ("seller_id", "txid", "version");
--> statement-breakpoint
CREATE INDEX "payment_claims_ledger_idx" ON "payment_claims" ("seller_id", "buyer_id", "currency", "status");
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL REFERENCES "sellers"("id") ON DELETE restrict,
	"buyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"method" text,
	"reference" text,
	"note" text,
	"occurred_on" date NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE restrict,
	"problem_id" uuid,
	"claim_id" uuid REFERENCES "payment_claims"("id") ON DELETE restrict,
	"reverses_id" uuid REFERENCES "ledger_entries"("id") ON DELETE restrict,
	"recorded_by" uuid,
	"recorded_by_name" text,
	"farm_name" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_business" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" in ('charge', 'adjustment', 'cancellation', 'payment', 'credit', 'refund', 'write_off', 'reversal')),
	CONSTRAINT "ledger_entries_currency_check" CHECK ("currency" in ('CAD', 'USD', 'INR')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("amount_minor" > 0),
	CONSTRAINT "ledger_entries_method_check" CHECK (("kind" in ('payment', 'refund')) = ("method" is not null) and ("method" is null or "method" in ('cash', 'cheque', 'etransfer', 'card_on_delivery'))),
	CONSTRAINT "ledger_entries_reversal_check" CHECK (("kind" = 'reversal') = ("reverses_id" is not null)),
	CONSTRAINT "ledger_entries_order_check" CHECK ("kind" in ('payment', 'reversal') or "order_id" is not null)
);
--> statement-breakpoint
-- An entry is reversed at most once; a claim makes at most one payment; a problem report at most one credit or refund.
CREATE UNIQUE INDEX "ledger_entries_reverses_key" ON "ledger_entries" ("reverses_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_claim_key" ON "ledger_entries" ("claim_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_problem_key" ON "ledger_entries" ("problem_id", "kind") WHERE "problem_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ledger_entries_ledger_idx" ON "ledger_entries" ("seller_id", "buyer_id", "currency", "occurred_on");
--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" ("order_id");
--> statement-breakpoint
CREATE INDEX "ledger_entries_buyer_sync_idx" ON "ledger_entries" ("buyer_id", "txid", "version");
--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_sync_idx" ON "ledger_entries" ("seller_id", "txid", "version");
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"entry_id" uuid NOT NULL REFERENCES "ledger_entries"("id") ON DELETE restrict,
	"account" text NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE restrict,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "ledger_postings_account_check" CHECK ("account" in ('receivable', 'sales', 'delivery', 'tax', 'returns', 'bad_debt', 'cash:cash', 'cash:cheque', 'cash:etransfer', 'cash:card_on_delivery')),
	CONSTRAINT "ledger_postings_amount_check" CHECK ("amount_minor" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" ("entry_id");
--> statement-breakpoint
CREATE INDEX "ledger_postings_order_idx" ON "ledger_postings" ("order_id", "account");
--> statement-breakpoint
-- Nothing in the ledger is changed or deleted. The one update allowed is the sync bookkeeping of an entry (version,
-- updated_at, txid): a reversal bumps the entry it undoes, so both parties pull it again with its reversed_by.
CREATE OR REPLACE FUNCTION ledger_entries_guard() RETURNS trigger AS $$
DECLARE
  probe ledger_entries;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger entry % cannot be deleted: record a reversal', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  probe := NEW;
  probe.version := OLD.version;
  probe.updated_at := OLD.updated_at;
  probe.txid := OLD.txid;
  IF probe IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'ledger entry % cannot be changed: record a reversal', OLD.id USING ERRCODE = 'restrict_violation';
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
CREATE TRIGGER ledger_entries_guard BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_postings_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- Postings are written with their entry, in its transaction; a committed entry gains none later.
    IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE id = NEW.entry_id AND txid = pg_current_xact_id()) THEN
      RAISE EXCEPTION 'ledger entry % is closed: postings are written with their entry', NEW.entry_id USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger postings cannot be changed or deleted: record a reversal' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_guard BEFORE INSERT OR UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION ledger_postings_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_no_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the ledger cannot be truncated' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_no_truncate();
--> statement-breakpoint
-- Checked at commit, when every posting of the entry is in: at least one posting, and they sum to zero.
CREATE OR REPLACE FUNCTION ledger_check_entry(entry uuid) RETURNS void AS $$
DECLARE
  n bigint;
  total numeric;
BEGIN
  SELECT count(*), coalesce(sum(amount_minor::numeric), 0) INTO n, total FROM ledger_postings WHERE entry_id = entry;
  IF n = 0 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % is unbalanced: % postings summing to %', entry, n, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balanced';
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_balanced() RETURNS trigger AS $$
BEGIN
  PERFORM ledger_check_entry(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_postings_balanced() RETURNS trigger AS $$
BEGIN
  PERFORM ledger_check_entry(NEW.entry_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_postings_balanced();
--> statement-breakpoint
CREATE TRIGGER payment_claims_bump_version BEFORE UPDATE ON payment_claims FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- Live updates: the buyer and the farm's owner (migration 0017's notify_party_rows).
CREATE TRIGGER ledger_entries_notify_insert AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_notify_update AFTER UPDATE ON ledger_entries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER payment_claims_notify_insert AFTER INSERT ON payment_claims REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER payment_claims_notify_update AFTER UPDATE ON payment_claims REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
-- Every existing order's invoice: its charge on the order's date, and for a cancelled or rejected one the
-- cancellation on the day it was cancelled. Entries first, then the postings of the entries still without any.
INSERT INTO ledger_entries (id, seller_id, buyer_id, currency, kind, amount_minor, occurred_on, order_id, farm_name, buyer_name, buyer_business, created_at)
  SELECT gen_random_uuid(), o.seller_id, o.buyer_id, o.currency, 'charge', o.total_minor, o.date, o.id, o.farm_name, o.buyer_name, o.buyer_business, o.created_at
    FROM orders o
   WHERE o.total_minor > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id);
--> statement-breakpoint
INSERT INTO ledger_entries (id, seller_id, buyer_id, currency, kind, amount_minor, occurred_on, order_id, farm_name, buyer_name, buyer_business, created_at)
  SELECT gen_random_uuid(), o.seller_id, o.buyer_id, o.currency, 'cancellation', o.total_minor,
         greatest(o.date, coalesce(
           (SELECT (max(ev.created_at) AT TIME ZONE 'America/Toronto')::date FROM order_events ev WHERE ev.order_id = o.id AND ev.status IN ('cancelled', 'rejected')),
           (o.updated_at AT TIME ZONE 'America/Toronto')::date
         )),
         o.id, o.farm_name, o.buyer_name, o.buyer_business, greatest(o.created_at, o.updated_at)
    FROM orders o
   WHERE o.total_minor > 0 AND o.status IN ('cancelled', 'rejected')
     AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'charge' AND e.txid = pg_current_xact_id())
     AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'cancellation');
--> statement-breakpoint
INSERT INTO ledger_postings (entry_id, account, order_id, amount_minor)
  SELECT e.id, x.account, o.id, CASE WHEN e.kind = 'cancellation' THEN -x.amount ELSE x.amount END
    FROM ledger_entries e JOIN orders o ON o.id = e.order_id
   CROSS JOIN LATERAL (VALUES
     ('receivable', o.total_minor),
     ('sales', -(o.total_minor - o.delivery_fee_minor - o.tax_minor)),
     ('delivery', -o.delivery_fee_minor),
     ('tax', -o.tax_minor)
   ) AS x(account, amount)
   WHERE e.kind IN ('charge', 'cancellation') AND x.amount <> 0
     AND NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = e.id);
--> statement-breakpoint
-- From now on: each order's charge-kind receivable is brought to what it should be (0 when cancelled or rejected,
-- else its total) whenever it is placed or its status or money changes. The first time a 'charge' on the order's
-- date; later an 'adjustment' (a pre-order filled short) or a 'cancellation', dated the day it happened (Canada).
-- The income lines (sales, delivery, tax) move by their own differences, so the entry balances.
CREATE OR REPLACE FUNCTION ledger_charge_order() RETURNS trigger AS $$
DECLARE
  is_cancelled boolean := NEW.status IN ('cancelled', 'rejected');
  want_recv bigint;
  want_fee bigint;
  want_tax bigint;
  want_sales bigint;
  has_charge boolean;
  cur_recv bigint;
  cur_sales bigint;
  cur_fee bigint;
  cur_tax bigint;
  diff bigint;
  entry uuid := gen_random_uuid();
  entry_kind text;
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.status IS NOT DISTINCT FROM OLD.status AND NEW.total_minor IS NOT DISTINCT FROM OLD.total_minor
     AND NEW.delivery_fee_minor IS NOT DISTINCT FROM OLD.delivery_fee_minor AND NEW.tax_minor IS NOT DISTINCT FROM OLD.tax_minor THEN
    RETURN NULL;
  END IF;
  want_recv := CASE WHEN is_cancelled THEN 0 ELSE NEW.total_minor END;
  want_fee := CASE WHEN is_cancelled THEN 0 ELSE NEW.delivery_fee_minor END;
  want_tax := CASE WHEN is_cancelled THEN 0 ELSE NEW.tax_minor END;
  want_sales := want_recv - want_fee - want_tax;
  SELECT count(DISTINCT e.id) > 0,
         coalesce(sum(p.amount_minor) FILTER (WHERE p.account = 'receivable'), 0),
         coalesce(sum(p.amount_minor) FILTER (WHERE p.account = 'sales'), 0),
         coalesce(sum(p.amount_minor) FILTER (WHERE p.account = 'delivery'), 0),
         coalesce(sum(p.amount_minor) FILTER (WHERE p.account = 'tax'), 0)
    INTO has_charge, cur_recv, cur_sales, cur_fee, cur_tax
    FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
   WHERE e.order_id = NEW.id AND e.kind IN ('charge', 'adjustment', 'cancellation');
  diff := want_recv - cur_recv;
  IF diff = 0 THEN
    RETURN NULL;
  END IF;
  entry_kind := CASE WHEN NOT has_charge THEN 'charge' WHEN is_cancelled THEN 'cancellation' ELSE 'adjustment' END;
  INSERT INTO ledger_entries (id, seller_id, buyer_id, currency, kind, amount_minor, occurred_on, order_id, farm_name, buyer_name, buyer_business)
  VALUES (
    entry, NEW.seller_id, NEW.buyer_id, NEW.currency, entry_kind, abs(diff),
    CASE WHEN entry_kind = 'charge' THEN NEW.date ELSE (now() AT TIME ZONE 'America/Toronto')::date END,
    NEW.id, NEW.farm_name, NEW.buyer_name, NEW.buyer_business
  );
  INSERT INTO ledger_postings (entry_id, account, order_id, amount_minor)
  SELECT entry, x.account, NEW.id, x.amount
    FROM (VALUES
      ('receivable', diff),
      ('sales', -want_sales - cur_sales),
      ('delivery', -want_fee - cur_fee),
      ('tax', -want_tax - cur_tax)
    ) AS x(account, amount)
   WHERE x.amount <> 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_ledger_charge AFTER INSERT OR UPDATE OF status, total_minor, delivery_fee_minor, tax_minor ON orders
  FOR EACH ROW EXECUTE FUNCTION ledger_charge_order();
--> statement-breakpoint
-- The ledger's invariants over the whole database; no rows when they all hold.
--   entry_unbalanced     an entry without postings, or whose postings do not sum to 0
--   charge_mismatch      an order whose charges, adjustments and cancellations do not bring it to its total (0 when
--                        cancelled or rejected)
--   posting_other_order  an invoice entry (charge, credit, write-off...) moving another invoice than its own, or a
--                        refund moving the receivable
--   other_ledger         an entry on an invoice of another buyer, farm or currency
--   refund_above_paid    an order refunded beyond what was paid on it (payments net of reversals)
--   credits_above_total  an order credited and refunded beyond its total
--   reversal_invalid     a reversal of something that is not a payment or write-off, of another ledger, or not its
--                        exact negation
CREATE OR REPLACE FUNCTION ledger_violations() RETURNS TABLE (kind text, ref text, detail text) AS $$
  WITH sums AS (
    SELECT e.id, count(p.id) AS n, coalesce(sum(p.amount_minor::numeric), 0) AS total
      FROM ledger_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
     GROUP BY e.id
  ),
  charged AS (
    SELECT p.order_id, sum(p.amount_minor::numeric) AS amount
      FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id AND p.account = 'receivable'
     WHERE e.kind IN ('charge', 'adjustment', 'cancellation')
     GROUP BY p.order_id
  ),
  paid AS (
    SELECT p.order_id, -sum(p.amount_minor::numeric) AS amount
      FROM ledger_postings p
      JOIN ledger_entries e ON e.id = p.entry_id
      LEFT JOIN ledger_entries r ON r.id = e.reverses_id
     WHERE p.account = 'receivable' AND p.order_id IS NOT NULL
       AND (e.kind = 'payment' OR (e.kind = 'reversal' AND r.kind = 'payment'))
     GROUP BY p.order_id
  ),
  given AS (
    SELECT e.order_id,
           coalesce(sum(e.amount_minor::numeric) FILTER (WHERE e.kind = 'refund'), 0) AS refunded,
           coalesce(sum(e.amount_minor::numeric) FILTER (WHERE e.kind = 'credit'), 0) AS credited
      FROM ledger_entries e
     WHERE e.kind IN ('refund', 'credit')
     GROUP BY e.order_id
  )
  SELECT 'entry_unbalanced'::text, s.id::text, format('%s postings summing to %s', s.n, s.total)
    FROM sums s WHERE s.n = 0 OR s.total <> 0
  UNION ALL
  SELECT 'charge_mismatch', o.id::text,
         format('charged %s, expected %s (%s)', coalesce(c.amount, 0), CASE WHEN o.status IN ('cancelled', 'rejected') THEN 0 ELSE o.total_minor END, o.status)
    FROM orders o LEFT JOIN charged c ON c.order_id = o.id
   WHERE coalesce(c.amount, 0) <> CASE WHEN o.status IN ('cancelled', 'rejected') THEN 0 ELSE o.total_minor END
  UNION ALL
  SELECT 'charge_mismatch', c.order_id::text, format('charged %s on no order', c.amount)
    FROM charged c WHERE c.order_id IS NULL
  UNION ALL
  SELECT DISTINCT 'posting_other_order', e.id::text, format('%s of order %s posts to the receivable of %s', e.kind, e.order_id, coalesce(p.order_id::text, 'the account'))
    FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id AND p.account = 'receivable'
   WHERE (e.kind IN ('charge', 'adjustment', 'cancellation', 'credit', 'write_off') AND p.order_id IS DISTINCT FROM e.order_id)
      OR e.kind = 'refund'
  UNION ALL
  SELECT DISTINCT 'other_ledger', e.id::text, format('entry of %s/%s/%s names order %s of %s/%s/%s', e.seller_id, e.buyer_id, e.currency, o.id, o.seller_id, o.buyer_id, o.currency)
    FROM (SELECT id AS entry_id, order_id FROM ledger_entries WHERE order_id IS NOT NULL
          UNION SELECT entry_id, order_id FROM ledger_postings WHERE order_id IS NOT NULL) AS named
    JOIN ledger_entries e ON e.id = named.entry_id
    JOIN orders o ON o.id = named.order_id
   WHERE (o.seller_id, o.buyer_id, o.currency) IS DISTINCT FROM (e.seller_id, e.buyer_id, e.currency)
  UNION ALL
  SELECT 'refund_above_paid', g.order_id::text, format('refunded %s, paid %s', g.refunded, coalesce(pd.amount, 0))
    FROM given g LEFT JOIN paid pd ON pd.order_id = g.order_id
   WHERE g.refunded > coalesce(pd.amount, 0)
  UNION ALL
  SELECT 'credits_above_total', g.order_id::text, format('credited %s and refunded %s of a total of %s', g.credited, g.refunded, o.total_minor)
    FROM given g JOIN orders o ON o.id = g.order_id
   WHERE g.credited + g.refunded > o.total_minor
  UNION ALL
  SELECT 'reversal_invalid', e.id::text,
         CASE WHEN r.id IS NULL THEN 'reverses nothing'
              WHEN r.kind NOT IN ('payment', 'write_off') THEN format('reverses a %s', r.kind)
              WHEN (r.seller_id, r.buyer_id, r.currency, r.amount_minor) IS DISTINCT FROM (e.seller_id, e.buyer_id, e.currency, e.amount_minor) THEN 'reverses another ledger or amount'
              ELSE 'postings are not the negation of the original' END
    FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
   WHERE e.kind = 'reversal' AND (
           r.id IS NULL OR r.kind NOT IN ('payment', 'write_off')
        OR (r.seller_id, r.buyer_id, r.currency, r.amount_minor) IS DISTINCT FROM (e.seller_id, e.buyer_id, e.currency, e.amount_minor)
        OR EXISTS (
             SELECT 1 FROM ledger_postings p WHERE p.entry_id IN (e.id, r.id)
              GROUP BY p.account, p.order_id HAVING sum(p.amount_minor::numeric) <> 0
           )
         )
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_placed', 'order_status', 'problem_reported', 'problem_answered', 'request_received', 'quote_received', 'quote_countered', 'quote_revised', 'quote_accepted', 'quote_declined', 'quote_withdrawn', 'quote_closed', 'request_expired', 'standing_placed', 'standing_failed', 'standing_missed', 'standing_price_changed', 'standing_created', 'standing_cancelled', 'preorder_received', 'preorder_withdrawn', 'preorder_filled', 'preorder_partial', 'preorder_unfilled', 'harvest_cancelled', 'payment_recorded', 'invoice_due_soon', 'invoice_overdue', 'etransfer_claimed', 'etransfer_answered'));
