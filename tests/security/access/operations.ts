import type { Express } from 'express';
import { appRouter } from '../../../adapters/trpc/root';

/** Every operation the app serves, read from the registries it mounts rather than from a hand list. */

type Layer = {
  readonly route?: { readonly path: string | string[]; readonly methods: Record<string, boolean> };
  readonly handle?: { readonly stack?: readonly Layer[] };
  readonly rawPath?: string | string[];
  readonly slash?: boolean;
};

const walk = (stack: readonly Layer[], prefix: string): string[] =>
  stack.flatMap((layer) => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      return paths.flatMap((path) =>
        Object.keys(layer.route!.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${prefix}${path}`),
      );
    }
    if (layer.handle?.stack) {
      const mount =
        layer.slash || layer.rawPath === undefined || Array.isArray(layer.rawPath)
          ? ''
          : layer.rawPath === '/'
            ? ''
            : layer.rawPath;
      return walk(layer.handle.stack, `${prefix}${mount}`);
    }
    return [];
  });

/** `METHOD /path` of every REST route under `/api`, `/admin/api` and the seeds' locale prefix (`/:locale/api`) of the Express app. */
export const restOperationsOf = (app: Express): string[] => {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return [...new Set(walk(stack, ''))].filter((op) => / \/(admin\/|:locale\/)?api\//.test(op)).sort();
};

export type TrpcProcedure = { readonly path: string; readonly type: 'query' | 'mutation' | 'subscription' };

/** Every procedure of the tRPC router, with its type (query or mutation). */
export const trpcProcedures = (): TrpcProcedure[] =>
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: TrpcProcedure['type'] } }>)
    .map(([path, procedure]) => ({ path, type: procedure._def.type }))
    .sort((a, b) => a.path.localeCompare(b.path));
