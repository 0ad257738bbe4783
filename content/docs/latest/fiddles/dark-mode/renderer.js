const label = document.getElementById('theme-source')

function show (isDark, source) {
  label.textContent = `${isDark ? 'Dark' : 'Light'} (${source})`
}

document.getElementById('toggle').addEventListener('click', async () => {
  const isDark = await window.theme.toggle()
  show(isDark, 'chosen in the app')
})

document.getElementById('system').addEventListener('click', async () => {
  const isDark = await window.theme.useSystem()
  show(isDark, 'following the system')
})

// Initial state: whatever the operating system prefers.
show(window.matchMedia('(prefers-color-scheme: dark)').matches, 'following the system')
