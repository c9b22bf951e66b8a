const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** "820 bytes", "340 KB", "1.2 MB" (1 KB = 1024 bytes, as the upload limit counts them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
