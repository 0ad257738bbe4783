/**
 * What each command accepts: its options, help and examples, apart from what it does. The CLI builds its parser
 * from these alone and imports a command's module only when that command runs, so `--version`, `--help` and each
 * command load none of the other commands' packages.
 */
import { statSync } from 'node:fs';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { WARNING_CODES } from '../types.js';

/** The `build` command's options and help; `cli.ts` adds the common ones and the action. */
export function buildCommand(program: Command): Command {
  return program
    .command('build')
    .description('Build the site into the output folder.')
    .option('--out <dir>', 'output folder, relative to --root', 'build')
    .addOption(new Option('--locale <code...>', 'build only these locales (default: all)'))
    .option(
      '--workers <n>',
      'threads that render pages, the main one included (default: one per core)',
      wholeNumber(0, 256),
    )
    .option('--profile [file]', 'write a CPU profile of the build (.cpuprofile)')
    .option('--no-cache', `render every page's Markdown anew, without reading or writing the build cache`)
    .option('--time-limit <seconds>', 'stop a page that renders longer than this (default 30)', seconds)
    .addHelpText(
      'after',
      '\nExamples:\n  $ sitegen build\n  $ sitegen build --locale en --out dist\n  $ sitegen build --root ../other-site',
    );
}

/** The `check` command's options and help; `cli.ts` adds the common ones and the action. */
export function checkCommand(program: Command): Command {
  return program
    .command('check')
    .description('Build in memory and report broken links, missing anchors, images and pages, and duplicate routes.')
    .addOption(new Option('--locale <code...>', 'check only these locales (default: all)'))
    .option('--strict', 'exit with 1 when there is any warning (for CI)')
    .option('--json', 'print a machine-readable report (fields listed below)')
    .option('--external', 'count external links by host (they are never fetched)')
    .option(
      '--ignore <pattern>',
      'do not report links matching this regular expression (repeatable)',
      (v: string, all: string[]) => [...all, v],
      [] as string[],
    )
    .option(
      '--workers <n>',
      'threads that render pages, the main one included (default: one per core)',
      wholeNumber(0, 256),
    )
    .option('--no-cache', `render every page's Markdown anew, without reading or writing the build cache`)
    .addHelpText(
      'after',
      [
        '',
        'Report lines read `file:line:column  message  (link)`, grouped by file, then one count line.',
        'Exit codes: 0 (warnings allowed), 1 with --strict when there is any warning or when the site does not build.',
        '',
        'JSON report (--json), version 1; fields are only ever added:',
        '  version                       1',
        '  summary.warnings, .files      counts; summary.byCode: warnings per code',
        ...wrapList('  warnings[].code               ', WARNING_CODES),
        '  warnings[].file               relative to the site root (output files as written, e.g. de/sitemap.xml)',
        '  warnings[].line, .column      1-based, or null',
        '  warnings[].message, .link     the problem, and the link as written (or null)',
        '  links.checked, .byKind        links judged, and per kind (markdown, image, html, fiddle, navbar, ...)',
        '  external.links, .hosts        with --external; external.byHost[]: { host, count }',
        '  error.message, .file, .line   only when the site does not build (also .column, .hint)',
        '',
        'Examples:',
        '  $ sitegen check',
        '  $ sitegen check --strict --ignore "^/api-playground/"',
        '  $ sitegen check --json > link-report.json',
      ].join('\n'),
    );
}

/** The `dev` command's options and help; `cli.ts` adds the common ones and the action. */
export function devCommand(program: Command): Command {
  return program
    .command('dev')
    .description('Serve the site from memory, re-rendering pages as you edit and reloading the browser.')
    .option('--port <n>', 'port to listen on', wholeNumber(0, 65535), 3000)
    .option('--host <address>', 'address to bind; the default serves this machine only', '127.0.0.1')
    .addOption(new Option('--locale <code...>', 'serve only these locales (default: all)'))
    .option('--open', 'open the site in the default browser')
    .addHelpText('after', '\nExamples:\n  $ sitegen dev\n  $ sitegen dev --port 8080 --locale de --open');
}

/** The `write-translations` command's options and help; `cli.ts` adds the common ones and the action. */
export function writeTranslationsCommand(program: Command): Command {
  return program
    .command('write-translations')
    .description(
      "Write the English UI string catalogue for translators, or add a locale's missing ids to its catalogue.",
    )
    .option('--locale <code>', "complete this locale's code.json (default: write the default locale's)")
    .addHelpText('after', '\nExamples:\n  $ sitegen write-translations\n  $ sitegen write-translations --locale de');
}

/** The `migrate` command's options and help (it takes no `--config`: it writes one). */
export function migrateCommand(program: Command): Command {
  return program
    .command('migrate')
    .description("Write the site.config.ts equivalent to this folder's docusaurus.config.*.")
    .option('--root <dir>', 'the Docusaurus site folder', siteFolder, '.')
    .option('--verbose', 'print stack traces and error causes')
    .addHelpText('after', '\nExamples:\n  $ sitegen migrate\n  $ sitegen migrate --root website');
}

/** `prefix` and the items joined by ` | `, wrapped below 100 columns with later lines indented like the first. */
function wrapList(prefix: string, items: readonly string[]): string[] {
  const lines = [prefix];
  for (const [i, item] of items.entries()) {
    const word = i < items.length - 1 ? `${item} |` : item;
    const last = lines.length - 1;
    const joined = lines[last].endsWith(' ') ? `${lines[last]}${word}` : `${lines[last]} ${word}`;
    if (joined.length > 100 && lines[last].trim()) lines.push(`${' '.repeat(prefix.length)}${word}`);
    else lines[last] = joined;
  }
  return lines;
}

/** An option's value as a whole number from `min` to `max`; anything else is commander's error for the option. */
function wholeNumber(min: number, max: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!/^\s*\d+\s*$/.test(value) || n < min || n > max)
      throw new InvalidArgumentError(`It must be a whole number from ${min} to ${max}.`);
    return n;
  };
}

/** An option's value as a number of seconds above 0 (`--time-limit 2.5`). */
function seconds(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0)
    throw new InvalidArgumentError('It must be a number of seconds above 0, like 30 or 2.5.');
  return n;
}

/** `--root`: a folder that exists (a path that names none would fail later, in the words of a file system call). */
export function siteFolder(value: string): string {
  const stat = statSync(value, { throwIfNoEntry: false });
  if (!stat)
    throw new InvalidArgumentError(`There is no folder at ${value}: give the folder that holds the site's config.`);
  if (!stat.isDirectory())
    throw new InvalidArgumentError(`${value} is a file: give the folder that holds it (the site's folder).`);
  return value;
}
