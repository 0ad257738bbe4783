/** Part 1 of the accessibility audit of the real site (see ./accessibility.ts). */
import { testAccessibility } from './accessibility.js';

testAccessibility(1);
