// Runs in an isolated context before index.html loads.
// Only what is passed to exposeInMainWorld is visible to the page.
const { contextBridge } = require('electron')

contextBridge.exposeInMainWorld('versions', {
  electron: () => process.versions.electron,
  chrome: () => process.versions.chrome,
  node: () => process.versions.node
})
