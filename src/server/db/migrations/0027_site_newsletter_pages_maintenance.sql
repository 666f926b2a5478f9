-- The public site's own data (issue 15): newsletter subscribers with double opt-in, the admin-editable privacy
-- policy and terms, and the operator's maintenance switch.
--
-- A subscriber's consent (CASL) is the moment they confirmed from the link mailed to them (`consent_at`) and the
-- language they subscribed in. Links carry random 32-byte tokens; only their SHA-256 is kept (`newsletter_tokens`):
-- one confirm token per confirmation mail (expiring), one unsubscribe token per mail sent (never expiring, so the
-- link in every mail keeps working). The subscriber's address is kept only as an HMAC (`ip_hash`).
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"consent_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE ("email"),
	CONSTRAINT "newsletter_subscribers_status_check" CHECK ("status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_language_check" CHECK ("language" in ('en', 'fr')),
	CONSTRAINT "newsletter_subscribers_consent_check" CHECK ("status" <> 'confirmed' OR "consent_at" IS NOT NULL),
	CONSTRAINT "newsletter_subscribers_email_check" CHECK (length("email") <= 254 AND "email" = lower("email"))
);
--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "newsletter_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" uuid NOT NULL REFERENCES "newsletter_subscribers"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	CONSTRAINT "newsletter_tokens_purpose_check" CHECK ("purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
CREATE INDEX "newsletter_tokens_subscriber_idx" ON "newsletter_tokens" ("subscriber_id");
--> statement-breakpoint
-- Privacy policy and terms as the operator edits them (markdown, English and French). No row: the text shipped
-- with the product (src/server/modules/site-pages/defaults.ts) is shown.
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "site_pages_slug_check" CHECK ("slug" in ('privacy', 'terms')),
	CONSTRAINT "site_pages_lengths_check" CHECK (length("title_en") <= 150 AND length("title_fr") <= 150 AND length("body_en") <= 50000 AND length("body_fr") <= 50000)
);
--> statement-breakpoint
-- Maintenance mode as switched from the console (one row). MAINTENANCE=1 in the environment switches it on too.
CREATE TABLE "maintenance_mode" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "maintenance_mode_one_row" CHECK ("id")
);
