/**
 * Class names sitegen's markup has only when the config turns a feature on: the announcement bar's, drawn only from
 * `announcementBar`. A site that cannot draw them is sent none of their rules (unused-rules.ts): not sitegen's
 * theme's, nor, on a Docusaurus site, the Infima layer's. A class a site's own sources name stays named there.
 * (Diagrams are not such a feature: an MDX `<Mermaid chart>` draws one with `diagrams` off.)
 */
import type { ResolvedConfig } from '../config/schema.js';
import { vocabularyOf, withoutUnused } from './unused-rules.js';

/** Each feature's classes, by the config that turns it on. */
const FEATURE_CLASSES: { on: (config: ResolvedConfig) => boolean; names: RegExp }[] = [
  { on: (config) => config.announcementBar !== undefined, names: /^announcement-bar/ },
];

/** Whether `name` is a class of a feature `config` leaves off. */
export function featureOff(config: ResolvedConfig): (name: string) => boolean {
  const off = FEATURE_CLASSES.filter((feature) => !feature.on(config)).map((feature) => feature.names);
  return (name) => off.some((names) => names.test(name));
}

/** The features `config` leaves off, as a key for what is made from sitegen's stylesheets. */
export function featuresOffKey(config: ResolvedConfig): boolean[] {
  return FEATURE_CLASSES.map((feature) => !feature.on(config));
}

/** `css` (a stylesheet of sitegen's) without the rules that need a class of a feature that is off. */
export function withoutFeaturesOff(css: string, off: (name: string) => boolean): string {
  const { words, prefixes } = vocabularyOf([css]);
  const named = [...words].filter((word) => !off(word));
  if (named.length === words.size) return css;
  return withoutUnused(css, { words: new Set(named), prefixes: prefixes.filter((prefix) => !off(prefix)) });
}
