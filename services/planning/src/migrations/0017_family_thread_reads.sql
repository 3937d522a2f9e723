CREATE TABLE "planning"."family_thread_reads" (
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "family_thread_reads_family_id_user_id_pk" PRIMARY KEY("family_id","user_id")
);
