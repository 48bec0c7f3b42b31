// Runs before first paint (blocking, tiny): apply the theme saved under 'theme' (default light).
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch (e) {
  /* storage blocked: stay light */
}
