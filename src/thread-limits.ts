/**
 * What every thread sitegen starts gets: a 16 MB young generation instead of V8's 48 MB (32 MB of semi-spaces).
 * A thread's garbage (a page's render, a batch of search analysis, a stylesheet's compile) dies young, so the
 * smaller space scavenges as well and keeps up to 32 MB less per thread in the process's peak memory: jest's site
 * went from 425 to ~390 MB when its two render threads got it, and `content/` (`--locale en`) from ~318 to ~300 MB
 * when the other threads (search, bundle, Sass, stylesheets, writers) did too, build time unchanged.
 */
import type { ResourceLimits } from 'node:worker_threads';

export const THREAD_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 16 };
