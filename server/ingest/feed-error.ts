/** A document that is not a feed we can read, with the reason in its message. */
export class FeedError extends Error {
  override name = "FeedError";
}
