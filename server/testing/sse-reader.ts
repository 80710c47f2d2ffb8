/** A Server-Sent Events message as a test reads it. */
export type SseMessage = { event?: string; data?: string; comment?: string };

/**
 * Reads a text/event-stream body message by message, for stream tests: `next()` waits for the
 * next message (or comment line), `close()` cancels the body as a leaving browser does.
 */
export function readSse(response: Response) {
  if (!response.body) throw new Error("the response has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pending: SseMessage[] = [];

  function parseBlock(block: string) {
    const message: SseMessage = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) message.comment = line.slice(1).trim();
      else if (line.startsWith("event:")) message.event = line.slice(6).trim();
      else if (line.startsWith("data:"))
        message.data = (message.data ? `${message.data}\n` : "") + line.slice(5).trim();
    }
    pending.push(message);
  }

  return {
    async next(): Promise<SseMessage> {
      while (pending.length === 0) {
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
      return pending.shift() as SseMessage;
    },
    /** The next message that is not a heartbeat comment. */
    async nextEvent(): Promise<SseMessage> {
      for (;;) {
        const message = await this.next();
        if (message.event) return message;
      }
    },
    close: () => reader.cancel(),
  };
}
