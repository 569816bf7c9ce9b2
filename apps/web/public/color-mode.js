// Dark mode before the app loads, so a dark-mode user never sees a white flash. A file, not an
// inline script, so the Content Security Policy (script-src 'self') allows it.
try {
  var mode = localStorage.getItem('ilaw-color-mode');
  if (mode === 'dark' || (mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches))
    document.documentElement.classList.add('dark');
} catch (e) {}
