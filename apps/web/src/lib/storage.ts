/**
 * JSON values in Web Storage that never throw (private mode, quota, corrupt values), and that read as
 * empty where there is no browser (the server's render, entry.server.tsx).
 */
function area(kind: 'local' | 'session'): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(key: string, kind: 'local' | 'session' = 'local'): T | undefined {
  const raw = area(kind)?.getItem(key);
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, kind: 'local' | 'session' = 'local'): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the app keeps working for this page view.
  }
}

export function readText(key: string, kind: 'local' | 'session' = 'local'): string | undefined {
  return area(kind)?.getItem(key) ?? undefined;
}

export function writeText(key: string, value: string, kind: 'local' | 'session' = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // See writeJson.
  }
}

export function removeKey(key: string, kind: 'local' | 'session' = 'local'): void {
  area(kind)?.removeItem(key);
}
