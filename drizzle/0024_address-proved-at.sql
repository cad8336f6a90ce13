-- Second security review, finding 2 (decision 11): an address is proved when its owner chooses the
-- password through a link mailed to it; ADMIN_EMAILS rights come only at a sign-in after that. An
-- account verified before this column existed has no such proof (its link only marked the address
-- verified, whoever had set the password); its owner gives it by resetting the password.
ALTER TABLE "users" ADD COLUMN "address_proved_at" timestamp with time zone;
