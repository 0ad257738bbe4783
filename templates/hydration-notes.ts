/**
 * What an island's components tell its hydration (client/island-runtime.ts gives each island one): that one rendered
 * from the browser's address, which the build did not have (a Docusaurus page's `useLocation()` with a query or a
 * hash). Its first render in the browser may then differ from its server HTML, and React renders it again, as it
 * does a Docusaurus page's: a difference to expect, not one to report.
 */
import { createContext } from 'react';

/** One island's notes, written while it hydrates. */
export interface HydrationNotes {
  readAddress: boolean;
}

/** The notes of the island being rendered; null on the server and outside islands. */
export const HydrationNotesContext = createContext<HydrationNotes | null>(null);
