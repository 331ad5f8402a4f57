/** The Content-Type of a stored key, by the extension the server itself gave it. */
const byExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  pdf: 'application/pdf',
};

export function lookup(key: string): string {
  return byExtension[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
