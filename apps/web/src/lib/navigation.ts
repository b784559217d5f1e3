/** Lets code outside React (the API client's logged-out toast) navigate inside the single-page app. */
type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}
