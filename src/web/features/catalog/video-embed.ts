export type BookVideo =
  { kind: 'youtube'; embedUrl: string } | { kind: 'file'; src: string } | { kind: 'none' };

const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

const videoId = /^[\w-]{11}$/;

function youTubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v'
    ? (id ?? null)
    : null;
}

/**
 * How to show a book's video: a YouTube link becomes YouTube's privacy-enhanced embed (no
 * cookies until the shopper plays it); any other http(s) URL or a path on this site plays in a
 * <video> element.
 */
export function bookVideo(videoUrl: string | null | undefined): BookVideo {
  const text = videoUrl?.trim();
  if (!text) return { kind: 'none' };
  // A file of our own (an upload) is a path on this site.
  if (/^\/(?!\/)/.test(text)) return { kind: 'file', src: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'none' };
  if (youTubeHosts.has(url.hostname)) {
    const id = youTubeId(url);
    if (!id || !videoId.test(id)) return { kind: 'none' };
    const start = Number.parseInt(
      url.searchParams.get('t') ?? url.searchParams.get('start') ?? '',
      10,
    );
    const query = Number.isFinite(start) && start > 0 ? `?start=${start}` : '';
    return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}${query}` };
  }
  return { kind: 'file', src: url.href };
}
