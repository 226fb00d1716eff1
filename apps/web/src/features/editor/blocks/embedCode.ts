/** The embed code of a board or page (paid plans, Embed Content popup). */
export function embedCode(url: string, title: string): string {
  const safeTitle = title.replace(/["<>&]/g, '');
  return `<iframe src="${url}" title="${safeTitle}" width="100%" height="800" style="border:0" loading="lazy"></iframe>`;
}
