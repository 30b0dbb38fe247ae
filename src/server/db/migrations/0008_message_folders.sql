CREATE TYPE "public"."message_folder" AS ENUM('inbox', 'archive', 'spam');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "folder" "message_folder" DEFAULT 'inbox' NOT NULL;