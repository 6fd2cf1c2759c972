ALTER TABLE "payment_methods" ADD COLUMN "name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "instructions_en" text;