/** sucrase's `transform`, compiled with the package into one file, `sucrase.cjs` (see own-module.ts). */
export { transform } from 'sucrase';
