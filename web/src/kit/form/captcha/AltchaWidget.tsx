import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { captchaMessages } from './captchaAnswer';
import type { CaptchaWidgetProps } from './captchaWidget';

// The workers come from our own origin (the default bundle makes blob: workers, which the CSP refuses).
// The server asks PBKDF2-SHA-256 (adapters/captcha/altchaCaptcha.ts): a try costs the browser what it costs a script.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

type StateChange = CustomEvent<{ readonly state: string; readonly payload: string | null }>;

/** The altcha proof-of-work widget: it solves on load and again whenever its answer was spent or expired. */
const AltchaWidget = ({
  action,
  events,
  renewals,
  challengeUrl,
}: CaptchaWidgetProps & { readonly challengeUrl: string }) => {
  const ref = useRef<AltchaWidgetElement>(null);

  // A layout effect listens before the element's first state change, which comes in a microtask after mounting.
  useLayoutEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      if (state === 'verifying') events.working();
      else if (state === 'verified' && payload) events.solved(payload);
      else if (state === 'error') events.failed(captchaMessages.failed);
      else if (state === 'expired') {
        events.working();
        widget.reset();
        void widget.verify();
      }
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, [events]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget || renewals === 0) return;
    events.working();
    widget.reset();
    void widget.verify();
  }, [renewals, events]);

  return (
    <altcha-widget
      ref={ref}
      challenge={`${challengeUrl}?action=${action}`}
      auto="onload"
      name="captcha"
      // minDuration: altcha holds a found answer back until 500 ms have passed (so its spinner does not flash); the field
      // shows its own 'Checking…', and the answer is the visitor's as soon as it is found.
      configuration={JSON.stringify({
        hideFooter: true,
        hideLogo: true,
        humanInteractionSignature: false,
        minDuration: 0,
      })}
    />
  );
};

export default AltchaWidget;
