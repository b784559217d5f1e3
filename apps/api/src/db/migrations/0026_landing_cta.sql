ALTER TABLE "landing_pages" ADD COLUMN "hero_alt" text;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "cta_label" text;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "cta_url" text;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD COLUMN "show_prices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_cta_check" CHECK (("landing_pages"."cta_label" is null) = ("landing_pages"."cta_url" is null));