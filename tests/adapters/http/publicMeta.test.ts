import { describe, expect, it } from 'vitest';
import { withMeta } from '../../../adapters/http/publicMeta';

const index =
  '<html><head><title>Marketplace</title><meta name="description" content="default" /></head><body></body></html>';

/** Agency text goes into the page's head as written: a `$` pattern in it is text, not a replacement instruction. */
describe('page meta tags', () => {
  it("keeps $&, $' and $` in a title and a description as typed", () => {
    const html = withMeta(index, {
      title: "Dev $& $' $` $$ $1",
      description: "Rates from $' up",
      url: 'http://localhost/specialist/1',
    });
    expect(html).toContain('<title>Dev $&amp; $&#39; $` $$ $1</title>');
    expect(html).toContain('content="Rates from $&#39; up"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="default"');
  });
});
