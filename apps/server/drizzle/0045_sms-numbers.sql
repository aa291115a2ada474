CREATE TABLE "dev_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_appointment_texts" (
	"user_id" text NOT NULL,
	"appointment_id" text NOT NULL,
	"slot" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_appointment_texts_user_id_appointment_id_slot_pk" PRIMARY KEY("user_id","appointment_id","slot")
);
--> statement-breakpoint
CREATE TABLE "sms_numbers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_appointment_texts" ADD CONSTRAINT "sms_appointment_texts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_numbers" ADD CONSTRAINT "sms_numbers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_texts_email_created_at_idx" ON "dev_texts" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_texts_idempotency_key_idx" ON "dev_texts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sms_numbers_phone_idx" ON "sms_numbers" USING btree ("phone");