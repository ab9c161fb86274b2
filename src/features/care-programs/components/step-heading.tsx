import { useEffect, useRef, type ReactNode } from 'react';

export interface StepHeadingProps {
  id: string;
  /** Changes with the step on screen. */
  stepKey: string;
  /** The patient moved between steps: the heading takes focus (not on the page's first render). */
  focus: boolean;
  children: ReactNode;
}

/** A step's heading that takes focus when the patient moves to its step, so keyboard and screen-reader users land on it. */
export function StepHeading({ id, stepKey, focus, children }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [stepKey, focus]);
  return (
    <h3 id={id} ref={ref} tabIndex={-1} part="step-title">
      {children}
    </h3>
  );
}
