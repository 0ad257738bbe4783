// navigator.onLine holds the state; the online and offline events say
// when it changes. No preload script is needed.
function updateStatus () {
  document.getElementById('status').textContent = navigator.onLine ? 'online' : 'offline'
}

window.addEventListener('online', updateStatus)
window.addEventListener('offline', updateStatus)
updateStatus()
