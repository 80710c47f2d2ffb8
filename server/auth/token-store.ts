import { and, desc, eq, gt, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { authTokens, users } from "#server/db/schema.ts";
import { randomSecret, safeEqual, sha256 } from "./secrets.ts";
import type { UserRow } from "./user-json.ts";

/** Tokens live two weeks (devise_token_auth's default). */
export const TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** At most this many signed-in clients per user; signing in on an 11th drops the least recently used. */
export const MAX_CLIENTS_PER_USER = 10;
/** With rotation on, the previous token is still accepted this long (a batch of parallel requests). */
export const ROTATION_BUFFER_MS = 5_000;

export type TokenKind = "devise" | "session";
export type TokenRow = typeof authTokens.$inferSelect;

/** A token as the client receives it, once: only its hash is stored. */
export type IssuedToken = { client: string; token: string; expiresAt: Date; kind: TokenKind };

/** Signs a client in: a new token for `client` (replacing its old one), then trims to ten clients. */
export async function issueToken(
  db: Database,
  userId: number,
  options: { kind: TokenKind; client?: string; deviceToken?: string | null; now?: Date },
): Promise<IssuedToken> {
  const now = options.now ?? new Date();
  const client = options.client ?? randomSecret(16);
  const token = randomSecret();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const values = {
    userId,
    client,
    tokenHash: sha256(token),
    previousTokenHash: null,
    rotatedAt: null,
    kind: options.kind,
    deviceToken: options.deviceToken ?? null,
    expiresAt,
    lastUsedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(authTokens)
      .values(values)
      .onConflictDoUpdate({ target: [authTokens.userId, authTokens.client], set: values });
    const keep = tx
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.userId, userId))
      .orderBy(desc(authTokens.lastUsedAt), desc(authTokens.id))
      .limit(MAX_CLIENTS_PER_USER);
    await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), notInArray(authTokens.id, keep)));
  });
  return { client, token, expiresAt, kind: options.kind };
}

export type Authenticated = { user: UserRow; token: TokenRow; viaPrevious: boolean };

/** The user of a bearer or session-cookie token (the token alone names the client). */
export async function findByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Authenticated | null> {
  const hash = sha256(token);
  const buffer = new Date(now.getTime() - ROTATION_BUFFER_MS);
  const [found] = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        gt(authTokens.expiresAt, now),
        or(
          eq(authTokens.tokenHash, hash),
          and(eq(authTokens.previousTokenHash, hash), gt(authTokens.rotatedAt, buffer)),
        ),
      ),
    )
    .limit(1);
  if (!found) return null;
  return { ...found, viaPrevious: found.token.tokenHash !== hash };
}

/**
 * The user of devise_token_auth headers: uid (the e-mail) and client name the row, the token is
 * compared with its hash in constant time; the previous token counts within the rotation buffer.
 */
export async function findByDeviseHeaders(
  db: Database,
  siteId: number,
  headers: { uid: string; client: string; accessToken: string },
  now = new Date(),
): Promise<Authenticated | null> {
  const [found] = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(users.siteId, siteId),
        sql`lower(${users.email}) = ${headers.uid.toLowerCase()}`,
        eq(authTokens.client, headers.client),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!found) return null;
  const hash = sha256(headers.accessToken);
  if (safeEqual(hash, found.token.tokenHash)) return { ...found, viaPrevious: false };
  const inBuffer =
    found.token.rotatedAt && found.token.rotatedAt.getTime() > now.getTime() - ROTATION_BUFFER_MS;
  if (inBuffer && safeEqual(hash, found.token.previousTokenHash)) return { ...found, viaPrevious: true };
  return null;
}

/**
 * Rotation (setting ICARO_TOKEN_ROTATION): a new token for the client, the old one kept for the
 * buffer. Within the buffer of the last rotation nothing changes (null), as devise_token_auth does
 * for batch requests, so parallel requests do not invalidate each other.
 */
export async function rotateToken(
  db: Database,
  row: TokenRow,
  now = new Date(),
): Promise<IssuedToken | null> {
  if (row.rotatedAt && row.rotatedAt.getTime() > now.getTime() - ROTATION_BUFFER_MS) return null;
  const token = randomSecret();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const updated = await db
    .update(authTokens)
    .set({
      previousTokenHash: row.tokenHash,
      tokenHash: sha256(token),
      rotatedAt: now,
      expiresAt,
      lastUsedAt: now,
    })
    // Only if nobody rotated it meanwhile: a parallel request keeps the first rotation.
    .where(and(eq(authTokens.id, row.id), eq(authTokens.tokenHash, row.tokenHash)))
    .returning({ id: authTokens.id });
  if (updated.length === 0) return null;
  return { client: row.client, token, expiresAt, kind: row.kind as TokenKind };
}

/** Records use, at most once a minute per client, so reads do not each write. */
export async function touchToken(db: Database, row: TokenRow, now = new Date()): Promise<void> {
  if (now.getTime() - row.lastUsedAt.getTime() < 60_000) return;
  await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.id));
}

export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Database, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}
