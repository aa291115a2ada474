CREATE TABLE "appointment_completions" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before_key" text,
	"before_thumb_key" text,
	"after_key" text,
	"after_thumb_key" text,
	"portfolio_consent" boolean DEFAULT false NOT NULL,
	"gallery_item_id" uuid,
	CONSTRAINT "appointment_completions_before_check" CHECK (("appointment_completions"."before_key" is null) = ("appointment_completions"."before_thumb_key" is null)),
	CONSTRAINT "appointment_completions_after_check" CHECK (("appointment_completions"."after_key" is null) = ("appointment_completions"."after_thumb_key" is null))
);
--> statement-breakpoint
ALTER TABLE "appointment_completions" ADD CONSTRAINT "appointment_completions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_completions" ADD CONSTRAINT "appointment_completions_gallery_item_id_gallery_items_id_fk" FOREIGN KEY ("gallery_item_id") REFERENCES "public"."gallery_items"("id") ON DELETE set null ON UPDATE no action;