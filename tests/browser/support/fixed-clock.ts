const RealDate = Date;

/**
 * Fixes the page's clock by replacing Date (performance.now, which the waits use, is left alone);
 * `restoreClock` puts the real Date back.
 */
export function fixClock(iso: string): void {
  const fixed = new RealDate(iso).getTime();
  class FixedDate extends RealDate {
    constructor(...args: [] | [string | number | Date]) {
      if (args.length === 0) super(fixed);
      else super(args[0]);
    }
    static override now() {
      return fixed;
    }
  }
  window.Date = FixedDate as DateConstructor;
}

export function restoreClock(): void {
  window.Date = RealDate;
}
