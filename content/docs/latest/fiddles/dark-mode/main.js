// Let the user override the operating system's light/dark setting.
const { app, BrowserWindow, ipcMain, nativeTheme } = require('electron')
const path = require('node:path')

function createWindow () {
  const win = new BrowserWindow({
    width: 640,
    height: 420,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      contextIsolation: true,
      nodeIntegration: false
    }
  })
  win.loadFile('index.html')
}

app.whenReady().then(() => {
  // Flip between light and dark. Setting themeSource changes what the
  // `prefers-color-scheme` media query reports in every renderer.
  ipcMain.handle('theme:toggle', () => {
    nativeTheme.themeSource = nativeTheme.shouldUseDarkColors ? 'light' : 'dark'
    return nativeTheme.shouldUseDarkColors
  })

  // Hand control back to the operating system.
  ipcMain.handle('theme:use-system', () => {
    nativeTheme.themeSource = 'system'
    return nativeTheme.shouldUseDarkColors
  })

  createWindow()

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
