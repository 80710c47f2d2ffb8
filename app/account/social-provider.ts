/** A configured social sign-in (docs/behaviour/accounts.md#social-login): its name and where the login starts. */
export type SocialProvider = { id: string; name: string; url: string };
