// Starts the app on a page the server has already drawn, once its first screen is painted: after
// the page's largest image (the one with fetchpriority="high") has loaded, or at once when there
// is none. Until then the app's code does not compete with that image for a slow connection; the
// page is readable, its links and search form work meanwhile, and a tap, click or key starts the
// app at once. The server writes this script's data-entry (the app's entry module) and
// data-preload (the modules the page needs) from the build (src/server/plugins/page-chunks.ts).
// A file rather than inline: the CSP allows no inline script.
(function () {
  var me = document.currentScript;
  var entry = me.getAttribute('data-entry');
  var preload = (me.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    import(entry);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  function whenDrawn() {
    var image = document.querySelector('img[fetchpriority="high"]');
    if (!image || image.complete) return afterPaint();
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', afterPaint);
    // A slow image must not keep the page from working for long.
    setTimeout(start, 3000);
  }
  // A reader who reaches for the page (a tap, a click, a key) wants it working now.
  var reach = ['pointerdown', 'touchstart', 'keydown'];
  for (var j = 0; j < reach.length; j++) {
    addEventListener(reach[j], start, { capture: true, once: true, passive: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenDrawn);
  else whenDrawn();
})();
