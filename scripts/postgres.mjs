// Where the PostgreSQL test leg and the smoke test find a server, and whether one answers.
import pg from 'pg';

export function testDatabaseUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export async function postgresAnswers(url = testDatabaseUrl()) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
