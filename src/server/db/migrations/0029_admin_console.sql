-- The admin console (issue 15): an account an admin disables cannot sign in and its sessions end; every admin action
-- is written to admin_audit, which nobody can change, delete or truncate (like the ledger).
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_reason" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_disabled_reason_check" CHECK ("disabled_reason" IS NULL OR length("disabled_reason") <= 500);
--> statement-breakpoint
CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"admin_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "admin_audit_seq_key" ON "admin_audit" ("seq");
--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit" ("action", "seq");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_audit_guard() RETURNS trigger AS $$
BEGIN
  -- ON DELETE SET NULL of admin_id is the only change allowed: an admin's account may go, what they did stays.
  IF TG_OP = 'UPDATE' AND OLD.admin_id IS NOT NULL AND NEW.admin_id IS NULL
     AND NEW.seq = OLD.seq AND NEW.at = OLD.at AND NEW.admin_email = OLD.admin_email AND NEW.action = OLD.action
     AND NEW.target_id IS NOT DISTINCT FROM OLD.target_id AND NEW.target_label IS NOT DISTINCT FROM OLD.target_label AND NEW.detail = OLD.detail AND NEW.status = OLD.status THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log cannot be changed or deleted' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER admin_audit_guard BEFORE UPDATE OR DELETE ON admin_audit FOR EACH ROW EXECUTE FUNCTION admin_audit_guard();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_audit_no_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'the audit log cannot be truncated' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_no_truncate();
