ALTER TABLE "customers" ALTER COLUMN "sex" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "sex" DROP NOT NULL;