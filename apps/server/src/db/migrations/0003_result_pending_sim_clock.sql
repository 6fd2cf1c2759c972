ALTER TYPE "public"."race_status" ADD VALUE 'result_pending' BEFORE 'finished';--> statement-breakpoint
ALTER TYPE "public"."sport_event_status" ADD VALUE 'result_pending' BEFORE 'finished';--> statement-breakpoint
CREATE TABLE "simulator_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sim_time" timestamp with time zone NOT NULL,
	"real_time" timestamp with time zone NOT NULL,
	"speed" double precision NOT NULL,
	CONSTRAINT "simulator_clock_single_row_check" CHECK ("simulator_clock"."id" = 1)
);
