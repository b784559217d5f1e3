DROP INDEX "post_fingerprints_trgm_idx";--> statement-breakpoint
ALTER TABLE "post_fingerprints" ADD COLUMN "bands" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
CREATE INDEX "post_fingerprints_bands_idx" ON "post_fingerprints" USING gin ("bands");