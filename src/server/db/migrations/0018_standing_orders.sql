-- Standing (recurring) orders, the decided deliveries of each (one row per standing order and date: the primary key
-- is what makes a delivery placed exactly once), and the link from an order to the standing order that made it.
CREATE TABLE "standing_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"seller_id" uuid NOT NULL REFERENCES "sellers"("id") ON DELETE cascade,
	"status" text DEFAULT 'active' NOT NULL,
	"cadence" text NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"paused_until" date,
	"skip_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fulfilment" text NOT NULL,
	"address_id" uuid REFERENCES "addresses"("id") ON DELETE set null,
	"branch_id" uuid REFERENCES "branches"("id") ON DELETE set null,
	"payment_method" text NOT NULL,
	"note" text,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_on" date NOT NULL,
	"price_notice_for" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "standing_orders_status_check" CHECK ("status" in ('active', 'cancelled')),
	CONSTRAINT "standing_orders_cadence_check" CHECK ("cadence" in ('weekly', 'every_2_weeks', 'every_4_weeks', 'weekdays')),
	CONSTRAINT "standing_orders_fulfilment_check" CHECK ("fulfilment" in ('delivery', 'pickup')),
	CONSTRAINT "standing_orders_payment_check" CHECK ("payment_method" in ('pay_on_delivery', 'pay_on_pickup', 'invoice_net15', 'invoice_net30')),
	CONSTRAINT "standing_orders_currency_check" CHECK ("currency" in ('CAD', 'USD', 'INR'))
);
--> statement-breakpoint
CREATE INDEX "standing_orders_buyer_sync_idx" ON "standing_orders" ("buyer_id", "txid", "version");
--> statement-breakpoint
CREATE INDEX "standing_orders_seller_sync_idx" ON "standing_orders" ("seller_id", "txid", "version");
--> statement-breakpoint
CREATE INDEX "standing_orders_active_idx" ON "standing_orders" ("status");
--> statement-breakpoint
CREATE TABLE "standing_order_runs" (
	"standing_order_id" uuid NOT NULL REFERENCES "standing_orders"("id") ON DELETE cascade,
	"date" date NOT NULL,
	"outcome" text NOT NULL,
	"order_id" uuid,
	"reason" text,
	"detail" jsonb,
	"notified_reason" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "standing_order_runs_pkey" PRIMARY KEY ("standing_order_id", "date"),
	CONSTRAINT "standing_order_runs_outcome_check" CHECK ("outcome" in ('placed', 'skipped', 'paused', 'failed', 'missed')),
	CONSTRAINT "standing_order_runs_reason_check" CHECK ("reason" is null or "reason" in ('stock', 'unavailable', 'price', 'below_minimum', 'farm_closed', 'address', 'branch', 'payment', 'other')),
	CONSTRAINT "standing_order_runs_order_check" CHECK (("outcome" = 'placed') = ("order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "standing_order_id" uuid;
--> statement-breakpoint
-- At most one order per standing order and delivery date, whatever path placed it.
CREATE UNIQUE INDEX "orders_standing_date_key" ON "orders" ("standing_order_id", "date") WHERE "standing_order_id" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER standing_orders_bump_version BEFORE UPDATE ON standing_orders FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- A standing order is delivered with its latest decided deliveries inside: deciding one bumps the standing order.
CREATE OR REPLACE FUNCTION touch_standing_orders_of_rows() RETURNS trigger AS $$
BEGIN
  UPDATE standing_orders SET updated_at = now() WHERE id IN (SELECT DISTINCT standing_order_id FROM changed_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER standing_order_runs_touch_insert AFTER INSERT ON standing_order_runs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_standing_orders_of_rows();
--> statement-breakpoint
CREATE TRIGGER standing_order_runs_touch_update AFTER UPDATE ON standing_order_runs REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION touch_standing_orders_of_rows();
--> statement-breakpoint
-- Live updates: the buyer and the farm's owner (migration 0017's notify_party_rows).
CREATE TRIGGER standing_orders_notify_insert AFTER INSERT ON standing_orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER standing_orders_notify_update AFTER UPDATE ON standing_orders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_placed', 'order_status', 'problem_reported', 'problem_answered', 'request_received', 'quote_received', 'quote_countered', 'quote_revised', 'quote_accepted', 'quote_declined', 'quote_withdrawn', 'quote_closed', 'request_expired', 'standing_placed', 'standing_failed', 'standing_missed', 'standing_price_changed', 'standing_created', 'standing_cancelled'));
