-- Syncs before these columns left no outcome: null (shown as nothing to report) until each source's next sync.
ALTER TABLE "api_configurations" ADD COLUMN "last_sync_outcome" varchar(10);--> statement-breakpoint
ALTER TABLE "api_configurations" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
ALTER TABLE "api_configurations" ADD CONSTRAINT "api_configurations_last_sync_outcome_check" CHECK ("api_configurations"."last_sync_outcome" is null or "api_configurations"."last_sync_outcome" in ('complete', 'partial', 'failed'));--> statement-breakpoint
ALTER TABLE "api_configurations" ADD CONSTRAINT "api_configurations_last_sync_error_check" CHECK ("api_configurations"."last_sync_error" is null or char_length("api_configurations"."last_sync_error") <= 1000);