const output = document.getElementById('status')

window.trayDemo.onStatus((status) => {
  output.textContent = status
})
