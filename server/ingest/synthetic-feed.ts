/**
 * A generated RSS 2.0 feed of any size, for the 700-item and 10k-item tests and the ingestion
 * benchmark: varied titles, dates an hour apart, a photo, a category and a body of about
 * `bodyBytes` bytes per item.
 */
export function syntheticFeed(options: {
  items: number;
  bodyBytes?: number;
  /** Prefix of guids and links, so two feeds can share or not share items. */
  prefix?: string;
  start?: Date;
}): Uint8Array {
  const { items, bodyBytes = 400, prefix = "item", start = new Date("2024-03-01T12:00:00Z") } = options;
  const categories = ["Sport", "Technology", "Música", "Cultura", "World news", "Esportes", "Moda", "TV"];
  const paragraph =
    "<p>Reporters followed the story through the day, talking to residents, officials and experts about what comes next.</p>";
  const body = paragraph.repeat(Math.max(1, Math.ceil(bodyBytes / paragraph.length)));
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>',
    "<title>Synthetic Daily</title><link>https://synthetic.example/</link><language>en-us</language>",
  ];
  for (let i = 0; i < items; i++) {
    const date = new Date(start.getTime() - i * 3_600_000).toUTCString();
    parts.push(
      `<item><title>Story number ${i} about the city council</title>`,
      `<link>https://synthetic.example/news/${prefix}-${i}</link><guid>${prefix}-${i}</guid>`,
      `<pubDate>${date}</pubDate><category>${categories[i % categories.length]}</category>`,
      `<media:content url="https://img.synthetic.example/${prefix}-${i}.jpg" medium="image"/>`,
      `<description><![CDATA[${body}]]></description></item>\n`,
    );
  }
  parts.push("</channel></rss>\n");
  return new TextEncoder().encode(parts.join(""));
}
