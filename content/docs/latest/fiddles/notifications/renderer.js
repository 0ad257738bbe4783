const status = document.getElementById('status')

document.getElementById('notify').addEventListener('click', () => {
  const notification = new window.Notification('Renderer process', {
    body: 'This one came from renderer.js through the web Notification API.'
  })

  notification.onclick = () => {
    status.textContent = 'You clicked the notification.'
  }
  status.textContent = 'Notification sent.'
})
