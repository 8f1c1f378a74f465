import type { Kysely } from "kysely";
import { bytesType, flag, notNull, sqlIn, sqlPositive, sqlRef, withSerialId } from "./helpers";

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("countries")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name_en", "text", notNull)
    .addColumn("name_fi", "text", notNull)
    .execute();

  await db.schema
    .createTable("capabilities")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", notNull)
    .addColumn("name_fi", "text", notNull)
    .execute();

  await db.schema
    .createTable("companies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", notNull)
    .addColumn("website", "text")
    .addColumn("partner_type", "text", (c) =>
      c.notNull().check(sqlIn("partner_type", ["company", "freelancer"])),
    )
    .addColumn("country_code", "text", (c) => c.references("countries.code"))
    .addColumn("business_id", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("phone_number", "text")
    .addColumn("job_title", "text")
    .addColumn("password_hash", "text")
    .addColumn("email_verified_at", "text")
    .addColumn("disabled_at", "text")
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("partner")
        .check(sqlIn("role", ["partner", "staff"])),
    )
    .addColumn("company_id", "text", (c) => c.references("companies.id").onDelete("cascade"))
    .addColumn("is_contact_person", "integer", flag)
    .addColumn("marketing_consent", "integer", flag)
    .addColumn("subscribe_to_gigsletter", "integer", flag)
    .addColumn("terms_accepted_at", "text")
    .addColumn("terms_version", "text")
    .addColumn("registered_at", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema.createIndex("users_company_idx").on("users").column("company_id").execute();
  // At most one contact person per company, enforced by the database on both engines.
  await db.schema
    .createIndex("users_one_contact_person_idx")
    .on("users")
    .column("company_id")
    .unique()
    .where(sqlRef("is_contact_person"), "=", 1)
    .execute();

  await db.schema
    .createTable("registration_drafts")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("data", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();

  await db.schema
    .createTable("identities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", notNull)
    .addColumn("subject", "text", notNull)
    .addColumn("email", "text")
    .addColumn("created_at", "text", notNull)
    .addUniqueConstraint("identities_provider_subject_key", ["provider", "subject"])
    .execute();
  await db.schema.createIndex("identities_user_idx").on("identities").column("user_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("last_seen_at", "text", notNull)
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("one_time_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("purpose", "text", (c) =>
      c.notNull().check(sqlIn("purpose", ["verify-email", "reset-password"])),
    )
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("data", "text")
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("one_time_tokens_user_idx")
    .on("one_time_tokens")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("company_capabilities")
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("capability_id", "integer", (c) => c.notNull().references("capabilities.id"))
    .addPrimaryKeyConstraint("company_capabilities_pkey", ["company_id", "capability_id"])
    .execute();

  await db.schema
    .createTable("experts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", notNull)
    .addColumn("role", "text")
    .addColumn("sales_pitch", "text")
    .addColumn("cv_data", bytesType(db))
    .addColumn("cv_filename", "text")
    .addColumn("cv_mimetype", "text")
    .addColumn("cv_size", "integer")
    .addColumn("cv_added_at", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema.createIndex("experts_company_idx").on("experts").column("company_id").execute();

  await withSerialId(db, db.schema.createTable("gigs"))
    .addColumn("slug", "text", notNull)
    .addColumn("title", "text", notNull)
    .addColumn("description", "text", notNull)
    .addColumn("duration", "text", notNull)
    .addColumn("required_skills", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("nice_to_have_skills", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("locations", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("onsite", "text", (c) =>
      c.notNull().check(sqlIn("onsite", ["onsite", "remote", "hybrid"])),
    )
    .addColumn("min_experience_years", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rate_min", "integer", notNull)
    .addColumn("rate_max", "integer", notNull)
    .addColumn("start_date", "text", notNull)
    .addColumn("customer_offer_deadline", "text", notNull)
    .addColumn("offer_deadline", "text", notNull)
    .addColumn("language", "text", notNull)
    .addColumn("allocation", "integer", notNull)
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .check(
          sqlIn("status", [
            "accepting-proposals",
            "offer-in-progress",
            "waiting",
            "resolved",
            "won",
            "lost",
          ]),
        ),
    )
    .addColumn("contact_name", "text", notNull)
    .addColumn("contact_email", "text", notNull)
    .addColumn("contact_phone", "text", notNull)
    .addColumn("published_at", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("gigs_status_deadline_idx")
    .on("gigs")
    .columns(["status", "offer_deadline"])
    .execute();
  await db.schema.createIndex("gigs_published_idx").on("gigs").column("published_at").execute();

  await db.schema
    .createTable("candidates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("gig_id", "integer", (c) => c.notNull().references("gigs.id").onDelete("cascade"))
    .addColumn("expert_id", "text", (c) => c.notNull().references("experts.id").onDelete("cascade"))
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().check(sqlIn("status", ["REVIEW", "OFFERED", "ACCEPTED", "DECLINED"])),
    )
    .addColumn("stage", "text", notNull)
    .addColumn("rate", "integer", (c) => c.notNull().check(sqlPositive("rate")))
    .addColumn("additional_description", "text")
    .addColumn("contact_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decline_reason", "text")
    .addColumn("feedback", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addUniqueConstraint("candidates_gig_expert_key", ["gig_id", "expert_id"])
    .execute();
  await db.schema
    .createIndex("candidates_company_idx")
    .on("candidates")
    .column("company_id")
    .execute();
  await db.schema
    .createIndex("candidates_expert_idx")
    .on("candidates")
    .column("expert_id")
    .execute();

  await db.schema
    .createTable("invites")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_id", "text", (c) =>
      c.notNull().references("companies.id").onDelete("cascade"),
    )
    .addColumn("email", "text", notNull)
    .addColumn("message", "text")
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("sent_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("consumed_at", "text")
    .addColumn("consumed_by_user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("deleted_at", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("invites_company_idx")
    .on("invites")
    .columns(["company_id", "email"])
    .execute();

  await db.schema
    .createTable("newsletter_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("subscribed_at", "text", notNull)
    .addColumn("unsubscribed_at", "text")
    .execute();

  await withSerialId(db, db.schema.createTable("posts"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("title", "text", notNull)
    .addColumn("category", "text", notNull)
    .addColumn("lead", "text", notNull)
    .addColumn("body", "text", notNull)
    .addColumn("published_at", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("posts_category_idx")
    .on("posts")
    .columns(["category", "published_at"])
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", notNull)
    .addColumn("window_started_at", "text", notNull)
    .execute();

  await withSerialId(db, db.schema.createTable("audit_events"))
    .addColumn("at", "text", notNull)
    .addColumn("actor_user_id", "text")
    .addColumn("company_id", "text")
    .addColumn("action", "text", notNull)
    .addColumn("subject_type", "text")
    .addColumn("subject_id", "text")
    .addColumn("data", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema
    .createIndex("audit_events_company_idx")
    .on("audit_events")
    .columns(["company_id", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    "audit_events",
    "rate_limits",
    "posts",
    "newsletter_subscriptions",
    "invites",
    "candidates",
    "gigs",
    "experts",
    "company_capabilities",
    "one_time_tokens",
    "sessions",
    "identities",
    "registration_drafts",
    "users",
    "companies",
    "capabilities",
    "countries",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
