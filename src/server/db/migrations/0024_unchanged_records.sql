-- A feed's records that would change nothing are left alone and counted (issue #33).
ALTER TABLE "import_jobs" ADD COLUMN "unchanged" integer NOT NULL DEFAULT 0;
