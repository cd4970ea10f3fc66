import { tokenStore } from '../../app/session/tokenStore';
import { DownloadError, errorTextOf, filenameOf } from '../../kit/files/download';

/**
 * A contract's PDF is served only with the session's Bearer token, so a plain link cannot open it: the browser
 * fetches it and shows it from a blob URL in a new tab (or saves it where the tab cannot be opened).
 */
export const openContractPdf = async (url: string, fallbackName: string): Promise<void> => {
  // The tab opens in the click itself, so no popup blocker stops it; it gets the file once it has arrived.
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  const token = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    tab?.close();
    throw new DownloadError('No connection to the server. Check the connection and try again.', 0);
  }
  if (!response.ok) {
    tab?.close();
    if (response.status === 401) tokenStore.clear('expired');
    throw new DownloadError(errorTextOf(await response.json().catch(() => null)), response.status);
  }
  const blob = new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
  const objectUrl = URL.createObjectURL(blob);
  if (tab) {
    tab.location.href = objectUrl;
  } else {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = filenameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  }
  // The tab has read the file once it navigated; the object URL can go a while later.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
};
