/** ```sh npm2yarn: one npm command becomes npm and Yarn tabs, in one group remembered across pages. */

const RULES: [RegExp, string][] = [
  [/^npm (?:install|i) --save-dev (.+)$/, 'yarn add --dev $1'],
  [/^npm (?:install|i) -D (.+)$/, 'yarn add --dev $1'],
  [/^npm (?:install|i) --global (.+)$/, 'yarn global add $1'],
  [/^npm (?:install|i) -g (.+)$/, 'yarn global add $1'],
  [/^npm (?:install|i) --save (.+)$/, 'yarn add $1'],
  [/^npm (?:install|i) (.+)$/, 'yarn add $1'],
  [/^npm (?:install|i)$/, 'yarn install'],
  [/^npm (?:uninstall|remove|rm) (.+)$/, 'yarn remove $1'],
  [/^npm run (\S+)(?: -- (.+))?$/, 'yarn $1 $2'],
  [/^npm (test|start)$/, 'yarn $1'],
  [/^npm init (.+)$/, 'yarn create $1'],
  [/^npm init$/, 'yarn init'],
  [/^npx (.+)$/, 'yarn $1'],
  [/^npm exec (.+)$/, 'yarn $1'],
];

/** The Yarn spelling of an npm command (lines that are not npm commands are kept). */
export function npmToYarn(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      const indent = /^\s*/.exec(line)![0];
      const cmd = line.trim();
      for (const [re, to] of RULES) if (re.test(cmd)) return indent + cmd.replace(re, to).trimEnd();
      return line;
    })
    .join('\n');
}
