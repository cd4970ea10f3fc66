import { matchPasted, type DictionaryEntry } from './pasteMatch';

/** Matching pasted names against a whole dictionary off the main thread, so typing stays smooth. */
self.onmessage = (event: MessageEvent<{ text: string; known: DictionaryEntry[] }>) => {
  self.postMessage(matchPasted(event.data.text, event.data.known));
};
