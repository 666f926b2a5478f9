CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint NOT NULL,
	"quote_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"record" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_buyers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"business_number" text NOT NULL,
	"business_type" text DEFAULT 'Food_Processor' NOT NULL,
	"expected_monthly_volume" double precision NOT NULL,
	"hst_number" text NOT NULL,
	"sfcr_license" text NOT NULL,
	"unit" text DEFAULT 'kg' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_buyers_type_check" CHECK ("bulk_buyers"."business_type" in ('Restaurant/Food_Service', 'Retail_Store', 'Food_Processor', 'Distributor/Wholesaler', 'Other')),
	CONSTRAINT "bulk_buyers_unit_check" CHECK ("bulk_buyers"."unit" in ('kg', 'g', 'lb', 'oz', 'l', 'ml', 'piece', 'box', 'pack', 'dozen')),
	CONSTRAINT "bulk_buyers_volume_check" CHECK ("bulk_buyers"."expected_monthly_volume" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_request_sellers" (
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_request_sellers_request_id_seller_id_pk" PRIMARY KEY("request_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_business" text,
	"title" text NOT NULL,
	"title_fr" text,
	"product_id" uuid,
	"category_id" uuid NOT NULL,
	"image" text,
	"variety" text,
	"grade" text,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"packaging" text,
	"organic_required" boolean DEFAULT false NOT NULL,
	"fulfilment" text NOT NULL,
	"address" jsonb,
	"city" text,
	"province" text NOT NULL,
	"delivery_date" date NOT NULL,
	"window_start" text NOT NULL,
	"window_end" text NOT NULL,
	"target_price_minor" integer,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"note" text,
	"audience" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"closed_reason" text,
	"accepted_quote_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('pending', 'approved', 'rejected', 'completed', 'expired')),
	CONSTRAINT "quote_requests_grade_check" CHECK ("quote_requests"."grade" is null or "quote_requests"."grade" in ('top', 'mid', 'lower')),
	CONSTRAINT "quote_requests_unit_check" CHECK ("quote_requests"."unit" in ('kg', 'g', 'lb', 'oz', 'l', 'ml', 'piece', 'box', 'pack', 'dozen')),
	CONSTRAINT "quote_requests_fulfilment_check" CHECK ("quote_requests"."fulfilment" in ('delivery', 'pickup')),
	CONSTRAINT "quote_requests_province_check" CHECK ("quote_requests"."province" in ('AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT')),
	CONSTRAINT "quote_requests_currency_check" CHECK ("quote_requests"."currency" in ('CAD', 'USD', 'INR')),
	CONSTRAINT "quote_requests_payment_check" CHECK ("quote_requests"."payment_method" in ('pay_on_delivery', 'pay_on_pickup', 'invoice_net15', 'invoice_net30')),
	CONSTRAINT "quote_requests_audience_check" CHECK ("quote_requests"."audience" in ('matching', 'chosen')),
	CONSTRAINT "quote_requests_closed_check" CHECK ("quote_requests"."closed_reason" is null or "quote_requests"."closed_reason" in ('other_quote_accepted', 'request_closed', 'request_expired', 'order_cancelled')),
	CONSTRAINT "quote_requests_quantity_check" CHECK ("quote_requests"."quantity" > 0),
	CONSTRAINT "quote_requests_window_check" CHECK ("quote_requests"."window_end" > "quote_requests"."window_start"),
	CONSTRAINT "quote_requests_place_check" CHECK ("quote_requests"."fulfilment" = 'pickup' or "quote_requests"."address" is not null)
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"author" text NOT NULL,
	"kind" text NOT NULL,
	"terms" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_author_check" CHECK ("quote_versions"."author" in ('buyer', 'seller')),
	CONSTRAINT "quote_versions_kind_check" CHECK ("quote_versions"."kind" in ('quote', 'counter', 'revision')),
	CONSTRAINT "quote_versions_total_check" CHECK ("quote_versions"."total_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"farm_name" text NOT NULL,
	"product_id" uuid,
	"status" text DEFAULT 'sent' NOT NULL,
	"closed_reason" text,
	"reason" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"buyer_unread" boolean DEFAULT true NOT NULL,
	"seller_unread" boolean DEFAULT false NOT NULL,
	"order_id" uuid,
	"agreement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version_seq') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('sent', 'countered', 'revised', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "quotes_closed_check" CHECK ("quotes"."closed_reason" is null or "quotes"."closed_reason" in ('other_quote_accepted', 'request_closed', 'request_expired', 'order_cancelled'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preorder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_buyers" ADD CONSTRAINT "bulk_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_sellers" ADD CONSTRAINT "quote_request_sellers_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_sellers" ADD CONSTRAINT "quote_request_sellers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_seq_key" ON "agreements" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "agreements_quote_key" ON "agreements" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "agreements_buyer_sync_idx" ON "agreements" USING btree ("buyer_id","txid","version");--> statement-breakpoint
CREATE INDEX "agreements_seller_sync_idx" ON "agreements" USING btree ("seller_id","txid","version");--> statement-breakpoint
CREATE INDEX "quote_request_sellers_seller_idx" ON "quote_request_sellers" USING btree ("seller_id","request_id");--> statement-breakpoint
CREATE INDEX "quote_requests_buyer_idx" ON "quote_requests" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_buyer_sync_idx" ON "quote_requests" USING btree ("buyer_id","txid","version");--> statement-breakpoint
CREATE INDEX "quote_requests_status_date_idx" ON "quote_requests" USING btree ("status","delivery_date");--> statement-breakpoint
CREATE INDEX "quote_requests_order_idx" ON "quote_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_number_key" ON "quote_versions" USING btree ("quote_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_request_seller_key" ON "quotes" USING btree ("request_id","seller_id");--> statement-breakpoint
CREATE INDEX "quotes_seller_idx" ON "quotes" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_seller_sync_idx" ON "quotes" USING btree ("seller_id","txid","version");--> statement-breakpoint
CREATE INDEX "quotes_buyer_sync_idx" ON "quotes" USING btree ("buyer_id","txid","version");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quote_key" ON "orders" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('order_placed', 'order_status', 'problem_reported', 'problem_answered', 'request_received', 'quote_received', 'quote_countered', 'quote_revised', 'quote_accepted', 'quote_declined', 'quote_withdrawn', 'quote_closed', 'request_expired'));