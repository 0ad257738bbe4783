/** `clsx`, for page code whose site has not installed it: class names from strings, arrays and objects. */
type ClassValue = string | number | bigint | null | boolean | undefined | ClassValue[] | Record<string, unknown>;

/** Joins the truthy class names. */
export default function clsx(...values: ClassValue[]): string {
  const out: string[] = [];
  for (const v of values) {
    if (!v) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint') out.push(String(v));
    else if (Array.isArray(v)) {
      const inner = clsx(...v);
      if (inner) out.push(inner);
    } else if (typeof v === 'object') for (const [k, on] of Object.entries(v)) if (on) out.push(k);
  }
  return out.join(' ');
}

export { clsx };
