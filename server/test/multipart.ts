/** A multipart body with one file part, encoded as a browser's FormData sends it. */
export async function multipart(bytes: Uint8Array, filename: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes]), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}
