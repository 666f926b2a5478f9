-- The contact form's messages (issue 15, /contact) and the operator's inbox of them. A message is never edited by
-- its sender; the operator marks it read and answers it (the answer is mailed to the sender and kept here). The
-- sender's address is kept only as an HMAC (`ip_hash`) for the record of abuse, never in clear.
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"reply" text,
	CONSTRAINT "contact_messages_status_check" CHECK ("status" in ('new', 'read', 'answered')),
	CONSTRAINT "contact_messages_language_check" CHECK ("language" in ('en', 'fr')),
	CONSTRAINT "contact_messages_answered_check" CHECK (("status" = 'answered') = ("reply" IS NOT NULL AND "answered_at" IS NOT NULL)),
	CONSTRAINT "contact_messages_lengths_check" CHECK (length("subject") <= 150 AND length("message") <= 5000 AND length("name") <= 100 AND length("email") <= 254 AND ("reply" IS NULL OR length("reply") <= 5000))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" ("created_at" DESC);
