-- The gallery (issue 15): photos the operator uploads (three WebP sizes through the product photo pipeline) with a
-- caption and a screen-reader description in English and French, an optional credit line, a position in the order
-- and published or hidden. Visitors read the published ones by position.
CREATE TABLE "gallery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caption_en" text NOT NULL,
	"caption_fr" text NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_fr" text DEFAULT '' NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"image_thumb" text NOT NULL,
	"image_card" text NOT NULL,
	"image_full" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_photos_lengths_check" CHECK (length("caption_en") BETWEEN 1 AND 200 AND length("caption_fr") BETWEEN 1 AND 200 AND length("alt_en") <= 300 AND length("alt_fr") <= 300 AND length("credit") <= 120),
	CONSTRAINT "gallery_photos_size_check" CHECK ("width" > 0 AND "height" > 0 AND "position" >= 0)
);
--> statement-breakpoint
CREATE INDEX "gallery_photos_order_idx" ON "gallery_photos" ("position", "created_at");
