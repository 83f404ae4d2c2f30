/**
 * What a handler reads of the request, as the browser sent it. The mock records or parses it; checking it is the
 * contract's schema's (and the server's), never these readers'.
 */

/** A JSON body, or null when there is none or it is not JSON (the schema then refuses it as the server would). */
export const readJson = (request: Request): Promise<unknown> => request.json().catch(() => null);

/** A multipart body as one record: its text fields as sent, and each file as `{ name, size }`. */
export async function readForm(request: Request): Promise<Record<string, unknown>> {
  const form = await request.formData();
  const body: Record<string, unknown> = {};
  form.forEach((value, key) => {
    body[key] = typeof value === 'string' ? value : { name: value.name, size: value.size };
  });
  return body;
}
