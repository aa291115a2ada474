CREATE TABLE "local_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"delivered_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "local_payment_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "local_payment_events_due_idx" ON "local_payment_events" USING btree ("next_attempt_at") WHERE "local_payment_events"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "local_payment_events_created_at_idx" ON "local_payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "local_payment_objects_type_created_at_idx" ON "local_payment_objects" USING btree ("type","created_at");