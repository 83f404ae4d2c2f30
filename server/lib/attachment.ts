import type { FastifyReply } from 'fastify';

/** `Content-Disposition: attachment` with an ASCII name and its UTF-8 form (RFC 6266). */
export const attachment = (fileName: string): string =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/**
 * The headers of a file someone else chose, its type included (a visitor's floor plan, an applicant's résumé, a
 * tender's document): downloaded under its name, never shown inline nor sniffed into HTML, and sandboxed with
 * nothing allowed should a browser open it anyway. The caller adds its own headers and sends the bytes as they are.
 */
export const downloadOnly = (reply: FastifyReply, type: string, fileName: string): FastifyReply =>
  reply
    .header('content-type', type)
    .header('content-disposition', attachment(fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
