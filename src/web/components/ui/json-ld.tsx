/** Serialises structured data safely for a <script> element: `<` can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function JsonLd({ data, id }: { data: unknown; id?: string }) {
  // The text is escaped by jsonLdText; this is the standard way to embed JSON-LD.
  return <script type="application/ld+json" data-testid={id} dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
