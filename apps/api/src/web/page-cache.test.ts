import { describe, expect, it, vi } from 'vitest';
import { createPageCache, pageWithNonce, sharedMaxAge, type KeptPage } from './page-cache.js';

const page = (html: string, headers: Record<string, string> = { 'cache-control': 'public, max-age=0, s-maxage=10', vary: 'Cookie' }, status = 200) =>
  new Response(html, { status, headers: { 'content-type': 'text/html', ...headers } });

const htmlOf = async (result: KeptPage | Response, nonce: string) => (result instanceof Response ? result.text() : pageWithNonce(result, nonce));

describe('the page cache', () => {
  it('keeps what a route lets shared caches keep, and nothing else', () => {
    expect(sharedMaxAge(page('x'))).toBe(10);
    expect(sharedMaxAge(page('x', { 'cache-control': 'no-cache' }))).toBe(0);
    expect(sharedMaxAge(page('x', { 'cache-control': 'private, s-maxage=10' }))).toBe(0);
    expect(sharedMaxAge(page('x', { 'cache-control': 'public, s-maxage=10', 'set-cookie': 'a=b' }))).toBe(0);
    expect(sharedMaxAge(page('x', { 'cache-control': 'public, s-maxage=10' }, 404))).toBe(0);
  });

  it('serves one render to every visitor of an address while it is fresh, each with its own nonce', async () => {
    let clock = 0;
    const cache = createPageCache(() => clock);
    const render = vi.fn(async () => page('<script nonce="n1">1</script>'));
    const first = await cache.get('/jobs', new Headers(), 'n1', render);
    const second = await cache.get('/jobs', new Headers(), 'n2', () => Promise.reject(new Error('not rendered again')));
    expect(await htmlOf(first, 'n1')).toBe('<script nonce="n1">1</script>');
    expect(await htmlOf(second, 'n2')).toBe('<script nonce="n2">1</script>');
    expect(render).toHaveBeenCalledTimes(1);

    clock = 10_001;
    const third = await cache.get('/jobs', new Headers(), 'n3', async () => page('<script nonce="n3">2</script>'));
    expect(await htmlOf(third, 'n3')).toBe('<script nonce="n3">2</script>');
  });

  it('keeps one render per value of the headers the page varies on', async () => {
    const cache = createPageCache(() => 0);
    const varying = (html: string) => page(html, { 'cache-control': 'public, s-maxage=10', vary: 'Accept-Language' });
    await cache.get('/jobs', new Headers(), 'n', async () => varying('any'));
    await cache.get('/jobs', new Headers({ 'accept-language': 'cy' }), 'n', async () => varying('welsh'));
    expect(await htmlOf(await cache.get('/jobs', new Headers({ 'accept-language': 'cy' }), 'n', () => Promise.reject(new Error('no'))), 'n')).toBe('welsh');
    expect(await htmlOf(await cache.get('/jobs', new Headers(), 'n', () => Promise.reject(new Error('no'))), 'n')).toBe('any');
  });

  it('renders anew for a request with cookies, and keeps nothing of it', async () => {
    const cache = createPageCache(() => 0);
    await cache.get('/jobs', new Headers(), 'n', async () => page('visitor'));
    const signedIn = new Headers({ cookie: 'onbrief_theme=agency' });
    expect(await htmlOf(await cache.get('/jobs', signedIn, 'n', async () => page('agency')), 'n')).toBe('agency');
    expect(await htmlOf(await cache.get('/jobs', signedIn, 'n', async () => page('agency, fresh')), 'n')).toBe('agency, fresh');
    expect(await htmlOf(await cache.get('/jobs', new Headers(), 'n', () => Promise.reject(new Error('no'))), 'n')).toBe('visitor');
  });

  it('shares a render under way with the visitors asking at the same time', async () => {
    const cache = createPageCache(() => 0);
    let finish!: (response: Response) => void;
    const render = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const both = Promise.all([cache.get('/jobs?q=a', new Headers(), 'n1', render), cache.get('/jobs?q=a', new Headers(), 'n2', render)]);
    finish(page('<p nonce="n1">a</p>'));
    const [one, two] = await both;
    expect(render).toHaveBeenCalledTimes(1);
    expect(await htmlOf(two, 'n2')).toBe('<p nonce="n2">a</p>');
    expect(await htmlOf(one, 'n1')).toBe('<p nonce="n1">a</p>');
  });

  it('renders a page that may not be kept for each request, the waiting ones included', async () => {
    const cache = createPageCache(() => 0);
    let finish!: (response: Response) => void;
    const first = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const second = vi.fn(async () => page('mine', { 'cache-control': 'no-cache' }));
    const both = Promise.all([cache.get('/company/dashboard', new Headers(), 'n1', first), cache.get('/company/dashboard', new Headers(), 'n2', second)]);
    finish(page('theirs', { 'cache-control': 'no-cache' }));
    const [one, two] = await both;
    expect(await htmlOf(one, 'n1')).toBe('theirs');
    expect(await htmlOf(two, 'n2')).toBe('mine');
    expect(second).toHaveBeenCalledTimes(1);
  });
});
