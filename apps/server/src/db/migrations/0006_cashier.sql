-- The cashier: payment methods, players' deposit and withdrawal requests, and the
-- ledger type that gives a withdrawal back. A request's ledger rows point at it; the unique index lets
-- each request move money at most once each way, whatever decides it twice.
CREATE TYPE "public"."cashier_request_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."cashier_request_type" AS ENUM('deposit', 'withdrawal');--> statement-breakpoint
CREATE TYPE "public"."payment_method_kind" AS ENUM('deposit', 'withdrawal', 'both');--> statement-breakpoint
ALTER TYPE "public"."balance_transaction_type" ADD VALUE 'withdrawal_reversal';--> statement-breakpoint
CREATE TABLE "cashier_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "cashier_request_type" NOT NULL,
	"status" "cashier_request_status" DEFAULT 'pending' NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method_id" integer NOT NULL,
	"reference" varchar(100),
	"destination" varchar(100),
	"code" varchar(16) NOT NULL,
	"receipt" "bytea",
	"receipt_type" varchar(40),
	"note" varchar(500),
	"reason" varchar(500),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"idempotency_key" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashier_requests_amount_positive" CHECK ("cashier_requests"."amount" > 0),
	CONSTRAINT "cashier_requests_decided" CHECK (("cashier_requests"."status" = 'pending') = ("cashier_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" "payment_method_kind" NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"min_amount" numeric(12, 2) NOT NULL,
	"max_amount" numeric(12, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"destination_format" varchar(20) DEFAULT 'text' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_bounds" CHECK ("payment_methods"."min_amount" > 0 and "payment_methods"."min_amount" <= "payment_methods"."max_amount"),
	CONSTRAINT "payment_methods_destination_format" CHECK ("payment_methods"."destination_format" in ('text', 'clabe', 'crypto_address'))
);
--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD COLUMN "related_cashier_request_id" integer;--> statement-breakpoint
ALTER TABLE "cashier_requests" ADD CONSTRAINT "cashier_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_requests" ADD CONSTRAINT "cashier_requests_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashier_requests" ADD CONSTRAINT "cashier_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_requests_code" ON "cashier_requests" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_requests_user_idempotency_key" ON "cashier_requests" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cashier_requests_user_idx" ON "cashier_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cashier_requests_pending_idx" ON "cashier_requests" USING btree ("created_at") WHERE "cashier_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_related_cashier_request_id_cashier_requests_id_fk" FOREIGN KEY ("related_cashier_request_id") REFERENCES "public"."cashier_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_transactions_cashier_once" ON "balance_transactions" USING btree ("related_cashier_request_id","type") WHERE "balance_transactions"."related_cashier_request_id" is not null;
