/** `Content-Disposition: attachment` with an ASCII name and its UTF-8 form (RFC 6266). */
export const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
