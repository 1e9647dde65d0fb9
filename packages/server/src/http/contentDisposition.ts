/**
 * A Content-Disposition header that names a file safely: a plain-ASCII `filename` (quotes, backslashes, control and
 * non-ASCII characters replaced) and, when that had to change the name, the exact name as RFC 5987 `filename*`.
 * No name can break out of the header or add parameters of its own.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const name = fileName.replace(/[\u0000-\u001f\u007f]/g, '');
  const ascii = name.replace(/[^\u0020-\u007e]|["\\]/g, '_');
  if (ascii === name) return `${kind}; filename="${ascii}"`;
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
