ALTER TABLE "operator_invites" DROP CONSTRAINT "operator_invites_invited_by_operators_id_fk";
--> statement-breakpoint
ALTER TABLE "operator_invites" ADD CONSTRAINT "operator_invites_invited_by_operators_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;