CREATE TABLE "proof_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"angle" text,
	"key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_photos_angle_check" CHECK (("proof_photos"."kind" = 'walkaround' and "proof_photos"."angle" in ('front', 'right', 'back', 'left')) or ("proof_photos"."kind" = 'after' and "proof_photos"."angle" is null))
);
--> statement-breakpoint
ALTER TABLE "proof_photos" ADD CONSTRAINT "proof_photos_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_photos_appointment_idx" ON "proof_photos" USING btree ("appointment_id","taken_at");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_photos_angle_idx" ON "proof_photos" USING btree ("appointment_id","angle") WHERE "proof_photos"."kind" = 'walkaround';