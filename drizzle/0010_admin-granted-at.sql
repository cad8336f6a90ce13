ALTER TABLE "users" ADD COLUMN "admin_granted_at" timestamp with time zone;--> statement-breakpoint
-- Today's admins were granted their rights before this column existed: a later demotion sticks.
UPDATE "users" SET "admin_granted_at" = "updated_at" WHERE "role" = 'admin';
