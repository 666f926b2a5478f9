-- Expected harvests (a farm's produce still in the field, open to pre-orders) and the pre-orders against them, and
-- the link from an order to the pre-order it fills (unique: a pre-order becomes at most one order).
CREATE TABLE "harvests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL REFERENCES "sellers"("id") ON DELETE cascade,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"grade" text NOT NULL,
	"unit" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expected_quantity" bigint NOT NULL,
	"preordered_quantity" bigint DEFAULT 0 NOT NULL,
	"preorder_count" integer DEFAULT 0 NOT NULL,
	"window_from" date NOT NULL,
	"window_until" date NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"deposit_percent" integer DEFAULT 0 NOT NULL,
	"note" text,
	"harvested_quantity" bigint,
	"harvested_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "harvests_status_check" CHECK ("status" in ('open', 'harvested', 'cancelled')),
	CONSTRAINT "harvests_grade_check" CHECK ("grade" in ('top', 'mid', 'lower')),
	CONSTRAINT "harvests_unit_check" CHECK ("unit" in ('kg', 'g', 'lb', 'oz', 'l', 'ml', 'piece', 'box', 'pack', 'dozen')),
	CONSTRAINT "harvests_currency_check" CHECK ("currency" in ('CAD', 'USD', 'INR')),
	CONSTRAINT "harvests_quantity_check" CHECK ("expected_quantity" > 0 and "preordered_quantity" >= 0 and "preorder_count" >= 0),
	CONSTRAINT "harvests_preordered_check" CHECK ("status" <> 'open' or "preordered_quantity" <= "expected_quantity"),
	CONSTRAINT "harvests_window_check" CHECK ("window_until" >= "window_from"),
	CONSTRAINT "harvests_price_check" CHECK ("price_minor" > 0),
	CONSTRAINT "harvests_deposit_check" CHECK ("deposit_percent" between 0 and 50),
	CONSTRAINT "harvests_harvested_check" CHECK (("status" = 'harvested') = ("harvested_quantity" is not null))
);
--> statement-breakpoint
CREATE INDEX "harvests_sync_idx" ON "harvests" ("txid", "version");
--> statement-breakpoint
CREATE INDEX "harvests_seller_idx" ON "harvests" ("seller_id", "status");
--> statement-breakpoint
CREATE INDEX "harvests_open_idx" ON "harvests" ("window_until") WHERE "status" = 'open';
--> statement-breakpoint
CREATE TABLE "preorders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"harvest_id" uuid NOT NULL REFERENCES "harvests"("id") ON DELETE cascade,
	"buyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"seller_id" uuid NOT NULL REFERENCES "sellers"("id") ON DELETE cascade,
	"quantity" bigint NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"deposit_percent" integer DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offered_quantity" bigint,
	"cancel_reason" text,
	"order_id" uuid,
	"fulfilment" text NOT NULL,
	"address_id" uuid REFERENCES "addresses"("id") ON DELETE set null,
	"branch_id" uuid REFERENCES "branches"("id") ON DELETE set null,
	"payment_method" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "preorders_status_check" CHECK ("status" in ('pending', 'partial_offered', 'ordered', 'cancelled')),
	CONSTRAINT "preorders_cancel_reason_check" CHECK (("status" = 'cancelled') = ("cancel_reason" is not null) and ("cancel_reason" is null or "cancel_reason" in ('buyer', 'harvest_cancelled', 'not_filled', 'partial_declined'))),
	CONSTRAINT "preorders_offered_check" CHECK ("status" <> 'partial_offered' or ("offered_quantity" > 0 and "offered_quantity" < "quantity")),
	CONSTRAINT "preorders_order_check" CHECK (("status" = 'ordered') = ("order_id" is not null)),
	CONSTRAINT "preorders_quantity_check" CHECK ("quantity" > 0 and "unit_price_minor" >= 0 and "deposit_minor" >= 0),
	CONSTRAINT "preorders_fulfilment_check" CHECK ("fulfilment" in ('delivery', 'pickup')),
	CONSTRAINT "preorders_payment_check" CHECK ("payment_method" in ('pay_on_delivery', 'pay_on_pickup', 'invoice_net15', 'invoice_net30')),
	CONSTRAINT "preorders_currency_check" CHECK ("currency" in ('CAD', 'USD', 'INR'))
);
--> statement-breakpoint
CREATE INDEX "preorders_harvest_idx" ON "preorders" ("harvest_id", "status", "created_at");
--> statement-breakpoint
CREATE INDEX "preorders_buyer_sync_idx" ON "preorders" ("buyer_id", "txid", "version");
--> statement-breakpoint
CREATE INDEX "preorders_seller_sync_idx" ON "preorders" ("seller_id", "txid", "version");
--> statement-breakpoint
CREATE INDEX "preorders_buyer_status_idx" ON "preorders" ("buyer_id", "status");
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preorder_id" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_preorder_key" ON "orders" ("preorder_id") WHERE "preorder_id" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER harvests_bump_version BEFORE UPDATE ON harvests FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER preorders_bump_version BEFORE UPDATE ON preorders FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- Live updates. Harvests: every signed-in device pulls them (an open one is public; one closing is a delete for
-- others). Pre-orders: the buyer and the farm's owner (migration 0017's notify_party_rows).
CREATE TRIGGER harvests_notify_insert AFTER INSERT ON harvests REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER harvests_notify_update AFTER UPDATE ON harvests REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_public_rows();
--> statement-breakpoint
CREATE TRIGGER preorders_notify_insert AFTER INSERT ON preorders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
CREATE TRIGGER preorders_notify_update AFTER UPDATE ON preorders REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_party_rows();
--> statement-breakpoint
-- Deletes (a product or a farm deleted, with its harvests): a harvest's tombstone is public; a pre-order's goes to its
-- buyer and to the farm's owner.
CREATE TRIGGER harvests_tombstone AFTER DELETE ON harvests FOR EACH ROW EXECUTE FUNCTION record_public_tombstone();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_party_tombstone() RETURNS trigger AS $$
BEGIN
  INSERT INTO tombstones (table_name, row_id, user_id) VALUES (TG_TABLE_NAME, OLD.id, OLD.buyer_id);
  INSERT INTO tombstones (table_name, row_id, user_id) SELECT TG_TABLE_NAME, OLD.id, s.user_id FROM sellers s WHERE s.id = OLD.seller_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER preorders_tombstone AFTER DELETE ON preorders FOR EACH ROW EXECUTE FUNCTION record_party_tombstone();
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_placed', 'order_status', 'problem_reported', 'problem_answered', 'request_received', 'quote_received', 'quote_countered', 'quote_revised', 'quote_accepted', 'quote_declined', 'quote_withdrawn', 'quote_closed', 'request_expired', 'standing_placed', 'standing_failed', 'standing_missed', 'standing_price_changed', 'standing_created', 'standing_cancelled', 'preorder_received', 'preorder_withdrawn', 'preorder_filled', 'preorder_partial', 'preorder_unfilled', 'harvest_cancelled'));
