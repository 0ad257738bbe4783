const { contextBridge, ipcRenderer } = require('electron')

// Expose one narrow function instead of ipcRenderer itself.
contextBridge.exposeInMainWorld('fileApi', {
  chooseFile: () => ipcRenderer.invoke('dialog:choose-file')
})
