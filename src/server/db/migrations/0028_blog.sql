-- The blog (issue 15): posts the operator writes in English and French, and the comments readers leave on them.
-- A post is public when it is published, or scheduled and its publish_at has come. Its search document is built by
-- a trigger from both languages' title, summary, body, tags and category with catalogue_fold (accents folded, like
-- the catalogue's), so 'fraise' finds 'fraisés' and 'creme' finds 'crème'. A comment's email is kept for the
-- operator only; the commenter's address is kept only as an HMAC (`ip_hash`).
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_fr" text NOT NULL,
	"body_en" text NOT NULL,
	"body_fr" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover_thumb" text,
	"cover_card" text,
	"cover_full" text,
	"cover_alt_en" text DEFAULT '' NOT NULL,
	"cover_alt_fr" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"author_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"author_name" text NOT NULL,
	"search" tsvector,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_state_check" CHECK ("state" in ('draft', 'published', 'scheduled')),
	CONSTRAINT "blog_posts_category_check" CHECK ("category" in ('seasonal', 'storage', 'farms', 'buying', 'news')),
	CONSTRAINT "blog_posts_scheduled_check" CHECK ("state" <> 'scheduled' OR "publish_at" IS NOT NULL),
	CONSTRAINT "blog_posts_public_check" CHECK ("state" = 'draft' OR "publish_at" IS NOT NULL),
	CONSTRAINT "blog_posts_lengths_check" CHECK (length("slug") <= 80 AND length("title_en") <= 160 AND length("title_fr") <= 160 AND length("summary_en") <= 400 AND length("summary_fr") <= 400 AND length("body_en") <= 40000 AND length("body_fr") <= 40000 AND cardinality("tags") <= 8)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts" ("slug");
--> statement-breakpoint
CREATE INDEX "blog_posts_public_idx" ON "blog_posts" ("publish_at" DESC) WHERE "state" <> 'draft';
--> statement-breakpoint
CREATE INDEX "blog_posts_search_idx" ON "blog_posts" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "blog_posts_tags_idx" ON "blog_posts" USING gin ("tags");
--> statement-breakpoint
CREATE FUNCTION blog_posts_derive() RETURNS trigger AS $$
DECLARE
  head text;
  doc text;
BEGIN
  head := catalogue_fold(concat_ws(' ', NEW.title_en, NEW.title_fr, array_to_string(NEW.tags, ' ')));
  doc := catalogue_fold(concat_ws(' ', NEW.summary_en, NEW.summary_fr, NEW.body_en, NEW.body_fr));
  NEW.search := setweight(to_tsvector('english', head), 'A')
    || setweight(to_tsvector('french', head), 'A')
    || setweight(to_tsvector('simple', head), 'A')
    || setweight(to_tsvector('english', doc), 'B')
    || setweight(to_tsvector('french', doc), 'B')
    || setweight(to_tsvector('simple', doc), 'C');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER blog_posts_derive BEFORE INSERT OR UPDATE OF title_en, title_fr, summary_en, summary_fr, body_en, body_fr, tags ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION blog_posts_derive();
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL REFERENCES "blog_posts"("id") ON DELETE cascade,
	"user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"moderated_by" uuid REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "blog_comments_state_check" CHECK ("state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "blog_comments_language_check" CHECK ("language" in ('en', 'fr')),
	CONSTRAINT "blog_comments_lengths_check" CHECK (length("name") <= 80 AND length("email") <= 254 AND length("body") <= 2000)
);
--> statement-breakpoint
CREATE INDEX "blog_comments_post_idx" ON "blog_comments" ("post_id", "state", "created_at");
--> statement-breakpoint
CREATE INDEX "blog_comments_queue_idx" ON "blog_comments" ("state", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "blog_comments_user_idx" ON "blog_comments" ("user_id") WHERE "user_id" IS NOT NULL;
