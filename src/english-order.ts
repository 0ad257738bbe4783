/**
 * Comparing labels and titles in English collation, fixed so that an order does not depend on the machine's
 * default locale. The collator is made on first use: an `Intl` constructor loads its ICU data when first called
 * (~14 ms for a Collator), which every thread that loads a module holding one paid at its start, used or not.
 */
export function englishOrder(options?: Intl.CollatorOptions): (a: string, b: string) => number {
  let compare: Intl.Collator['compare'] | undefined;
  return (a, b) => (compare ??= new Intl.Collator('en', options).compare)(a, b);
}
