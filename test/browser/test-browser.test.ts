/**
 * The tests' own Chromium (test/helpers/browser.ts): a page a test opens comes alone, without the omnibox-popup
 * WebUI pages Chromium preloads for each window, which cost about 1 CPU-s per page across the browser tests. And the
 * server the tests serve a built folder with closes whatever its clients do.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';

const skip = browserUnavailable();

test('a page the tests open brings no browser-UI pages of its own', { skip: skip ?? false }, async () => {
  const browser = await launchBrowser();
  try {
    const session = await browser.newBrowserCDPSession();
    const page = await browser.newPage();
    // The preloaded popups appear as the window is made; they would be listed by the time the page has loaded.
    await page.goto('about:blank');
    const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] } as never)) as unknown as {
      targetInfos: { type: string; url: string }[];
    };
    assert.deepEqual(
      targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url),
      [],
    );
    assert.ok(targetInfos.some((t) => t.type === 'page'));
  } finally {
    await browser.close();
  }
});

test('a served folder closes while a client holds a connection mid-response', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-serve-'));
  try {
    // Larger than the socket buffers on both ends, so the response cannot finish while the client does not read.
    await writeFile(path.join(dir, 'big.html'), 'x'.repeat(16 * 1024 * 1024));
    const server = await serveStatic(dir);
    const socket = net.connect(Number(new URL(server.origin).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('GET /big.html HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise<void>((resolve) => socket.once('readable', resolve));
    socket.pause();
    const closed = await Promise.race([
      server.close().then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, 3000, false)),
    ]);
    socket.destroy();
    assert.equal(closed, true, 'close() waited on a connection its client stopped reading');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
