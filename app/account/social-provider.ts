/** A configured social sign-in (spec §4 "Social login"): its name and where the login starts. */
export type SocialProvider = { id: string; name: string; url: string };
