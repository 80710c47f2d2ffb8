import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import type { UserRow } from "./user-json.ts";

/** The site's account of an e-mail, whatever its case. */
export async function findUserByEmail(
  db: Database,
  siteId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row;
}
