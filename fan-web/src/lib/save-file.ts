/** Hand a file made in the page to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the time a minute has passed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
