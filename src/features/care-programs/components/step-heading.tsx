import { useEffect, useRef, type ReactNode } from 'react';

/** A step's heading that takes focus when the step changes, so keyboard and screen-reader users land on it. */
export function StepHeading({ id, stepKey, children }: { id: string; stepKey: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [stepKey]);
  return (
    <h3 id={id} ref={ref} tabIndex={-1} part="step-title">
      {children}
    </h3>
  );
}
