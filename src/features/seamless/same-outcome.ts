/** JSON with object keys sorted: a stored outcome (jsonb) keeps its fields in another order. */
export const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);
/** Same outcome: the recomputed one and the one played, field by field. */
export const sameOutcome = (a: unknown, b: unknown) => canonical(a) === canonical(b);
