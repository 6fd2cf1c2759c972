CREATE TABLE "stored_files" (
	"path" varchar(255) PRIMARY KEY NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
