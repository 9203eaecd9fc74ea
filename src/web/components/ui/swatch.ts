/** A CSS colour from a stored swatch code: "1f2937" or "#1f2937" → "#1f2937"; anything else → a neutral grey. */
export function swatchColor(code: string | null | undefined): string {
  const c = (code ?? '').trim();
  if (/^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(c)) return c.startsWith('#') ? c : `#${c}`;
  if (/^[a-z]{3,20}$/i.test(c)) return c;
  return '#cbd0d8';
}
