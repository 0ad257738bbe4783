// The page shows the connection state; the main process checks it too,
// with net.isOnline(), and logs it to the terminal.
const { app, BrowserWindow, net } = require('electron')

function createWindow () {
  const win = new BrowserWindow({
    width: 480,
    height: 240,
    webPreferences: {
      contextIsolation: true,
      nodeIntegration: false
    }
  })
  win.loadFile('index.html')
}

app.whenReady().then(() => {
  console.log(`Main process: ${net.isOnline() ? 'online' : 'offline'}`)
  createWindow()

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
