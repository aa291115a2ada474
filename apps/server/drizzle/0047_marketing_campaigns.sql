CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"audience" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cursor" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaigns_topic_check" CHECK ("campaigns"."topic" in ('newsletter', 'promotion', 'special-offer', 'partner-offer', 'event-invite')),
	CONSTRAINT "campaigns_audience_check" CHECK ("campaigns"."audience" in ('everyone', 'owners', 'washers'))
);
--> statement-breakpoint
ALTER TABLE "dev_outbox" ADD COLUMN "list_unsubscribe" text;