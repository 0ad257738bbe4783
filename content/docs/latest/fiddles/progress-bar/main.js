// A pretend task fills the progress bar on the taskbar button (Windows),
// the Dock icon (macOS) or the launcher icon (Unity on Linux).
const { app, BrowserWindow } = require('electron')

let progressInterval

function createWindow () {
  const win = new BrowserWindow({
    width: 640,
    height: 320,
    webPreferences: {
      contextIsolation: true,
      nodeIntegration: false
    }
  })
  win.loadFile('index.html')

  // Step by 1 % every 100 ms; start over after a short pause when full.
  let progress = 0
  clearInterval(progressInterval) // one timer, even after macOS re-creates the window
  progressInterval = setInterval(() => {
    if (win.isDestroyed()) return
    progress += 0.01
    if (progress > 1.2) progress = 0
    // Values above 1 would switch to indeterminate mode, so clamp while
    // the bar pauses at full.
    win.setProgressBar(Math.min(progress, 1))
  }, 100)
}

app.whenReady().then(() => {
  createWindow()

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow()
  })
})

// Stop the timer before the app goes away.
app.on('before-quit', () => {
  clearInterval(progressInterval)
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})
