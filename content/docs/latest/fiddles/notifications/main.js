// Two ways to notify: from the main process (Electron's Notification
// module) and from a page (the web's Notification API, see renderer.js).
const { app, BrowserWindow, Notification } = require('electron')

let mainWindow

function createWindow () {
  mainWindow = new BrowserWindow({
    width: 640,
    height: 360,
    // No preload script is needed: the web Notification API is
    // already available to the page.
    webPreferences: {
      contextIsolation: true,
      nodeIntegration: false
    }
  })
  mainWindow.loadFile('index.html')
}

function notifyFromMain () {
  if (!Notification.isSupported()) return

  const notification = new Notification({
    title: 'Main process',
    body: 'This notification was created by main.js.'
  })
  // Bring the window forward when the notification is clicked.
  notification.on('click', () => {
    if (mainWindow && !mainWindow.isDestroyed()) mainWindow.show()
  })
  notification.show()
}

// Windows needs an AppUserModelID for toasts. During development the
// Electron binary itself is a reasonable stand-in.
if (process.platform === 'win32') {
  app.setAppUserModelId(process.execPath)
}

app.whenReady().then(() => {
  createWindow()
  notifyFromMain()

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
