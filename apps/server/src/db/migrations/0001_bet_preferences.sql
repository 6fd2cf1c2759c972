ALTER TABLE "user_settings" ADD COLUMN "odds_change_policy" varchar(10) DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "odds_format" varchar(12) DEFAULT 'decimal' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_odds_change_policy_check" CHECK ("user_settings"."odds_change_policy" in ('none', 'higher', 'any'));--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_odds_format_check" CHECK ("user_settings"."odds_format" in ('decimal', 'fractional', 'american'));