/**
 * axe-core (WCAG 2.1 A and AA rules) in headless Chromium on one page of every kind of the real site, in light
 * and dark at 390 and 1280 px, plus the states a visitor opens (mobile menu, navbar dropdowns); no sideways
 * scrolling at the widths the design targets; every control reachable by Tab with a visible focus ring.
 *
 * The checks are dealt out to two test files (accessibility-<n>.test.ts), each with its own process and browser,
 * so that the audit, the longest browser file of `npm test`, runs on both cores: `AUDIT_PARTS` says which file
 * runs which check, and every check runs in exactly one of them.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildAuditedSite, describeKinds, type AuditedSite } from './audited-site.js';

const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const MODES = ['light', 'dark'] as const;
/** The WCAG A/AA rules whose outcome depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The audit's checks, each one test. */
export const AUDIT_CHECKS = ['axe-390', 'axe-1280', 'open-menus', 'tab'] as const;
export type AuditCheck = (typeof AUDIT_CHECKS)[number];

/**
 * Which checks each test file runs: the two axe passes (the bulk of the time) apart, the shorter ones beside the
 * one at 390 px, since the pass at 1280 px also checks the other widths for sideways scrolling.
 */
export const AUDIT_PARTS: AuditCheck[][] = [['axe-390', 'open-menus', 'tab'], ['axe-1280']];

/** The widths a pass of axe also checks for sideways scrolling: its own, and the design's others beside 1280. */
const SIDEWAYS_WIDTHS: Record<number, number[]> = { 390: [390], 1280: [1280, 768, 996, 1440] };

const skip = browserUnavailable();

/** Register the checks of part `part` (1-based) of AUDIT_PARTS, sharing one build and one browser. */
export function testAccessibility(part: number): void {
  const checks = new Set(AUDIT_PARTS[part - 1]);
  describe(
    `accessibility audit of the built site (part ${part} of ${AUDIT_PARTS.length})`,
    {
      skip: skip ?? false,
      concurrency: true,
    },
    () => registerChecks((check) => checks.has(check)),
  );
}

/** The tests of the checks `runs` accepts, with the build, server and browser they share. */
function registerChecks(runs: (check: AuditCheck) => boolean): void {
  // Filled in by `before`, which runs before any of the tests.
  const audit = {} as Audit;
  const cleanups: (() => Promise<void>)[] = [];

  before(async () => {
    audit.site = await buildAuditedSite();
    const server = await serveStatic(audit.site.outDir);
    audit.origin = server.origin;
    audit.browser = await launchBrowser();
    cleanups.push(audit.site.cleanup, server.close, () => audit.browser.close());
  });
  after(() => Promise.all(cleanups.map((c) => c())));

  for (const width of [390, 1280] as const)
    if (runs(`axe-${width}`))
      test(`axe finds no WCAG 2.1 A/AA violations at ${width} px, light and dark; no sideways scrolling at ${SIDEWAYS_WIDTHS[width]!.join(', ')} px`, (t) =>
        axeAtWidth(audit, width, t));
  if (runs('open-menus'))
    test('the open mobile menu and the open navbar dropdowns pass axe in both modes', () => openMenus(audit));
  if (runs('tab'))
    test('Tab reaches every control of a docs page, each with a visible focus indicator, at 1280 and 390 px', async () => {
      for (const width of [1280, 390]) await tabThroughDocPage(audit, width);
    });
}

/** What the checks share: the build, the browser and the origin that serves the build. */
interface Audit {
  site: AuditedSite;
  browser: Browser;
  origin: string;
}

/**
 * axe on a page of every kind at `width`, light then dark, and before it no sideways scrolling at SIDEWAYS_WIDTHS:
 * the same load resized, rather than a load of every page per width.
 */
async function axeAtWidth({ site, browser, origin }: Audit, width: number, t: { diagnostic: (m: string) => void }) {
  const page = await openPage(browser, width);
  const problems: string[] = [];
  for (const kind of site.kinds) {
    await page.goto(origin + kind.path);
    for (const sideways of SIDEWAYS_WIDTHS[width]!) {
      await page.setViewportSize({ width: sideways, height: 900 });
      problems.push(...(await sidewaysScroll(page, `${kind.kind} at ${sideways}px`)));
    }
    await page.setViewportSize({ width, height: 900 });
    for (const mode of MODES)
      problems.push(
        ...(await axeViolations(page, mode, `${kind.kind} (${mode}, ${width}px)`, {
          colourOnly: mode !== MODES[0],
        })),
      );
  }
  await page.close();
  t.diagnostic(describeKinds(site));
  assert.deepEqual(problems, []);
}

