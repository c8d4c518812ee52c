/** Files the browser saves (CSV exports, receipts as PDF): one way to name them and one way to hand them over. */

/** A file name piece without characters file systems refuse. */
export const safeFileName = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || 'export';

/** Saves what a URL answers as a file, through a temporary link (the server's download links, blobs). */
export function downloadUrl(fileName: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob as a file through a temporary link (nothing leaves the browser). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(fileName, url);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a UTF-8 file. */
export const downloadText = (fileName: string, text: string, mimeType: string): void =>
  downloadBlob(fileName, new Blob([text], { type: `${mimeType};charset=utf-8` }));
