// Applies the stored theme before first paint (no flash). Mirrors features/theme/theme-storage.ts:
// 'light' | 'dark' | 'system' under the key 'theme'; nothing stored means light.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // storage blocked: fall back to light
  }
  var dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
