import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRenderThread, type RenderThread } from './render-thread.js';

// A stand-in for the build's server entry: it asks one GraphQL query and draws its answer, fails on /boom, and
// answers once aborted on /slow.
const ENTRY = `
export async function render() { return { html: '' }; }
export async function renderForSession(url, { graphql, signal }) {
  if (url === '/boom') throw new Error('the page failed');
  if (url === '/slow') return new Promise((resolve) => signal.addEventListener('abort', () => resolve({ kind: 'redirect' })));
  const answer = await graphql(JSON.stringify({ query: '{ me { id } }', url }));
  return { kind: 'page', html: '<main>' + answer.body + '</main>', title: 't', state: '{}', modules: [], passes: 1, timings: [] };
}
export const renderForVisitor = renderForSession;
`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-thread-'));
const problems: Error[] = [];
const threads: RenderThread[] = [];

function start(contents: string): RenderThread {
  const file = path.join(dir, `entry-${threads.length}.mjs`);
  fs.writeFileSync(file, contents);
  const thread = startRenderThread(file, (error) => problems.push(error));
  threads.push(thread);
  return thread;
}

async function ready(thread: RenderThread) {
  await expect.poll(() => thread.ready, { timeout: 10_000 }).toBe(true);
}

afterAll(async () => {
  await Promise.all(threads.map((thread) => thread.stop()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the render thread', () => {
  it('renders in its thread, with the GraphQL queries answered by the caller, one answer per render', async () => {
    const thread = start(ENTRY);
    await ready(thread);
    const asked: string[] = [];
    const graphql = (tag: string) => async (body: string) => {
      asked.push(body);
      return { status: 200, body: `${tag}:${JSON.parse(body).url}` };
    };
    const [a, b] = await Promise.all([
      thread.render('renderForSession', '/a', graphql('alice'), new AbortController().signal),
      thread.render('renderForVisitor', '/b', graphql('visitor'), new AbortController().signal),
    ]);
    expect(a).toMatchObject({ kind: 'page', html: '<main>alice:/a</main>' });
    expect(b).toMatchObject({ kind: 'page', html: '<main>visitor:/b</main>' });
    expect(asked).toHaveLength(2);
  });

  it("passes a render's failure back as an error, and the thread goes on", async () => {
    const thread = start(ENTRY);
    await ready(thread);
    const noQueries = async () => ({ status: 500, body: '' });
    await expect(thread.render('renderForSession', '/boom', noQueries, new AbortController().signal)).rejects.toThrow('the page failed');
    await expect(thread.render('renderForSession', '/slow', noQueries, AbortSignal.timeout(50))).resolves.toEqual({ kind: 'redirect' });
    expect(thread.ready).toBe(true);
  });

  it('reports an entry that cannot load, and is never ready', async () => {
    const thread = start('throw new Error("not an entry");');
    await expect.poll(() => problems.map((error) => error.message).join(), { timeout: 10_000 }).toContain('not an entry');
    expect(thread.ready).toBe(false);
  });

  it('says it stopped once its thread ends, and fails what was in flight', async () => {
    const thread = start(ENTRY);
    await ready(thread);
    const pending = thread.render('renderForSession', '/slow', async () => ({ status: 200, body: '' }), new AbortController().signal);
    await thread.stop();
    await expect(pending).rejects.toThrow('the render thread stopped');
    expect(thread.stopped).toBe(true);
    expect(thread.ready).toBe(false);
  });
});
