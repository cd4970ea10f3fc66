import { describe, expect, it } from 'vitest';
import { serverPageTemplate, withRenderedPage } from '../../../adapters/http/ssr/serverRenderer';

const built = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>IT Marketplace</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mantine-1.js">
    <link rel="stylesheet" crossorigin href="/assets/mantine-1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <noscript>This site needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('a server-rendered page', () => {
  const page = withRenderedPage(serverPageTemplate(built), '<main><h1>Specialists</h1></main>', {
    mutations: [],
    queries: [],
  });

  it('carries the content, readable without JavaScript, and the screen it was laid out for', () => {
    expect(page).toContain('<div id="root" data-screen="wide"><main><h1>Specialists</h1></main></div>');
    expect(page).not.toContain('<noscript>');
    const forPhone = withRenderedPage(
      serverPageTemplate(built),
      '<main></main>',
      { mutations: [], queries: [] },
      'narrow',
    );
    expect(forPhone).toContain('<div id="root" data-screen="narrow"><main></main></div>');
  });

  it('asks for the styles before the code, and leaves the modules to the entry script, so it paints before it hydrates on a slow line', () => {
    expect(page).not.toContain('modulepreload');
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.indexOf('mantine-1.css')).toBeLessThan(head.indexOf('index-1.js'));
    expect(head.indexOf('index-1.css')).toBeLessThan(head.indexOf('index-1.js'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });
});