async function openMenus({ site, browser, origin }: Audit) {
  const docPath = site.kinds.find((k) => k.kind === 'doc')?.path ?? '/';
  const problems: string[] = [];
  const phone = await openPage(browser, 390);
  await phone.goto(origin + docPath);
  await phone.locator('[data-menu-toggle]').click();
  await phone.locator('#mobile-menu').waitFor({ state: 'visible' });
  for (const mode of MODES)
    problems.push(...(await axeViolations(phone, mode, `mobile menu (${mode})`, { include: '#mobile-menu' })));
  await phone.close();

  const desktop = await openPage(browser, 1280);
  await desktop.goto(origin + docPath);
  const summaries = desktop.locator('.navbar .dropdown__details > summary');
  for (let i = 0; i < (await summaries.count()); i++) {
    await summaries.nth(i).click();
    for (const mode of MODES)
      problems.push(
        ...(await axeViolations(desktop, mode, `navbar dropdown ${i + 1} (${mode})`, { include: '.navbar' })),
      );
    await summaries.nth(i).click();
  }
  await desktop.close();
  assert.deepEqual(problems, []);
}

/** Tab through the docs page at `width`: every visible control receives focus and shows a ring. */
async function tabThroughDocPage({ site, browser, origin }: Audit, width: number) {
  const page = await openPage(browser, width);
  await page.goto(origin + (site.kinds.find((k) => k.kind === 'doc')?.path ?? '/'));
  // Number the visible controls, then Tab through the page and record which numbers receive focus.
  const controls = await page.evaluate(() => {
    const all = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    );
    // checkVisibility: content of a closed <details> keeps its boxes in Chromium but is skipped (content-visibility).
    const visible = all.filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }));
    visible.forEach((el, i) => (el.dataset.auditControl = String(i)));
    return visible.map(
      (el) =>
        `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
    );
  });
  // Each control records itself as it receives focus, so a Tab is one round trip to the browser, not two.
  await page.evaluate(() => {
    const record: { index: number; ring: boolean }[] = [];
    (window as unknown as { auditFocus: typeof record }).auditFocus = record;
    document.addEventListener('focusin', (event) => {
      const el = event.target as HTMLElement;
      if (!el.dataset?.auditControl) return;
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      record.push({ index: Number(el.dataset.auditControl), ring });
    });
  });
  for (let i = 0; i < controls.length + 5; i++) await page.keyboard.press('Tab');
  const focused = await page.evaluate(
    () => (window as unknown as { auditFocus: { index: number; ring: boolean }[] }).auditFocus,
  );
  const reached = new Set(focused.map((f) => f.index));
  const unringed = new Set(focused.filter((f) => !f.ring).map((f) => controls[f.index]));
  await page.close();
  assert.deepEqual(
    controls.filter((_, i) => !reached.has(i)),
    [],
    `controls Tab never reached at ${width}px`,
  );
  assert.deepEqual([...unringed], [], `controls without a visible focus indicator at ${width}px`);
}

async function openPage(browser: Browser, width: number): Promise<Page> {
  // Reduced motion: colour transitions would otherwise let axe read a half-switched colour after a mode change.
  return browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce', colorScheme: 'light' });
}

/**
 * axe's WCAG 2.1 A/AA violations of the page (or of the `include` selector) in `mode`, one readable line per
 * violation. The first mode runs every rule; a page switched to the other mode changes only colours, so there
 * the colour rules run (`colourOnly`), which halves the time of the whole audit.
 */
async function axeViolations(
  page: Page,
  mode: 'light' | 'dark',
  where: string,
  { include, colourOnly = false }: { include?: string; colourOnly?: boolean } = {},
): Promise<string[]> {
  await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
  // Two frames: the new colours are computed and any (reduced-motion) transition has finished.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const runOnly = colourOnly ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: WCAG_TAGS };
  const violations = await page.evaluate(
    async ({ runOnly, include }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              o: object,
            ) => Promise<{
              violations: { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
            }>;
          };
        }
      ).axe;
      // landmark-unique is a best practice, not WCAG; it runs too because html-validate cannot see which copy of
      // the sidebar or TOC CSS shows (see .htmlvalidate.json in the README).
      const result = await axe.run(include ? { include: [include] } : document, {
        runOnly,
        rules: { 'landmark-unique': { enabled: runOnly.type === 'tag' } },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
        ),
      }));
    },
    { runOnly, include },
  );
  return violations.map(
    (v) => `${where}: ${v.id} (${v.help}) on ${v.nodes.length} node(s): ${v.nodes.slice(0, 4).join(' | ')}`,
  );
}

/** A line when the page is wider than the viewport (a phone would scroll sideways). */
async function sidewaysScroll(page: Page, where: string): Promise<string[]> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *')).find(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 1,
    );
    return {
      by: root.scrollWidth - root.clientWidth,
      culprit: wide ? `${wide.tagName.toLowerCase()}.${Array.from(wide.classList).join('.')}` : '?',
    };
  });
  return overflow
    ? [`${where}: the page scrolls sideways by ${overflow.by}px (first element past the edge: ${overflow.culprit})`]
    : [];
}
