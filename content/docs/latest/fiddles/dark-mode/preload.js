const { contextBridge, ipcRenderer } = require('electron')

contextBridge.exposeInMainWorld('theme', {
  toggle: () => ipcRenderer.invoke('theme:toggle'),
  useSystem: () => ipcRenderer.invoke('theme:use-system')
})
