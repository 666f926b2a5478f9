-- Throttles and rate limits: one counter row per (kind, key), counted and checked by one atomic upsert, so
-- concurrent requests cannot slip past a limit between a count and an insert (as they could with auth_attempts).
-- UNLOGGED: the counters live minutes; a database crash forgetting them costs nothing worth a WAL write per request.
DROP TABLE IF EXISTS "auth_attempts";
--> statement-breakpoint
CREATE UNLOGGED TABLE "throttle_counters" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_counters_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_expires_at_idx" ON "throttle_counters" USING btree ("expires_at");
--> statement-breakpoint
-- Known devices: a device that signed in to an account before presents this token and is not slowed by the
-- throttles that protect the account from strangers. Stored as a sha256, like refresh tokens.
CREATE TABLE "device_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX "device_tokens_token_hash_key" ON "device_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "device_tokens_user_id_idx" ON "device_tokens" USING btree ("user_id");
