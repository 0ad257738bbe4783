const { contextBridge, ipcRenderer } = require('electron')

contextBridge.exposeInMainWorld('trayDemo', {
  // Forward only the value, never the IPC event object.
  onStatus: (callback) => {
    ipcRenderer.on('tray:status', (_event, status) => callback(status))
  }
})
