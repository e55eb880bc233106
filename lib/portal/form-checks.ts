/** Limits of a form field, read from the route's schema on the server (see field-bounds.ts). */
export interface FieldBounds {
  min?: number;
  max?: number;
  integer?: boolean;
  maxLength?: number;
}

const fmt = (n: number) => n.toLocaleString("en");

/**
 * What is wrong with one form value before it is sent, as a sentence naming the field; null when it is
 * fine. The server checks the same limits, so this only saves the round trip and says it more plainly.
 */
export function checkValue(field: { label: string; kind: string; required: boolean }, raw: string, b: FieldBounds = {}): string | null {
  const v = raw.trim();
  if (!v) return field.required ? `${field.label} is required.` : null;
  if (field.kind === "number") {
    const n = Number(v);
    if (!Number.isFinite(n)) return `${field.label} must be a number.`;
    if (b.integer && !Number.isInteger(n)) return `${field.label} must be a whole number.`;
    if (b.min !== undefined && b.max !== undefined && (n < b.min || n > b.max))
      return `${field.label} must be between ${fmt(b.min)} and ${fmt(b.max)}.`;
    if (b.min !== undefined && n < b.min) return `${field.label} must be at least ${fmt(b.min)}.`;
    if (b.max !== undefined && n > b.max) return `${field.label} must be at most ${fmt(b.max)}.`;
    return null;
  }
  if (field.kind === "json" || field.kind === "preferences") {
    try {
      JSON.parse(v);
    } catch {
      return `${field.label} is not valid JSON.`;
    }
    return null;
  }
  if (b.maxLength !== undefined && v.length > b.maxLength)
    return `${field.label} is ${fmt(v.length)} characters; at most ${fmt(b.maxLength)} are accepted.`;
  return null;
}
