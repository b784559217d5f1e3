/** Lets code outside React (the API client's logged-out toast) navigate inside the single-page app. */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}

/**
 * Whether the browser is still at `pathname`. A link changes the address at once, but the page it leaves
 * stays on screen, its timers running, while the next page's code loads (a transition): what such a timer
 * writes into the address must not undo the navigation.
 */
export function stillAt(pathname: string): boolean {
  return window.location.pathname === pathname;
}
