import { Input, Loader, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import type { CaptchaAction } from '../../../../application/ports/captcha';
import { useTRPC } from '../../app/trpc';
import { captchaAnswerKeeper, captchaMessages, type CaptchaEvents } from './captcha/captchaAnswer';

// The widgets are loaded only once a visitor starts on a form: public pages' first load does not carry them.
const AltchaWidget = lazy(() => import('./captcha/AltchaWidget'));
const RecaptchaWidget = lazy(() => import('./captcha/RecaptchaWidget'));

type CaptchaFieldProps = {
  /** The form the answer is for: the server refuses an answer solved for another form. */
  readonly action: CaptchaAction;
  readonly name?: string;
  readonly label?: string;
  /** The label's colour, for forms on a dark background. */
  readonly labelColor?: string;
};

const Starting = ({ children }: { readonly children: ReactNode }) => (
  <Group gap="xs">
    <Loader size="xs" />
    <Text size="sm">{children}</Text>
  </Group>
);

/**
 * The captcha of a public form, as a react-final-form field holding the widget's answer. The widget (altcha or
 * reCAPTCHA, as the server says) starts with the visitor's first move in the form; a submit while it works waits for
 * it; after each submission it renews the spent answer. Its own refusals and the server's show at the field.
 */
export const CaptchaField = ({ action, name = 'captcha', label = 'Security check', labelColor }: CaptchaFieldProps) => {
  const trpc = useTRPC();
  const form = useForm();
  const keeper = useMemo(captchaAnswerKeeper, []);
  // The answer changing never makes the form dirty: renewing it must not hide the server's last answer.
  const { input, meta } = useField<string | undefined>(name, {
    validate: keeper.validate,
    isEqual: () => true,
    subscription: { value: true, error: true, touched: true, submitError: true },
  });
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const [started, setStarted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [renewals, setRenewals] = useState(0);
  const group = useRef<HTMLDivElement>(null);
  const ids = { label: useId(), error: useId() };

  const settings = useQuery(trpc.captcha.settings.queryOptions(undefined, { enabled: started, staleTime: Infinity }));
  // The default widget's code loads beside the settings rather than after them (one round trip less before solving).
  useEffect(() => {
    if (started) void import('./captcha/AltchaWidget').catch(() => undefined);
  }, [started]);

  // The first focus in the form, or a submit, starts the check.
  useEffect(() => {
    const owner = group.current?.closest('form');
    if (!owner || started) return undefined;
    const start = () => setStarted(true);
    owner.addEventListener('focusin', start);
    owner.addEventListener('submit', start, { capture: true });
    return () => {
      owner.removeEventListener('focusin', start);
      owner.removeEventListener('submit', start, { capture: true });
    };
  }, [started]);

  const events = useMemo<CaptchaEvents>(
    () => ({
      working: () => {
        keeper.working();
        setFailure(null);
        form.change(name, undefined);
      },
      solved: (answer) => {
        keeper.solved(answer);
        setFailure(null);
        form.change(name, answer);
      },
      failed: (message) => {
        keeper.failed(message);
        setFailure(message);
        form.change(name, undefined);
      },
      cleared: () => {
        keeper.cleared();
        setFailure(null);
        form.change(name, undefined);
      },
    }),
    [keeper, form, name],
  );

  useEffect(() => {
    if (settings.isError) events.failed(captchaMessages.unavailable);
  }, [settings.isError, events]);

  // Every submission spends the answer (the server takes it once): ask the widget for a fresh one.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (wasSubmitting.current && submitting !== true) setRenewals((n) => n + 1);
    wasSubmitting.current = submitting === true;
  }, [submitting]);

  // A form restarted after success loses its values: give the current answer back.
  useEffect(() => {
    const answer = keeper.answer();
    if (answer && input.value !== answer) form.change(name, answer);
  }, [input.value, keeper, form, name]);

  const serverRefusal = typeof meta.submitError === 'string' ? meta.submitError : undefined;
  const error =
    failure ?? serverRefusal ?? (meta.touched === true && typeof meta.error === 'string' ? meta.error : undefined);

  const widget = (() => {
    if (!started) return <Text size="sm">Checked automatically once you start filling in the form.</Text>;
    const data = settings.data;
    if (!data) return settings.isError ? null : <Starting>Preparing the security check…</Starting>;
    const fallback = <Starting>Loading the security check…</Starting>;
    return (
      <Suspense fallback={fallback}>
        {data.provider === 'altcha' ? (
          <AltchaWidget action={action} events={events} renewals={renewals} challengeUrl={data.challengeUrl} />
        ) : (
          <RecaptchaWidget
            action={action}
            events={events}
            renewals={renewals}
            siteKey={data.siteKey}
            version={data.version}
          />
        )}
      </Suspense>
    );
  })();

  return (
    <Input.Wrapper
      ref={group}
      role="group"
      aria-labelledby={ids.label}
      aria-describedby={error ? ids.error : undefined}
      data-captcha-field={action}
      label={label}
      labelElement="div"
      labelProps={{ id: ids.label, ...(labelColor ? { c: labelColor } : {}) }}
      error={error}
      errorProps={{ id: ids.error }}
    >
      <div style={{ marginTop: 4 }}>{widget}</div>
    </Input.Wrapper>
  );
};
