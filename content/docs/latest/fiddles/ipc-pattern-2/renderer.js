const button = document.getElementById('choose')
const output = document.getElementById('file-path')

button.addEventListener('click', async () => {
  button.disabled = true
  try {
    const filePath = await window.fileApi.chooseFile()
    output.textContent = filePath ?? 'No file selected.'
  } finally {
    button.disabled = false
  }
})
