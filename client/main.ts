/**
 * The script every page runs. Each behaviour is its own small module; they are wired here once and re-wired
 * after client-side navigation swaps the page.
 */
import { initThemeToggle } from './theme.js';

initThemeToggle();
