/** Part 2 of the html-validate audit of the real site's pages (see ./html-validity.ts). */
import { testHtmlValidity } from './html-validity.js';

testHtmlValidity(2);
