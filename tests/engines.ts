/** The database engines the tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL names one. */
export const testEngines = process.env.TEST_DATABASE_URL?.startsWith("postgres")
  ? ["sqlite", "postgres"]
  : ["sqlite"];
