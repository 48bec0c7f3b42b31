// A file the API answered (a CSV, a certificate) handed to the browser to save. A plain link cannot
// carry the bearer token, so the file is fetched first and saved from a blob.

/** The name the server gave the file (Content-Disposition), or `fallback`. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename="?([^";]+)"?/iu);
  return match?.[1] ?? fallback;
}

export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
