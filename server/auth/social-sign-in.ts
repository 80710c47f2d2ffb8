import { and, eq } from "drizzle-orm";
import { ACCOUNT_SCOPES } from "#core/account/permissions.ts";
import type { Locale } from "#core/i18n/locales.ts";
import { identities, users } from "#server/db/schema.ts";
import { authErrors } from "./auth-error.ts";
import { validEmail } from "./auth-input.ts";
import type { AuthDeps, ClientInfo, SignedIn } from "./auth-types.ts";
import { issueToken } from "./token-store.ts";
import { findUserByEmail } from "./user-by-email.ts";
import { toUserJson, type UserRow } from "./user-json.ts";

/** A provider's profile of the reader (social-provider.ts). */
export type SocialProfile = {
  provider: string;
  subject: string;
  email?: string | null;
  name?: string | null;
  photo?: string | null;
  about?: string | null;
};

/** Links a social profile to an account by e-mail (creating one when none exists) and signs in. */
export async function signInWithProfile(
  deps: AuthDeps,
  profile: SocialProfile,
  client: ClientInfo,
  locale: Locale,
): Promise<SignedIn> {
  const { db, settings } = deps;
  const [linked] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(
      and(
        eq(identities.siteId, settings.siteId),
        eq(identities.provider, profile.provider),
        eq(identities.subject, profile.subject),
      ),
    )
    .limit(1);
  let row: UserRow | undefined = linked?.user;
  if (!row) {
    if (!profile.email) throw authErrors.socialNoEmail();
    const email = validEmail(profile.email);
    row = await findUserByEmail(db, settings.siteId, email);
    if (!row) {
      const [created] = await db
        .insert(users)
        .values({
          siteId: settings.siteId,
          email,
          provider: profile.provider,
          name: profile.name ?? null,
          photo: profile.photo ?? null,
          about: profile.about ?? null,
          locale,
          scopes: [...ACCOUNT_SCOPES],
        })
        .onConflictDoNothing()
        .returning();
      row = created ?? (await findUserByEmail(db, settings.siteId, email));
    }
    if (!row) throw authErrors.socialNoEmail();
    await db
      .insert(identities)
      .values({
        userId: row.id,
        siteId: settings.siteId,
        provider: profile.provider,
        subject: profile.subject,
        email,
      })
      .onConflictDoNothing();
  }
  const issued = await issueToken(db, row.id, client);
  return { user: toUserJson(row), issued };
}
