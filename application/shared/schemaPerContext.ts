/**
 * Schemas built from a context (a mode, a day, reference data), kept so that the same context gets the same schema:
 * zod compiles an object schema on its first parse, and a schema built per request was compiled on every request.
 * A context is its reference objects, compared by identity (the server's caches keep them the same objects until
 * they change, so a change builds a new schema), and a short key (mode, day). At most `perKey` keys are kept per set
 * of objects; objects no longer in use are let go with their schemas.
 */
export const schemaPerContext = <Schema>(perKey = 8) => {
  type Level = { readonly next: WeakMap<object, Level>; readonly schemas: Map<string, Schema> };
  const NONE = {};
  const root: Level = { next: new WeakMap(), schemas: new Map() };
  return (objects: readonly (object | undefined)[], key: string, make: () => Schema): Schema => {
    let level = root;
    for (const object of objects) {
      const at = object ?? NONE;
      let next = level.next.get(at);
      if (!next) {
        next = { next: new WeakMap(), schemas: new Map() };
        level.next.set(at, next);
      }
      level = next;
    }
    const known = level.schemas.get(key);
    if (known) return known;
    if (level.schemas.size >= perKey) level.schemas.clear();
    const schema = make();
    level.schemas.set(key, schema);
    return schema;
  };
};
