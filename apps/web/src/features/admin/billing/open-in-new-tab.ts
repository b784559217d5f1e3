/**
 * Opens a link that has to be fetched first (an invoice's signed 5-minute link) in a new tab. The tab is opened
 * at once, within the click, so a pop-up blocker lets it through; it is pointed at the link when the link arrives,
 * and closed if it never does. The new tab gets no handle on this page (opener cleared).
 */
export async function openInNewTab(link: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const href = new URL(await link(), window.location.origin).href;
    if (tab && !tab.closed) tab.location.href = href;
    else window.open(href, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
