import { matchSkills } from './skillMatch';

/** Matching pasted skills against the whole dictionary off the main thread, so typing stays smooth. */
self.onmessage = (event: MessageEvent<{ text: string; known: { id: string; title: string }[] }>) => {
  self.postMessage(matchSkills(event.data.text, event.data.known));
};
