// Sidebars for the Electron documentation (Docusaurus format).
// A doc id is the path below content/docs without the extension.

const touchBarItem = (name, label) => ({
  type: 'doc',
  id: `latest/api/${name}`,
  label,
  customProps: { tags: ['macos'] },
});

// A guide that applies to some platforms only: the sidebar shows their badges.
const platformDoc = (name, label, tags) => ({
  type: 'doc',
  id: `latest/tutorial/${name}`,
  label,
  customProps: { tags },
});

const structure = (name, label) => ({
  type: 'doc',
  id: `latest/api/structures/${name}`,
  label,
});

module.exports = {
  docs: [
    { type: 'doc', id: 'latest/README', label: 'Introduction' },
    {
      type: 'category',
      label: 'Get Started',
      collapsed: false,
      items: [
        { type: 'doc', id: 'latest/tutorial/tutorial-1-prerequisites', label: 'Prerequisites' },
        { type: 'doc', id: 'latest/tutorial/tutorial-2-first-app', label: 'Building your First App' },
        { type: 'doc', id: 'latest/tutorial/tutorial-3-preload', label: 'Using Preload Scripts' },
        { type: 'doc', id: 'latest/tutorial/tutorial-4-adding-features', label: 'Adding Features' },
        { type: 'doc', id: 'latest/tutorial/tutorial-5-packaging', label: 'Packaging Your Application' },
        {
          type: 'doc',
          id: 'latest/tutorial/tutorial-6-publishing-updating',
          label: 'Publishing and Updating',
        },
        { type: 'doc', id: 'latest/tutorial/quick-start', label: 'Quick Start' },
        { type: 'doc', id: 'latest/tutorial/installation', label: 'Installation' },
      ],
    },
    {
      type: 'category',
      label: 'Processes in Electron',
      collapsed: true,
      items: [
        { type: 'doc', id: 'latest/tutorial/process-model', label: 'Process Model' },
        { type: 'doc', id: 'latest/tutorial/context-isolation', label: 'Context Isolation' },
        { type: 'doc', id: 'latest/tutorial/ipc', label: 'Inter-Process Communication' },
        { type: 'doc', id: 'latest/tutorial/sandbox', label: 'Process Sandboxing' },
        { type: 'doc', id: 'latest/tutorial/message-ports', label: 'MessagePorts' },
      ],
    },
    {
      type: 'category',
      label: 'Best Practices',
      collapsed: true,
      items: [
        { type: 'doc', id: 'latest/tutorial/performance', label: 'Performance' },
        { type: 'doc', id: 'latest/tutorial/security', label: 'Security' },
      ],
    },
    {
      type: 'category',
      label: 'Examples',
      link: { type: 'doc', id: 'latest/tutorial/examples' },
      collapsed: true,
      items: [
        { type: 'doc', id: 'latest/tutorial/dark-mode', label: 'Dark Mode' },
        { type: 'doc', id: 'latest/tutorial/devices', label: 'Device Access' },
        platformDoc('in-app-purchases', 'In-App Purchases', ['macos']),
        { type: 'doc', id: 'latest/tutorial/keyboard-shortcuts', label: 'Keyboard Shortcuts' },
        { type: 'doc', id: 'latest/tutorial/launch-app-from-url-in-another-app', label: 'Deep Links' },
        platformDoc('linux-desktop-actions', 'Desktop Launcher Actions', ['linux']),
        platformDoc('macos-dock', 'Dock', ['macos']),
        { type: 'doc', id: 'latest/tutorial/multithreading', label: 'Multithreading' },
        { type: 'doc', id: 'latest/tutorial/native-file-drag-drop', label: 'Native File Drag & Drop' },
        { type: 'doc', id: 'latest/tutorial/notifications', label: 'Notifications' },
        { type: 'doc', id: 'latest/tutorial/offscreen-rendering', label: 'Offscreen Rendering' },
        { type: 'doc', id: 'latest/tutorial/online-offline-events', label: 'Online/Offline Event Detection' },
        { type: 'doc', id: 'latest/tutorial/progress-bar', label: 'Progress Bars' },
        platformDoc('recent-documents', 'Recent Documents', ['macos', 'windows']),
        platformDoc('represented-file', 'Representing Files in a BrowserWindow', ['macos']),
        { type: 'doc', id: 'latest/tutorial/spellchecker', label: 'SpellChecker' },
        { type: 'doc', id: 'latest/tutorial/tray', label: 'Tray' },
        { type: 'doc', id: 'latest/tutorial/web-embeds', label: 'Web Embeds' },
        platformDoc('windows-taskbar', 'Taskbar Customization', ['windows']),
        { type: 'doc', id: 'latest/tutorial/window-customization', label: 'Window Customization' },
      ],
    },
    {
      type: 'category',
      label: 'Development',
      collapsed: true,
      items: [
        { type: 'doc', id: 'latest/tutorial/accessibility', label: 'Accessibility' },
        { type: 'doc', id: 'latest/tutorial/asar-archives', label: 'ASAR Archives' },
        { type: 'doc', id: 'latest/tutorial/asar-integrity', label: 'ASAR Integrity' },
        { type: 'doc', id: 'latest/tutorial/boilerplates-and-clis', label: 'Boilerplates and CLIs' },
        { type: 'doc', id: 'latest/tutorial/esm', label: 'ES Modules (ESM)' },
        { type: 'doc', id: 'latest/tutorial/fuses', label: 'Electron Fuses' },
        { type: 'doc', id: 'latest/tutorial/using-native-node-modules', label: 'Native Node Modules' },
        { type: 'doc', id: 'latest/tutorial/windows-arm', label: 'Windows on ARM' },
      ],
    },
    {
      type: 'category',
      label: 'Distribution',
      collapsed: true,
      items: [
        { type: 'doc', id: 'latest/tutorial/forge-overview', label: 'Distributing Apps With Electron Forge' },
        {
          type: 'category',
          label: 'Advanced Reference',
          link: { type: 'doc', id: 'latest/tutorial/distribution-overview' },
          collapsed: true,
          items: [
            { type: 'doc', id: 'latest/tutorial/application-distribution', label: 'Application Packaging' },
            { type: 'doc', id: 'latest/tutorial/code-signing', label: 'Code Signing' },
            { type: 'doc', id: 'latest/tutorial/updates', label: 'Updating Applications' },
            {
              type: 'category',
              label: 'App Store Guides',
              collapsed: true,
              items: [
                { type: 'doc', id: 'latest/tutorial/mac-app-store-submission-guide', label: 'Mac App Store' },
                { type: 'doc', id: 'latest/tutorial/windows-store-guide', label: 'Windows Store' },
                { type: 'doc', id: 'latest/tutorial/snapcraft', label: 'Snapcraft' },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Testing And Debugging',
      collapsed: true,
      items: [
        { type: 'doc', id: 'latest/tutorial/automated-testing', label: 'Automated Testing' },
        { type: 'doc', id: 'latest/tutorial/debugging-main-process', label: 'Debugging the Main Process' },
        { type: 'doc', id: 'latest/tutorial/debugging-vscode', label: 'Debugging in VS Code' },
        { type: 'doc', id: 'latest/tutorial/repl', label: 'REPL' },
        { type: 'doc', id: 'latest/tutorial/devtools-extension', label: 'DevTools Extension' },
        { type: 'doc', id: 'latest/tutorial/application-debugging', label: 'Application Debugging' },
        { type: 'doc', id: 'latest/tutorial/testing-on-headless-ci', label: 'Testing on Headless CI Systems' },
      ],
    },
    {
      type: 'category',
      label: 'References',
      collapsed: true,
      items: [
        { type: 'doc', id: 'latest/breaking-changes', label: 'Breaking Changes' },
        { type: 'doc', id: 'latest/tutorial/electron-timelines', label: 'Electron Releases' },
        { type: 'doc', id: 'latest/tutorial/electron-versioning', label: 'Electron Versioning' },
        { type: 'doc', id: 'latest/faq', label: 'FAQ' },
        { type: 'doc', id: 'latest/glossary', label: 'Glossary' },
        { type: 'doc', id: 'latest/experimental', label: 'Experimental APIs' },
        { type: 'doc', id: 'latest/support', label: 'Support' },
        { type: 'doc', id: 'latest/styleguide', label: 'Style Guide' },
      ],
    },
    {
      type: 'category',
      label: 'Contributing',
      collapsed: true,
      //@@CONTRIBLINK
      items: [
        {
          type: 'category',
          label: 'Build Instructions',
          link: { type: 'doc', id: 'latest/development/build-instructions-gn' },
          collapsed: true,
          items: [
            { type: 'doc', id: 'latest/development/build-instructions-linux', label: 'Building on Linux' },
            { type: 'doc', id: 'latest/development/build-instructions-macos', label: 'Building on macOS' },
            { type: 'doc', id: 'latest/development/build-instructions-windows', label: 'Building on Windows' },
            //@@BUILD
          ],
        },
        {
          type: 'category',
          label: 'Debugging',
          link: { type: 'doc', id: 'latest/development/debugging' },
          collapsed: true,
          items: [
            //@@DEBUG
          ],
        },
        {
          type: 'category',
          label: 'Development Guides',
          collapsed: true,
          items: [
            //@@DEVGUIDES
            { type: 'doc', id: 'latest/development/coding-style', label: 'Coding Style' },
            { type: 'doc', id: 'latest/development/patches', label: 'Patches' },
            { type: 'doc', id: 'latest/development/source-code-directory-structure', label: 'Source Code Structure' },
            { type: 'doc', id: 'latest/development/testing', label: 'Testing' },
          ],
        },
        {
          type: 'category',
          label: 'GitHub',
          collapsed: true,
          items: [
            { type: 'doc', id: 'latest/development/issues', label: 'Issues' },
            { type: 'doc', id: 'latest/development/pull-requests', label: 'Pull Requests' },
          ],
        },
        //@@UPSTREAM
      ],
    },
  ],

  api: [
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Main Process Modules',
          collapsed: false,
          items: [
            { type: 'doc', id: 'latest/api/app', label: 'app' },
            { type: 'doc', id: 'latest/api/browser-window', label: 'BrowserWindow' },
            { type: 'doc', id: 'latest/api/web-contents', label: 'webContents' },
            { type: 'doc', id: 'latest/api/ipc-main', label: 'ipcMain' },
            { type: 'doc', id: 'latest/api/session', label: 'session' },
            { type: 'doc', id: 'latest/api/dialog', label: 'dialog' },
            { type: 'doc', id: 'latest/api/menu', label: 'Menu' },
            { type: 'doc', id: 'latest/api/menu-item', label: 'MenuItem' },
            { type: 'doc', id: 'latest/api/tray', label: 'Tray' },
            { type: 'doc', id: 'latest/api/net', label: 'net' },
            { type: 'doc', id: 'latest/api/protocol', label: 'protocol' },
            { type: 'doc', id: 'latest/api/screen', label: 'screen' },
            { type: 'doc', id: 'latest/api/shell', label: 'shell' },
            { type: 'doc', id: 'latest/api/native-image', label: 'nativeImage' },
            {
              type: 'category',
              label: 'TouchBar',
              collapsed: true,
              items: [
                touchBarItem('touch-bar', 'TouchBar'),
                touchBarItem('touch-bar-button', 'TouchBarButton'),
                touchBarItem('touch-bar-color-picker', 'TouchBarColorPicker'),
                touchBarItem('touch-bar-group', 'TouchBarGroup'),
                touchBarItem('touch-bar-label', 'TouchBarLabel'),
                touchBarItem('touch-bar-popover', 'TouchBarPopover'),
                touchBarItem('touch-bar-scrubber', 'TouchBarScrubber'),
                touchBarItem('touch-bar-segmented-control', 'TouchBarSegmentedControl'),
                touchBarItem('touch-bar-slider', 'TouchBarSlider'),
                touchBarItem('touch-bar-spacer', 'TouchBarSpacer'),
                touchBarItem('touch-bar-other-items-proxy', 'TouchBarOtherItemsProxy'),
              ],
            },
          ],
        },
        {
          type: 'category',
          label: 'Renderer Process Modules',
          collapsed: false,
          items: [
            { type: 'doc', id: 'latest/api/context-bridge', label: 'contextBridge' },
            { type: 'doc', id: 'latest/api/ipc-renderer', label: 'ipcRenderer' },
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'Structures',
      collapsed: true,
      items: [
        structure('browser-window-constructor-options', 'BrowserWindowConstructorOptions'),
        structure('certificate', 'Certificate'),
        structure('certificate-principal', 'CertificatePrincipal'),
        structure('cookie', 'Cookie'),
        structure('cpu-usage', 'CPUUsage'),
        structure('custom-scheme', 'CustomScheme'),
        structure('display', 'Display'),
        structure('file-filter', 'FileFilter'),
        structure('input-event', 'InputEvent'),
        structure('ipc-main-event', 'IpcMainEvent'),
        structure('ipc-main-invoke-event', 'IpcMainInvokeEvent'),
        structure('ipc-renderer-event', 'IpcRendererEvent'),
        structure('jump-list-category', 'JumpListCategory'),
        structure('jump-list-item', 'JumpListItem'),
        structure('keyboard-event', 'KeyboardEvent'),
        structure('memory-info', 'MemoryInfo'),
        structure('mouse-input-event', 'MouseInputEvent'),
        structure('notification-action', 'NotificationAction'),
        structure('point', 'Point'),
        structure('printer-info', 'PrinterInfo'),
        structure('process-metric', 'ProcessMetric'),
        structure('protocol-request', 'ProtocolRequest'),
        structure('protocol-response', 'ProtocolResponse'),
        structure('rectangle', 'Rectangle'),
        structure('referrer', 'Referrer'),
        structure('scrubber-item', 'ScrubberItem'),
        structure('segmented-control-segment', 'SegmentedControlSegment'),
        structure('size', 'Size'),
        structure('task', 'Task'),
        structure('thumbar-button', 'ThumbarButton'),
        structure('upload-data', 'UploadData'),
        structure('web-preferences', 'WebPreferences'),
      ],
    },
  ],
};
