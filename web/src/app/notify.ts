import type { ReactNode } from 'react';
import { wantNow } from './ssr/firstInteraction';
import { isAppClientError } from './trpc';

export const NOTIFICATION_LIFETIME_MS = 10_000;
/** Leaves the older toast time to slide out before its replacement appears. */
const REPLACE_DELAY_MS = 150;

type Kind = 'success' | 'error' | 'info';
const colours: Record<Kind, string> = { success: 'teal', error: 'red', info: 'blue' };
const titles: Record<Kind, string> = { success: 'Done', error: 'Error', info: 'Information' };

export type Notice = {
  readonly kind: Kind;
  readonly message: ReactNode;
  readonly title?: string;
  /** The request the notice is about (a procedure path): a newer notice for it replaces the older one. */
  readonly requestPath?: string;
};

export const notify = ({ kind, message, title, requestPath }: Notice): void => {
  // The toasts' component mounts at the visitor's first act (AppProviders): a notice before it mounts it now.
  wantNow();
  const notice = { message, title: title ?? titles[kind], color: colours[kind], autoClose: NOTIFICATION_LIFETIME_MS };
  // The toasts' code is not part of a page's first load: it arrives with the first notice (or after the page, see AppProviders).
  void import('@mantine/notifications').then(({ notifications, notificationsStore }) => {
    if (!requestPath) {
      notifications.show(notice);
      return;
    }
    const id = `request:${requestPath}`;
    let replacing = false;
    notifications.updateState(notificationsStore, (list) => {
      replacing = list.some((item) => item.id === id);
      return replacing ? list.filter((item) => item.id !== id) : list;
    });
    if (replacing) window.setTimeout(() => notifications.show({ ...notice, id }), REPLACE_DELAY_MS);
    else notifications.show({ ...notice, id });
  });
};

/** The text the user should read for a failed call: the server's message, else a generic one. */
export const errorMessageOf = (error: unknown): string => {
  if (isAppClientError(error)) {
    if (!error.data) return 'No connection to the server. Check the connection and try again.';
    return error.message || 'Something went wrong';
  }
  return 'Something went wrong';
};

export const notifyError = (error: unknown, requestPath?: string): void =>
  notify({ kind: 'error', message: errorMessageOf(error), ...(requestPath === undefined ? {} : { requestPath }) });
