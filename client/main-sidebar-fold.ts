/**
 * The script of a site whose docs sidebar can be folded (`docs.hideableSidebar`): every page's script, and the
 * fold buttons. A separate entry (src/bundle/bundle-client.ts) keeps other sites' script as it was.
 */
import './main.js';
import { initSidebarFold } from './sidebar-fold.js';

initSidebarFold();
