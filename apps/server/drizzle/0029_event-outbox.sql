CREATE TABLE "event_deliveries" (
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_event_id_key_pk" PRIMARY KEY("event_id","key")
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_event_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_outbox_due_idx" ON "event_outbox" USING btree ("available_at") WHERE "event_outbox"."delivered_at" is null and "event_outbox"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "event_outbox_delivered_idx" ON "event_outbox" USING btree ("delivered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_outbox_idempotency_key_idx" ON "dev_outbox" USING btree ("idempotency_key");