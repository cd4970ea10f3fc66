import { describe, expect, it } from 'vitest';
import { screenHintOf } from '../../../adapters/http/ssr/screenHint';

/** The screen a public page is rendered for, from the request's headers (adapters/http/ssr/screenHint.ts). */
describe('the screen a page is rendered for', () => {
  const agents = {
    androidChrome:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    androidTablet:
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
    iPhone:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    iPad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
    desktopLinux:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
  };

  it('a phone is narrow: Chrome, Safari and Firefox name themselves so', () => {
    for (const agent of [agents.androidChrome, agents.iPhone, agents.firefoxAndroid])
      expect(screenHintOf({ 'user-agent': agent }), agent).toBe('narrow');
  });

  it('a tablet, a desktop and a request that names nothing are wide', () => {
    for (const agent of [agents.androidTablet, agents.iPad, agents.desktopLinux])
      expect(screenHintOf({ 'user-agent': agent }), agent).toBe('wide');
    expect(screenHintOf({})).toBe('wide');
  });

  it("Chromium's own client hint decides over the user agent", () => {
    expect(screenHintOf({ 'user-agent': agents.desktopLinux, 'sec-ch-ua-mobile': '?1' })).toBe('narrow');
    expect(screenHintOf({ 'user-agent': agents.androidChrome, 'sec-ch-ua-mobile': '?0' })).toBe('wide');
  });
});
