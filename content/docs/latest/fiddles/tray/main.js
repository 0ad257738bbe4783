// A tray (menu bar / notification area) icon with its own context menu.
const { app, BrowserWindow, Menu, Tray, nativeImage } = require('electron')
const path = require('node:path')

// A 16x16 PNG ring, inlined so the demo needs no image files.
const ICON_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAQ0lEQVR42mPQb3jLQAnGJfEfBybKgP8EMF4D/hOJsRqA16m41JCiGatafAb8J0J8uBtAUiBSHI1USUhUScpUyUwkYQAngQuvkN5uzgAAAABJRU5ErkJggg=='

// Keep module-level references: a Tray that is garbage collected vanishes.
let tray = null
let mainWindow = null

function createWindow () {
  mainWindow = new BrowserWindow({
    width: 520,
    height: 320,
    webPreferences: {
      preload: path.join(__dirname, 'preload.js'),
      contextIsolation: true,
      nodeIntegration: false
    }
  })
  mainWindow.loadFile('index.html')
  mainWindow.on('closed', () => { mainWindow = null })
}

function showWindow () {
  if (mainWindow === null) createWindow()
  else mainWindow.show()
}

function setStatus (status) {
  tray.setToolTip(`Tray demo: ${status}`)
  if (mainWindow !== null) mainWindow.webContents.send('tray:status', status)
}

function createTray () {
  const icon = nativeImage.createFromDataURL(ICON_DATA_URL)
  // macOS: a template image is recoloured to match the menu bar.
  if (process.platform === 'darwin') icon.setTemplateImage(true)

  tray = new Tray(icon)

  const statusItem = (label) => ({
    label,
    type: 'radio',
    checked: label === 'Available',
    click: () => setStatus(label)
  })

  tray.setContextMenu(Menu.buildFromTemplate([
    { label: 'Show window', click: showWindow },
    { type: 'separator' },
    statusItem('Available'),
    statusItem('Busy'),
    statusItem('Away'),
    { type: 'separator' },
    { label: 'Quit', role: 'quit' }
  ]))
  tray.setToolTip('Tray demo: Available')

  // Windows: a left click on the icon usually brings the app forward.
  tray.on('click', showWindow)
}

app.whenReady().then(() => {
  createTray()
  createWindow()

  app.on('activate', showWindow)
})

// A tray app keeps running with no windows open, on every platform.
// Quit through the tray menu instead.
app.on('window-all-closed', () => {})
