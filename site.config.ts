import { defineConfig } from 'sitegen';

const locale = (label: string, htmlLang: string) => ({
  label,
  htmlLang,
  direction: 'ltr' as const,
  calendar: 'gregory',
});

export default defineConfig({
  title: 'Electron',
  tagline: 'Build cross-platform desktop apps with JavaScript, HTML, and CSS',
  url: 'https://www.electronjs.org',
  baseUrl: '/',
  favicon: 'assets/img/favicon.svg',
  themeColor: '#2f3241',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'de', 'es', 'fr', 'ja', 'pt', 'ru', 'zh'],
    localeConfigs: {
      en: locale('English', 'en-US'),
      de: locale('Deutsch', 'de-DE'),
      es: locale('Español', 'es-ES'),
      fr: locale('Français', 'fr-FR'),
      ja: locale('日本語', 'ja-JP'),
      pt: locale('Português', 'pt-BR'),
      ru: locale('Русский', 'ru-RU'),
      zh: locale('中文', 'zh-CN'),
    },
  },
  navbar: {
    title: 'Electron',
    logo: { alt: 'Electron logo', src: 'assets/img/logo.svg', width: 32, height: 32 },
    hideOnScroll: true,
    items: [
      { type: 'doc', docId: 'latest/README', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { type: 'link', to: '/blog', label: 'Blog', position: 'left' },
      {
        type: 'dropdown',
        label: 'Tools',
        position: 'left',
        items: [
          { label: 'Electron Forge', href: 'https://www.electronforge.io' },
          { label: 'Electron Fiddle', to: '/fiddle/' },
        ],
      },
      {
        type: 'dropdown',
        label: 'Community',
        position: 'left',
        items: [
          { label: 'Governance', to: '/governance' },
          { label: 'Showcase', to: '/apps' },
          { label: 'Resources', to: '/community/' },
        ],
      },
      { type: 'search', position: 'right' },
      { type: 'link', href: 'https://releases.electronjs.org', label: 'Releases', position: 'right' },
      {
        type: 'link',
        href: 'https://github.com/electron/electron',
        label: 'GitHub',
        position: 'right',
        ariaLabel: 'Electron on GitHub',
      },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting Started', to: '/docs/latest/' },
          { label: 'Tutorial', to: '/docs/latest/tutorial/tutorial-prerequisites' },
          { label: 'API Reference', to: '/docs/latest/api/app' },
        ],
      },
      {
        title: 'Checklists',
        items: [
          { label: 'Performance', to: '/docs/latest/tutorial/performance' },
          { label: 'Security', to: '/docs/latest/tutorial/security' },
        ],
      },
      {
        title: 'Tools',
        items: [
          { label: 'Electron Forge', href: 'https://www.electronforge.io' },
          { label: 'Electron Fiddle', to: '/fiddle/' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Governance', to: '/governance' },
          { label: 'Resources', to: '/community/' },
          { label: 'Discord chat', href: 'https://discord.gg/electronjs' },
          { label: 'X (Twitter)', href: 'https://twitter.com/electronjs' },
          { label: 'Mastodon', href: 'https://social.lfx.dev/@electronjs' },
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/electron' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'Showcase', to: '/apps' },
          { label: 'GitHub', href: 'https://github.com/electron/electron' },
          { label: 'Releases', href: 'https://releases.electronjs.org' },
        ],
      },
    ],
    copyright: 'Copyright © 2023 OpenJS Foundation and Electron contributors.',
    logos: [
      {
        alt: 'Hosted by Netlify',
        src: 'assets/img/credits/netlify.svg',
        srcDark: 'assets/img/credits/netlify-dark.svg',
        href: 'https://www.netlify.com',
        width: 114,
        height: 32,
      },
      {
        alt: 'Search infrastructure: lunr',
        src: 'assets/img/credits/lunr.svg',
        srcDark: 'assets/img/credits/lunr-dark.svg',
        href: 'https://lunrjs.com',
        width: 96,
        height: 32,
      },
      {
        alt: 'A project of the OpenJS Foundation',
        src: 'assets/img/credits/openjs.svg',
        srcDark: 'assets/img/credits/openjs-dark.svg',
        href: 'https://openjsf.org',
        width: 140,
        height: 32,
      },
    ],
  },
  codeThemes: { light: 'github', dark: 'github-dark' },
  diagrams: true,
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  docs: {
    routeBasePath: 'docs',
    // The docs live in electron/electron's docs/ folder, without the `latest/` segment this site serves them under.
    editUrl: ({ docPath }) => `https://github.com/electron/electron/edit/main/docs/${docPath.replace(/^latest\//, '')}`,
    showLastUpdateTime: false,
    toc: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    version: { label: 'Next', banner: 'none' },
  },
  blog: {
    title: 'Electron Blog',
    description: 'Release notes, security advisories and news from the Electron project',
    postsPerPage: 10,
    sidebarCount: 50,
    sidebarTitle: 'Latest posts',
  },
  search: {
    provider: 'local',
    appId: 'UZ3QNCOW9P',
    apiKey: '{key}',
    indexName: 'electronjs',
    contextualSearch: true,
    searchPagePath: 'search',
    missingResultsUrl: 'https://github.com/electron/website/issues/new?title=Search%3A+no+results+for+%22{query}%22',
  },
  analytics: { trackingId: 'G-9WB4FT2GJ6' },
  announcementBar: {
    id: 'electron-30',
    content: 'Electron 30 is out! Read the <a href="/blog/electron-30-0">release notes</a>.',
    backgroundColor: '#3b7680',
    textColor: '#ffffff',
    isCloseable: true,
  },
});
