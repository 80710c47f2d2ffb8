-- Spec §6: likes need an account, checked as the account's "like" scope (core/permissions.ts).
-- Accounts made before this had no scopes; each is given the one every new account gets.
UPDATE "users" SET "scopes" = "scopes" || '["like"]'::jsonb WHERE NOT ("scopes" ? 'like');
