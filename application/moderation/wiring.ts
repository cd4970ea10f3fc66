/** An area's use cases given their ports, under the names the transports call them by. */
export const withDeps = <Deps, UseCases extends Record<string, (deps: Deps) => unknown>>(
  useCases: UseCases,
  deps: Deps,
): { [Name in keyof UseCases]: ReturnType<UseCases[Name]> } =>
  Object.fromEntries(Object.entries(useCases).map(([name, useCase]) => [name, useCase(deps)])) as {
    [Name in keyof UseCases]: ReturnType<UseCases[Name]>;
  };
