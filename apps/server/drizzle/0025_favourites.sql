CREATE TABLE "favourite_washers" (
	"owner_id" text NOT NULL,
	"washer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_washers_owner_id_washer_id_pk" PRIMARY KEY("owner_id","washer_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_washers" ADD CONSTRAINT "favourite_washers_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_washers" ADD CONSTRAINT "favourite_washers_washer_id_user_id_fk" FOREIGN KEY ("washer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_washers_washer_idx" ON "favourite_washers" USING btree ("washer_id");