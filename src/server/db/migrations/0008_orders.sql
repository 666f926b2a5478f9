CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"href" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_placed', 'order_status', 'problem_reported', 'problem_answered'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" uuid,
	"by_name" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_status_check" CHECK ("order_events"."status" in ('placed', 'accepted', 'packed', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'rejected', 'cancelled')),
	CONSTRAINT "order_events_actor_check" CHECK ("order_events"."actor" in ('buyer', 'seller', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"product_name_fr" text,
	"grade" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"list_price_minor" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_grade_check" CHECK ("order_lines"."grade" in ('top', 'mid', 'lower')),
	CONSTRAINT "order_lines_unit_check" CHECK ("order_lines"."unit" in ('kg', 'g', 'lb', 'oz', 'l', 'ml', 'piece', 'box', 'pack', 'dozen')),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_price_minor" >= 0 and "order_lines"."list_price_minor" >= "order_lines"."unit_price_minor")
);
--> statement-breakpoint
CREATE TABLE "order_problems" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolution" text,
	"amount_minor" integer,
	"answer_note" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_problems_resolution_check" CHECK ("order_problems"."resolution" is null or "order_problems"."resolution" in ('refund', 'credit', 'declined')),
	CONSTRAINT "order_problems_amount_check" CHECK ("order_problems"."amount_minor" is null or "order_problems"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_business" text,
	"farm_name" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"fulfilment" text NOT NULL,
	"address" jsonb,
	"pickup" jsonb,
	"branch_id" uuid,
	"date" date NOT NULL,
	"payment_method" text NOT NULL,
	"payment_due" date,
	"note" text,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"delivery_fee_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"taxes" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"invoice_number" integer NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'accepted', 'packed', 'out_for_delivery', 'ready_for_pickup', 'delivered', 'rejected', 'cancelled')),
	CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" in ('delivery', 'pickup')),
	CONSTRAINT "orders_payment_check" CHECK ("orders"."payment_method" in ('pay_on_delivery', 'pay_on_pickup', 'invoice_net15', 'invoice_net30')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('CAD', 'USD', 'INR')),
	CONSTRAINT "orders_place_check" CHECK (("orders"."fulfilment" = 'delivery' and "orders"."address" is not null) or ("orders"."fulfilment" = 'pickup' and "orders"."pickup" is not null)),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."total_minor" >= 0 and "orders"."subtotal_minor" >= 0 and "orders"."discount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_check";--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "min_order_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "delivery_fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "delivery_days" integer[] DEFAULT '{2,4,6}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "lead_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "last_invoice_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_sync_idx" ON "notifications" USING btree ("user_id","txid","version");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_problems_order_idx" ON "order_problems" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seller_invoice_key" ON "orders" USING btree ("seller_id","invoice_number");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_status_idx" ON "orders" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "orders_seller_date_idx" ON "orders" USING btree ("seller_id","date");--> statement-breakpoint
CREATE INDEX "orders_buyer_sync_idx" ON "orders" USING btree ("buyer_id","txid","version");--> statement-breakpoint
CREATE INDEX "orders_seller_sync_idx" ON "orders" USING btree ("seller_id","txid","version");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_min_order_check" CHECK ("sellers"."min_order_minor" >= 0);--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_delivery_fee_check" CHECK ("sellers"."delivery_fee_minor" >= 0);--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_lead_days_check" CHECK ("sellers"."lead_days" between 0 and 14);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_check" CHECK ("stock_movements"."kind" in ('harvested', 'sold', 'spoiled', 'corrected', 'reserved', 'released'));