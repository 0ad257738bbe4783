/**
 * Chinese and Japanese have no spaces, so their text needs a tokeniser. Two were measured on the fixture below
 * (eight short pages per language, twenty-one queries a reader would type, each with the page it should find):
 * overlapping character bigrams, which the build ships, and Intl.Segmenter's dictionary words. Recall is the share
 * of queries whose page is found at all; the numbers are printed as test diagnostics.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeIndex } from '../../client/search/local-index.js';
import { localeSearchFiles } from '../../src/search/build-search-index.js';
import { languageSteps } from '../../src/search/language-steps.js';
import type { CjkMode } from '../../templates/search/analyze.js';
import { buildFixture, configSource, type BuiltFixture } from '../helpers/fixture-site.js';
import { runQuery } from './search-fixture.js';

const PAGES: Record<'ja' | 'zh', string[]> = {
  ja: [
    'デスクトップ通知を表示するには、メインプロセスで Notification クラスを使います。通知にはタイトルと本文があります。',
    'システムトレイにアイコンを追加します。トレイのアイコンにはメニューを付けられます。',
    'BrowserWindow はアプリケーションのウィンドウを作成して制御します。ウィンドウの大きさと位置を変更できます。',
    'プロセス間通信を使うと、メインプロセスとレンダラープロセスの間でメッセージを送受信できます。',
    'コンテキスト分離を有効にして、リモートのコンテンツを読み込むときは注意してください。',
    'アプリを自動的に更新するには autoUpdater モジュールを使います。更新サーバーが必要です。',
    '配布する前にアプリケーションにコード署名をします。macOS では公証も必要です。',
    'グローバルショートカットを登録すると、アプリにフォーカスがなくてもキー操作を受け取れます。',
  ],
  zh: [
    '在主进程中使用 Notification 类显示桌面通知。通知包含标题和正文。',
    '在系统托盘中添加图标。托盘图标可以带有菜单。',
    'BrowserWindow 用于创建和控制应用程序窗口。你可以改变窗口的大小和位置。',
    '进程间通信让主进程和渲染进程之间可以互相发送消息。',
    '启用上下文隔离，并且在加载远程内容时要格外小心。',
    '使用 autoUpdater 模块让应用自动更新。你需要一个更新服务器。',
    '在分发之前对应用程序进行代码签名。在 macOS 上还需要公证。',
    '注册全局快捷键后，即使应用没有获得焦点也能接收按键。',
  ],
};

/** Query -> the page (index into PAGES) it should find. */
const QUERIES: Record<'ja' | 'zh', [string, number][]> = {
  ja: [
    ['通知', 0],
    ['デスクトップ通知', 0],
    ['トレイ', 1],
    ['アイコン', 1],
    ['ウィンドウ', 2],
    ['位置', 2],
    ['プロセス間通信', 3],
    ['メッセージ', 3],
    ['コンテキスト分離', 4],
    ['自動', 5],
    ['更新', 5],
    ['署名', 6],
    ['公証', 6],
    ['ショートカット', 7],
    ['キー操作', 7],
    ['デスクトップ', 0],
    ['アプリケーション', 2],
    ['サーバー', 5],
    ['グローバル', 7],
    ['メインプロセス', 3],
    ['フォーカス', 7],
  ],
  zh: [
    ['通知', 0],
    ['桌面通知', 0],
    ['托盘', 1],
    ['图标', 1],
    ['窗口', 2],
    ['位置', 2],
    ['进程间通信', 3],
    ['消息', 3],
    ['上下文隔离', 4],
    ['自动更新', 5],
    ['更新服务器', 5],
    ['签名', 6],
    ['公证', 6],
    ['快捷键', 7],
    ['焦点', 7],
    ['服务器', 5],
    ['应用程序', 2],
    ['全局', 7],
    ['主进程', 3],
    ['隔离', 4],
    ['渲染进程', 3],
  ],
};

describe('Chinese and Japanese recall', () => {
  let site: BuiltFixture;
  before(async () => {
    const files: Record<string, string> = {
      'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'ja', 'zh'] }`),
    };
    for (let i = 0; i < 8; i++) files[`content/docs/p${i}.md`] = `---\ntitle: Page ${i}\n---\n\nEnglish page ${i}.\n`;
    for (const lang of ['ja', 'zh'] as const)
      PAGES[lang].forEach(
        (text, i) => (files[`content/i18n/${lang}/docs/p${i}.md`] = `---\ntitle: ${lang} ${i}\n---\n\n${text}\n`),
      );
    site = await buildFixture(files, { locales: ['en', 'ja', 'zh'] });
  });
  after(() => site.cleanup());

  /** Share of queries that find their page with a tokeniser (and find it first), and the misses. */
  function recall(lang: 'ja' | 'zh', cjk: CjkMode): { recall: number; first: number; misses: string[] } {
    const model = site.models.find((m) => m.locale === lang)!;
    const steps = languageSteps();
    const index = decodeIndex(
      localeSearchFiles({ config: site.config, model, steps, cache: new WeakMap(), cjk }).index,
    );
    const ranks = QUERIES[lang].map(([query, page]) =>
      runQuery(index, query, steps, { cjk }).findIndex((r) => r.url === `/docs/p${page}`),
    );
    const misses = QUERIES[lang].filter((_, i) => ranks[i] < 0).map(([q]) => q);
    return {
      recall: 1 - misses.length / ranks.length,
      first: ranks.filter((r) => r === 0).length / ranks.length,
      misses,
    };
  }

  for (const lang of ['ja', 'zh'] as const) {
    test(`${lang}: bigrams find every query's page, at least as many as dictionary words`, (t) => {
      const bigram = recall(lang, 'bigram');
      const segmenter = recall(lang, 'segmenter');
      const line = (name: string, r: ReturnType<typeof recall>) =>
        `${name} ${r.recall.toFixed(2)} (first ${r.first.toFixed(2)}; misses: ${r.misses.join(' ') || 'none'})`;
      t.diagnostic(
        `${lang} recall over ${QUERIES[lang].length} queries: ${line('bigram', bigram)}, ${line('Intl.Segmenter', segmenter)}`,
      );
      assert.equal(bigram.recall, 1, `bigram misses: ${bigram.misses.join(' ')}`);
      assert.ok(bigram.recall >= segmenter.recall);
    });
  }

  test('the shipped index uses bigrams, and the ranking puts the page first', () => {
    const steps = languageSteps();
    const index = decodeIndex(
      JSON.parse(site.writer.text(site.files().find((f) => /^assets\/search-index\.ja\./.test(f))!)),
    );
    assert.equal(runQuery(index, 'デスクトップ通知', steps)[0].url, '/docs/p0');
    assert.ok(index.terms.includes('通知') && index.terms.includes('知を'), 'overlapping pairs of characters');
  });
});
