// Plain web code: no Node.js here, only what preload.js exposed.
const rows = {
  'electron-version': window.versions.electron(),
  'chrome-version': window.versions.chrome(),
  'node-version': window.versions.node()
}

for (const [id, value] of Object.entries(rows)) {
  document.getElementById(id).textContent = value
}
