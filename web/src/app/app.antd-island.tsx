import { type ComponentType, lazy } from 'react';

/** The antd scope's module with antd's locale loaded: what every antd page or island waits for (ADR 024). */
export const loadAntdScope = () =>
  import('./app.antd-scope').then(async (scope) => {
    await scope.prepareAntdScope();
    return scope;
  });

/**
 * A lazily loaded component rendered inside the antd scope, for a piece of antd on a light page (the login's SMS mode,
 * the update dialog): antd arrives only when that piece is shown.
 */
export function lazyInAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ AntdScope }, Component] = await Promise.all([loadAntdScope(), load()]);
    return {
      default: (props: P) => (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      ),
    };
  });
}
