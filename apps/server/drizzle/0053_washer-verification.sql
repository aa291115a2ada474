CREATE TABLE "verification_documents" (
	"washer_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_documents_washer_id_kind_pk" PRIMARY KEY("washer_id","kind"),
	CONSTRAINT "verification_documents_kind_check" CHECK ("verification_documents"."kind" in ('id-document', 'insurance-certificate'))
);
--> statement-breakpoint
CREATE TABLE "washer_verifications" (
	"washer_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"insurance_expires_on" date,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"reason" text,
	"approved_at" timestamp with time zone,
	"expiry_told_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "washer_verifications_status_check" CHECK ("washer_verifications"."status" in ('draft', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washer_verifications" ADD CONSTRAINT "washer_verifications_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "washer_verifications_pending_idx" ON "washer_verifications" USING btree ("submitted_at") WHERE "washer_verifications"."status" = 'pending';--> statement-breakpoint
-- Whether a washer is verified shows on their search card and, with REQUIRE_VERIFIED_WASHERS, decides
-- whether they are found at all: every instance's search hears of each change (0028).
CREATE TRIGGER "washer_verifications_search_insert" AFTER INSERT ON "washer_verifications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "note_search_changes_by_washer"();
--> statement-breakpoint
CREATE TRIGGER "washer_verifications_search_update" AFTER UPDATE ON "washer_verifications"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "note_search_changes_by_washer"();
--> statement-breakpoint
CREATE TRIGGER "washer_verifications_search_delete" AFTER DELETE ON "washer_verifications"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "note_search_changes_by_washer"();
--> statement-breakpoint
CREATE TRIGGER "washer_verifications_search_truncate" AFTER TRUNCATE ON "washer_verifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_search_reset"();
