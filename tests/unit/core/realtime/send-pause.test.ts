import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSendPause } from '../../../../src/core/realtime/send-pause';

describe('send pause after rate_limited', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds for the hint, then resumes every waiting sender once', () => {
    const pause = createSendPause();
    const pump = vi.fn();
    const flush = vi.fn();
    pause.start(300, pump);
    pause.start(100, flush);
    pause.start(100, pump);
    expect(pause.active).toBe(true);
    vi.advanceTimersByTime(299);
    expect(pump).not.toHaveBeenCalled();
    expect(pause.active).toBe(true);
    vi.advanceTimersByTime(1);
    expect(pause.active).toBe(false);
    expect(pump).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledTimes(1);
  });

  it('a longer hint extends the pause', () => {
    const pause = createSendPause();
    const pump = vi.fn();
    pause.start(100, pump);
    vi.advanceTimersByTime(50);
    pause.start(500, pump);
    vi.advanceTimersByTime(100);
    expect(pump).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(pump).toHaveBeenCalledTimes(1);
  });

  it('bounds a hint that is missing, tiny or huge', () => {
    const pause = createSendPause();
    const pump = vi.fn();
    pause.start(0, pump);
    vi.advanceTimersByTime(49);
    expect(pump).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pump).toHaveBeenCalledTimes(1);
    pause.start(Number.NaN, pump);
    pause.start(10 ** 9, pump);
    vi.advanceTimersByTime(60_000);
    expect(pump).toHaveBeenCalledTimes(2);
  });

  it('clear ends the pause without resuming', () => {
    const pause = createSendPause();
    const pump = vi.fn();
    pause.start(100, pump);
    pause.clear();
    expect(pause.active).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(pump).not.toHaveBeenCalled();
  });
});
