/**
 * What a person recognises of a session's user agent: the browser and the system ('Chrome on Windows', 'Safari on
 * iPhone'), or the program that called the API ('A program: curl'). The order of the tests matters: Edge and Opera
 * also name Chrome, Chrome also names Safari, and an iPhone's agent also says 'like Mac OS X'.
 */
const browsers: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const programs =
  /^(curl|wget|python-requests|node|node-fetch|undici|axios|Go-http-client|okhttp|PostmanRuntime|insomnia)\b/i;

export const deviceOf = (userAgent: string | null | undefined): string => {
  const agent = (userAgent ?? '').trim();
  if (!agent) return 'Unknown device';
  const program = programs.exec(agent);
  if (program) return `A program: ${program[1]}`;
  const browser = browsers.find(([pattern]) => pattern.test(agent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
};
