import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { captchaMessages } from './captchaAnswer';
import type { CaptchaWidgetProps } from './captchaWidget';

type Grecaptcha = {
  readonly ready: (callback: () => void) => void;
  readonly render: (container: HTMLElement, parameters: Record<string, unknown>) => number;
  readonly reset: (widgetId?: number) => void;
  readonly execute: (siteKey: string, options: { readonly action: string }) => Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** A v3 token lives two minutes: take a new one before then. */
const V3_RENEWAL_MS = 100_000;

let loading: Promise<Grecaptcha> | null = null;

/** Google's script, once per page; a failed load may be tried again. */
const loadRecaptcha = (source: string): Promise<Grecaptcha> => {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = source;
    script.async = true;
    script.onload = () =>
      window.grecaptcha
        ? window.grecaptcha.ready(() => resolve(window.grecaptcha as Grecaptcha))
        : reject(new Error('no grecaptcha'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('script failed'));
    };
    document.head.appendChild(script);
  });
  return loading;
};

type Props = CaptchaWidgetProps & { readonly siteKey: string | null; readonly version: 'v2' | 'v3' | null };

/** Google reCAPTCHA: the v2 box the visitor ticks, or v3 run in the background for the form's action. */
const RecaptchaWidget = ({ siteKey, version, action, events, renewals }: Props) => {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!siteKey) return events.failed(captchaMessages.noKey);
    if (!version) return events.failed(captchaMessages.noVersion);
    let live = true;
    let renewal: number | undefined;
    const source =
      version === 'v3'
        ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`
        : 'https://www.google.com/recaptcha/api.js?render=explicit';
    loadRecaptcha(source).then(
      (grecaptcha) => {
        if (!live) return;
        setStatus('ready');
        try {
          if (version === 'v2' && container.current) {
            widgetId.current = grecaptcha.render(container.current, {
              sitekey: siteKey,
              callback: (token: string) => events.solved(token),
              'expired-callback': () => events.cleared(),
              'error-callback': () => events.failed(captchaMessages.executeFailed),
            });
            events.cleared();
          } else {
            const execute = () => {
              events.working();
              grecaptcha.execute(siteKey, { action }).then(
                (token) => live && events.solved(token),
                () => live && events.failed(captchaMessages.executeFailed),
              );
            };
            execute();
            renewal = window.setInterval(execute, V3_RENEWAL_MS);
          }
        } catch {
          events.failed(captchaMessages.executeFailed);
        }
      },
      () => {
        if (!live) return;
        setStatus('failed');
        events.failed(captchaMessages.scriptFailed);
      },
    );
    return () => {
      live = false;
      window.clearInterval(renewal);
    };
  }, [siteKey, version, action, events]);

  useEffect(() => {
    const grecaptcha = window.grecaptcha;
    if (renewals === 0 || !grecaptcha || !siteKey) return;
    if (version === 'v2' && widgetId.current !== null) {
      grecaptcha.reset(widgetId.current);
      events.cleared();
    } else if (version === 'v3') {
      events.working();
      grecaptcha.execute(siteKey, { action }).then(events.solved, () => events.failed(captchaMessages.executeFailed));
    }
  }, [renewals, siteKey, version, action, events]);

  if (!siteKey || !version) return null;
  return version === 'v2' ? (
    <div ref={container} />
  ) : (
    <Text size="xs" c="dimmed">
      {status === 'failed' ? null : 'Protected by reCAPTCHA: the check runs in the background.'}
    </Text>
  );
};

export default RecaptchaWidget;
