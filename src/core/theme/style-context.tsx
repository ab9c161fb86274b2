import { createContext, useContext, type ReactNode } from 'react';
import { css as gooberCss } from 'goober';

type Tagged = (tag: TemplateStringsArray | string | Record<string, unknown>, ...values: Array<string | number>) => string;

/** goober bound to one shadow root: class names created here are defined inside that root only. */
export interface BoundStyles {
  css: Tagged;
  keyframes: Tagged;
  glob: (tag: TemplateStringsArray | string, ...values: Array<string | number>) => void;
}

export function bindStyles(target: Element): BoundStyles {
  const ctx = { target };
  return {
    css: gooberCss.bind(ctx) as unknown as Tagged,
    // goober's keyframes and glob are css with the `k` / `g` flag; bound functions cannot be rebound.
    keyframes: gooberCss.bind({ ...ctx, k: 1 }) as unknown as Tagged,
    glob: gooberCss.bind({ ...ctx, g: 1 }) as unknown as BoundStyles['glob'],
  };
}

const StyleContext = createContext<BoundStyles | null>(null);

export function StyleProvider({ value, children }: { value: BoundStyles; children: ReactNode }) {
  return <StyleContext.Provider value={value}>{children}</StyleContext.Provider>;
}

/** The goober functions of the shadow root this component renders in. */
export function useStyles(): BoundStyles {
  const styles = useContext(StyleContext);
  if (!styles) throw new Error('useStyles must be used inside an rx element');
  return styles;
}
