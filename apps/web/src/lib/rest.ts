/** Plain REST calls the spec names (password reset, config). */
export interface RestResult<T> {
  ok: boolean;
  status: number;
  body: T | undefined;
}

export interface RestMessage {
  message?: string;
  errors?: Record<string, string[] | string>;
}

async function call<T>(path: string, init: RequestInit): Promise<RestResult<T>> {
  try {
    const response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
    let body: T | undefined;
    try {
      body = (await response.json()) as T;
    } catch {
      body = undefined;
    }
    return { ok: response.ok, status: response.status, body };
  } catch {
    return { ok: false, status: 0, body: undefined };
  }
}

export function postJson<T = RestMessage>(path: string, payload: unknown): Promise<RestResult<T>> {
  return call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
}

export function getJson<T>(path: string): Promise<RestResult<T>> {
  return call<T>(path, { method: 'GET' });
}

/** 'a. b.' from a Laravel-style { errors: { field: [messages] } } body. */
export function joinedErrors(body: RestMessage | undefined): string | undefined {
  if (!body?.errors) return undefined;
  const all = Object.values(body.errors).flatMap((v) => (Array.isArray(v) ? v : [v]));
  return all.length > 0 ? all.join(' ') : undefined;
}
