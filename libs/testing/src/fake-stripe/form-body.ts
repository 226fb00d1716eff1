/**
 * Stripe's request bodies: application/x-www-form-urlencoded with bracketed keys
 * (`line_items[0][price_data][currency]=usd`), as the stripe SDK encodes them, read back into
 * nested objects and arrays (a key whose parts are all numbers makes an array).
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let holder: Record<string, unknown> = root;
    for (const [index, part] of parts.entries()) {
      if (index === parts.length - 1) {
        holder[part] = value;
      } else {
        holder[part] ??= {};
        holder = holder[part] as Record<string, unknown>;
      }
    }
  }
  return arrays(root) as Record<string, unknown>;
}

function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => [key, arrays(item)] as const,
  );
  if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key)))
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => item);
  return Object.fromEntries(entries);
}
