import { spawn } from 'node:child_process';
const port = 4911;
const started = performance.now();
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/devprof2', 'bin/sitegen.mjs', 'dev', '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
let out = '';
child.stdout.on('data', (d) => (out += `[${Math.round(performance.now() - started)}] ` + d));
child.stderr.on('data', (d) => (out += `[${Math.round(performance.now() - started)}] ` + d));
for (;;) {
  const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok).catch(() => false);
  if (ok) break;
  await new Promise((r) => setTimeout(r, 5));
}
console.log('first page', Math.round(performance.now() - started));
await new Promise((r) => setTimeout(r, 1500));
const exited = new Promise((r) => child.once('exit', r));
child.kill('SIGINT');
await exited;
console.log(out);
