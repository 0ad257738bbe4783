// Pattern 2: the renderer asks a question, the main process answers.
const { app, BrowserWindow, dialog, ipcMain } = require('electron')
const path = require('node:path')

// invoke/handle returns a Promise to the renderer. Whatever this handler
// returns (or throws) settles that Promise.
async function handleChooseFile (event) {
  const win = BrowserWindow.fromWebContents(event.sender)
  const { canceled, filePaths } = await dialog.showOpenDialog(win, {
    title: 'Pick any file',
    properties: ['openFile']
  })
  return canceled ? null : filePaths[0]
}

function createWindow () {
  const win = new BrowserWindow({
    width: 640,
    height: 360,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      contextIsolation: true,
      nodeIntegration: false
    }
  })
  win.loadFile('index.html')
}

app.whenReady().then(() => {
  // Register the handler once, before any window can call it.
  ipcMain.handle('dialog:choose-file', handleChooseFile)
  createWindow()

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
