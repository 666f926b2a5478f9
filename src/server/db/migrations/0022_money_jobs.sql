-- Beside the money ledger (migration 0021): the invoice reminders sent, one row per (invoice, kind, step) so each is
-- sent once whatever runs the job and however often (modules/money/reminders.ts); the calls made to the payment
-- provider (src/server/payments: the default driver records them and charges nothing); and the sync bump of an entry
-- a reversal undid, so the buyer and the farm pull it again with its reversed_by.
CREATE TABLE "ledger_reminders" (
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"step" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_reminders_pkey" PRIMARY KEY ("order_id", "kind", "step"),
	CONSTRAINT "ledger_reminders_kind_check" CHECK ("kind" in ('due_soon', 'overdue')),
	CONSTRAINT "ledger_reminders_step_check" CHECK ("step" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"action" text NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE set null,
	"problem_id" uuid,
	"amount_minor" bigint,
	"currency" text,
	"status" text NOT NULL,
	"moved_minor" bigint DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_action_check" CHECK ("action" in ('authorise', 'capture', 'refund', 'webhook')),
	CONSTRAINT "payment_provider_events_status_check" CHECK ("status" in ('recorded', 'succeeded', 'failed', 'pending'))
);
--> statement-breakpoint
CREATE INDEX "payment_provider_events_order_idx" ON "payment_provider_events" ("order_id", "created_at");
--> statement-breakpoint
-- The entry a reversal undoes is bumped (the guard of 0021 lets only its version, updated_at and txid change).
CREATE OR REPLACE FUNCTION ledger_bump_reversed() RETURNS trigger AS $$
BEGIN
  UPDATE ledger_entries SET updated_at = now() WHERE id = NEW.reverses_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_bump_reversed AFTER INSERT ON ledger_entries FOR EACH ROW WHEN (NEW.reverses_id IS NOT NULL)
  EXECUTE FUNCTION ledger_bump_reversed();
