CREATE TYPE "public"."balance_transaction_type" AS ENUM('deposit', 'withdrawal', 'bet', 'winnings', 'admin_adjustment', 'refund');--> statement-breakpoint
CREATE TYPE "public"."bet_status" AS ENUM('pending', 'won', 'lost', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."race_status" AS ENUM('scheduled', 'live', 'finished', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."sport_bet_type" AS ENUM('home', 'draw', 'away');--> statement-breakpoint
CREATE TYPE "public"."sport_event_status" AS ENUM('scheduled', 'live', 'finished', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'admin', 'super_admin');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "api_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_id" varchar(50) NOT NULL,
	"api_name" varchar(100) NOT NULL,
	"description" text,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"daily_limit" integer DEFAULT 1000,
	"sync_interval" integer DEFAULT 60 NOT NULL,
	"auto_sync" boolean DEFAULT true NOT NULL,
	"use_synthetic_only" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'disconnected' NOT NULL,
	"last_sync_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_configurations_api_id_unique" UNIQUE("api_id"),
	CONSTRAINT "api_configurations_daily_limit_check" CHECK ("api_configurations"."daily_limit" is null or "api_configurations"."daily_limit" between 1 and 10000),
	CONSTRAINT "api_configurations_sync_interval_check" CHECK ("api_configurations"."sync_interval" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "api_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_id" varchar(50) NOT NULL,
	"api_name" varchar(100) NOT NULL,
	"total_calls" integer DEFAULT 0 NOT NULL,
	"successful_calls" integer DEFAULT 0 NOT NULL,
	"failed_calls" integer DEFAULT 0 NOT NULL,
	"calls_today" integer DEFAULT 0 NOT NULL,
	"daily_limit" integer,
	"remaining_calls" integer,
	"last_call_at" timestamp with time zone,
	"last_reset_at" timestamp with time zone,
	"error_types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "api_stats_api_id_unique" UNIQUE("api_id")
);
--> statement-breakpoint
CREATE TABLE "balance_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "balance_transaction_type" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"previous_balance" numeric(12, 2) NOT NULL,
	"new_balance" numeric(12, 2) NOT NULL,
	"description" text,
	"related_bet_id" uuid,
	"admin_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_transactions_new_balance_non_negative" CHECK ("balance_transactions"."new_balance" >= 0),
	CONSTRAINT "balance_transactions_chain" CHECK ("balance_transactions"."new_balance" = "balance_transactions"."previous_balance" + "balance_transactions"."amount")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"race_id" integer,
	"race_entry_id" integer,
	"sport_event_id" integer,
	"sport_bet_type" "sport_bet_type",
	"sport_team" varchar(200),
	"sport" varchar(50),
	"tournament" varchar(200),
	"home_team" varchar(200),
	"away_team" varchar(200),
	"event_scheduled_time" timestamp with time zone,
	"bet_type" varchar(10) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"odds" numeric(8, 2) NOT NULL,
	"potential_winnings" numeric(12, 2) NOT NULL,
	"actual_winnings" numeric(12, 2),
	"status" "bet_status" DEFAULT 'pending' NOT NULL,
	"idempotency_key" varchar(255),
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_amount_positive" CHECK ("bets"."amount" > 0),
	CONSTRAINT "bets_odds_check" CHECK ("bets"."odds" >= 1.01),
	CONSTRAINT "bets_bet_type_check" CHECK ("bets"."bet_type" in ('win', 'place', 'show', 'home', 'draw', 'away')),
	CONSTRAINT "bets_one_target" CHECK (("bets"."race_entry_id" is not null and "bets"."race_id" is not null and "bets"."sport_event_id" is null)
        or ("bets"."sport_event_id" is not null and "bets"."sport_bet_type" is not null and "bets"."race_entry_id" is null))
);
--> statement-breakpoint
CREATE TABLE "dams" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"name" varchar(200) NOT NULL,
	"region" varchar(20),
	"progeny_count" integer DEFAULT 0 NOT NULL,
	"progeny_wins" integer DEFAULT 0 NOT NULL,
	"progeny_earnings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "dams_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "horses" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"name" varchar(200) NOT NULL,
	"date_of_birth" date,
	"age" integer,
	"sex" varchar(20),
	"sex_code" varchar(2),
	"colour" varchar(30),
	"region" varchar(20),
	"breeder" varchar(200),
	"weight" integer,
	"form" varchar(50),
	"last_run" integer,
	"official_rating" integer,
	"rpr" integer,
	"tsr" integer,
	"headgear" varchar(20),
	"wind_surgery" varchar(20),
	"wind_surgery_run" varchar(20),
	"trainer_id" integer,
	"owner_id" integer,
	"sire_id" integer,
	"dam_id" integer,
	"damsire_id" integer,
	"total_races" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"shows" integer DEFAULT 0 NOT NULL,
	"earnings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "horses_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "jockeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"name" varchar(200) NOT NULL,
	"region" varchar(20),
	"weight" integer,
	"claim_lbs" integer DEFAULT 0 NOT NULL,
	"silk_url" text,
	"total_races" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"shows" integer DEFAULT 0 NOT NULL,
	"earnings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"win_percentage" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "jockeys_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"name" varchar(200) NOT NULL,
	"region" varchar(20),
	"total_races" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"shows" integer DEFAULT 0 NOT NULL,
	"earnings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"win_percentage" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "owners_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "race_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"horse_id" integer NOT NULL,
	"jockey_id" integer,
	"post_position" integer,
	"morning_line_odds" numeric(8, 2),
	"current_odds" numeric(8, 2),
	"finish_position" integer,
	"finish_time" numeric(8, 3),
	"scratched" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "race_entries_morning_line_check" CHECK ("race_entries"."morning_line_odds" is null or "race_entries"."morning_line_odds" >= 1.01),
	CONSTRAINT "race_entries_current_odds_check" CHECK ("race_entries"."current_odds" is null or "race_entries"."current_odds" >= 1.01),
	CONSTRAINT "race_entries_finish_position_check" CHECK ("race_entries"."finish_position" is null or "race_entries"."finish_position" >= 1)
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"horse_id" integer NOT NULL,
	"jockey_id" integer,
	"trainer_id" integer,
	"owner_id" integer,
	"position" integer,
	"starting_price" varchar(20),
	"starting_price_decimal" numeric(8, 2),
	"draw" integer,
	"beaten_by_lengths" numeric(6, 2),
	"overall_beaten_by" numeric(6, 2),
	"time_taken" varchar(20),
	"official_rating" integer,
	"rpr" integer,
	"tsr" integer,
	"prize_won" numeric(12, 2),
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" serial PRIMARY KEY NOT NULL,
	"racetrack_id" integer NOT NULL,
	"external_id" varchar(100),
	"name" varchar(300) NOT NULL,
	"distance" integer,
	"distance_f" numeric(5, 1),
	"category" varchar(100),
	"pattern" varchar(50),
	"race_class" varchar(50),
	"type" varchar(50),
	"age_band" varchar(50),
	"rating_band" varchar(50),
	"prize" varchar(50),
	"field_size" integer,
	"going" varchar(50),
	"surface" varchar(50),
	"scheduled_time" timestamp with time zone NOT NULL,
	"off_time" varchar(10),
	"off_dt" timestamp with time zone,
	"status" "race_status" DEFAULT 'scheduled' NOT NULL,
	"actual_start_time" timestamp with time zone,
	"actual_end_time" timestamp with time zone,
	"winner_id" integer,
	"live_stream_url" text,
	"replay_video_url" text,
	"video_provider" varchar(50),
	"video_thumbnail" text,
	"embed_video_url" text,
	"embed_video_code" text,
	"is_embeddable" boolean DEFAULT false NOT NULL,
	"has_live_stream" boolean DEFAULT false NOT NULL,
	"has_replay" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "races_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "racetracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"name" varchar(200) NOT NULL,
	"location" varchar(200),
	"country" varchar(100),
	"region_id" integer,
	"surface" varchar(50),
	CONSTRAINT "racetracks_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "regions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(128) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sires" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"name" varchar(200) NOT NULL,
	"region" varchar(20),
	"progeny_count" integer DEFAULT 0 NOT NULL,
	"progeny_wins" integer DEFAULT 0 NOT NULL,
	"progeny_earnings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "sires_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"setting_key" varchar(100) NOT NULL,
	"setting_value" text,
	"setting_type" varchar(20) DEFAULT 'text' NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_setting_key_unique" UNIQUE("setting_key")
);
--> statement-breakpoint
CREATE TABLE "slider_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(300),
	"link_url" text,
	"locale" varchar(2) DEFAULT 'es' NOT NULL,
	"order_index" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slider_images_locale_check" CHECK ("slider_images"."locale" in ('es', 'en')),
	CONSTRAINT "slider_images_order_index_check" CHECK ("slider_images"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"sport" varchar(50) NOT NULL,
	"tournament" varchar(200),
	"home_team" varchar(200) NOT NULL,
	"away_team" varchar(200) NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"status" "sport_event_status" DEFAULT 'scheduled' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"odds" jsonb,
	"country" varchar(100),
	"venue" varchar(200),
	"city" varchar(100),
	"actual_start_time" timestamp with time zone,
	"actual_end_time" timestamp with time zone,
	"details" jsonb,
	"recent_form" jsonb,
	"head_to_head" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sport_events_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_id" varchar(100),
	"name" varchar(200) NOT NULL,
	"region" varchar(20),
	"total_races" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"places" integer DEFAULT 0 NOT NULL,
	"shows" integer DEFAULT 0 NOT NULL,
	"earnings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"win_percentage" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "trainers_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"push_notifications" boolean DEFAULT true NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"theme" varchar(20) DEFAULT 'light' NOT NULL,
	"timezone" varchar(64) DEFAULT 'America/Mexico_City' NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"password" text NOT NULL,
	"username" varchar(255) NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" text,
	"balance" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"preferred_language" varchar(2) DEFAULT 'es' NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"status" "user_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_balance_non_negative" CHECK ("users"."balance" >= 0),
	CONSTRAINT "users_preferred_language_check" CHECK ("users"."preferred_language" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_related_bet_id_bets_id_fk" FOREIGN KEY ("related_bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_race_entry_id_race_entries_id_fk" FOREIGN KEY ("race_entry_id") REFERENCES "public"."race_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_sport_event_id_sport_events_id_fk" FOREIGN KEY ("sport_event_id") REFERENCES "public"."sport_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_sire_id_sires_id_fk" FOREIGN KEY ("sire_id") REFERENCES "public"."sires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_dam_id_dams_id_fk" FOREIGN KEY ("dam_id") REFERENCES "public"."dams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horses" ADD CONSTRAINT "horses_damsire_id_sires_id_fk" FOREIGN KEY ("damsire_id") REFERENCES "public"."sires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_entries" ADD CONSTRAINT "race_entries_jockey_id_jockeys_id_fk" FOREIGN KEY ("jockey_id") REFERENCES "public"."jockeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_horse_id_horses_id_fk" FOREIGN KEY ("horse_id") REFERENCES "public"."horses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_jockey_id_jockeys_id_fk" FOREIGN KEY ("jockey_id") REFERENCES "public"."jockeys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_racetrack_id_racetracks_id_fk" FOREIGN KEY ("racetrack_id") REFERENCES "public"."racetracks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_winner_id_horses_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."horses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "racetracks" ADD CONSTRAINT "racetracks_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_transactions_user_idx" ON "balance_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_transactions_settlement_once" ON "balance_transactions" USING btree ("related_bet_id") WHERE "balance_transactions"."type" in ('winnings', 'refund');--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idempotency_key" ON "bets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_user_placed_idx" ON "bets" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_race_status_idx" ON "bets" USING btree ("race_id","status");--> statement-breakpoint
CREATE INDEX "bets_sport_event_status_idx" ON "bets" USING btree ("sport_event_id","status");--> statement-breakpoint
CREATE INDEX "horses_trainer_idx" ON "horses" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "login_attempts_key_time_idx" ON "login_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "race_entries_race_horse_key" ON "race_entries" USING btree ("race_id","horse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "race_results_race_horse_key" ON "race_results" USING btree ("race_id","horse_id");--> statement-breakpoint
CREATE INDEX "races_status_time_idx" ON "races" USING btree ("status","scheduled_time");--> statement-breakpoint
CREATE INDEX "races_racetrack_idx" ON "races" USING btree ("racetrack_id");--> statement-breakpoint
CREATE INDEX "racetracks_country_idx" ON "racetracks" USING btree ("country");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "slider_images_active_order_idx" ON "slider_images" USING btree ("is_active","order_index");--> statement-breakpoint
CREATE INDEX "sport_events_status_time_idx" ON "sport_events" USING btree ("status","scheduled_time");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("status","created_at");