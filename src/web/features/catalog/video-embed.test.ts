import { describe, expect, it } from 'vitest';
import { bookVideo } from './video-embed.ts';

const embed = (id: string, query = '') => ({
  kind: 'youtube',
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}${query}`,
});

describe('bookVideo', () => {
  it('embeds YouTube links through the privacy-enhanced host', () => {
    expect(bookVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
    expect(bookVideo('https://youtu.be/dQw4w9WgXcQ?t=42')).toEqual(
      embed('dQw4w9WgXcQ', '?start=42'),
    );
    expect(bookVideo('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
    expect(bookVideo('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
    expect(bookVideo(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ')).toEqual(
      embed('dQw4w9WgXcQ'),
    );
  });

  it('refuses YouTube links without a proper video id', () => {
    expect(bookVideo('https://www.youtube.com/watch?v=<script>')).toEqual({ kind: 'none' });
    expect(bookVideo('https://www.youtube.com/@pustak')).toEqual({ kind: 'none' });
  });

  it('plays other web URLs in a video element', () => {
    expect(bookVideo('https://cdn.example.in/trailers/guide.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.in/trailers/guide.mp4',
    });
    expect(bookVideo('/uploads/videos/guide.mp4')).toEqual({
      kind: 'file',
      src: '/uploads/videos/guide.mp4',
    });
    expect(bookVideo('//evil.example/x.mp4')).toEqual({ kind: 'none' });
  });

  it('ignores empty, malformed and non-web URLs', () => {
    expect(bookVideo(null)).toEqual({ kind: 'none' });
    expect(bookVideo('')).toEqual({ kind: 'none' });
    expect(bookVideo('not a url')).toEqual({ kind: 'none' });
    expect(bookVideo('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});
