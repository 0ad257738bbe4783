import { measureFirstPage } from './bench/extras.js';
const t = await measureFirstPage(process.cwd(), '/', 5);
console.log(t.map(Math.round).join(', '));
