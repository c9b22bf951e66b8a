-- Mail kept by the old dev mailbox moves into the outbox as held mail (staff-only from now on).
INSERT INTO "outbox" ("channel", "to", "from", "subject", "text", "html", "status", "created_at")
SELECT CASE WHEN "subject" = 'SMS' THEN 'sms' ELSE 'mail' END, "to", "from", "subject", "text", "html", 'held', "created_at"
FROM "dev_mailbox" ORDER BY "id";
--> statement-breakpoint
DROP TABLE "dev_mailbox" CASCADE;
