import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent, preloadLazyComponents } from './lazy-component';

describe('lazyComponent', () => {
  it('suspends until loaded; once preloaded by name, a new instance renders at once', async () => {
    let loads = 0;
    const Greeting = lazyComponent('test-greeting', async () => {
      loads += 1;
      return ({ name }: { name: string }) => <p>Hello {name}</p>;
    });
    const page = () => renderToString(<Suspense fallback={<p>waiting</p>}><Greeting name="Ada" /></Suspense>);
    expect(page()).toContain('waiting');
    await preloadLazyComponents(['test-greeting', 'never-registered']);
    expect(page()).toContain('Hello <!-- -->Ada');
    await preloadLazyComponents(['test-greeting']);
    expect(loads).toBe(1);
  });

  it('a failed load can be tried again', async () => {
    let attempts = 0;
    lazyComponent('test-flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return () => <p>ok</p>;
    });
    await preloadLazyComponents(['test-flaky']);
    await preloadLazyComponents(['test-flaky']);
    expect(attempts).toBe(2);
  });
});
