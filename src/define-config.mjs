/** Runtime of `import { defineConfig } from 'sitegen'`: the identity, typed by src/index.ts. */
export function defineConfig(config) {
  return config;
}
