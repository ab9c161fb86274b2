import { describe, expect, it } from 'vitest';
import { socketHandlersInFlight, socketHandlersSettled, trackSocketHandler } from '../../../server/platform/realtime/handlers-in-flight';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('socket handlers in flight during a stop', () => {
  it('waits for a handler still storing a message before the relay may close', async () => {
    let finished = false;
    const handler = trackSocketHandler(later(150, 'stored').then((value) => ((finished = true), value)));
    expect(socketHandlersInFlight()).toBe(1);
    const started = Date.now();
    await socketHandlersSettled(5_000);
    expect(finished).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(socketHandlersInFlight()).toBe(0);
    await expect(handler).resolves.toBe('stored');
  });

  it('counts a failed handler as settled, and hands its failure back to the caller', async () => {
    const failing = trackSocketHandler(later(20, null).then(() => Promise.reject(new Error('database gone'))));
    await expect(failing).rejects.toThrow('database gone');
    await socketHandlersSettled(1_000);
    expect(socketHandlersInFlight()).toBe(0);
  });

  it('stops waiting after the grace period when a handler hangs', async () => {
    const hanging = trackSocketHandler(new Promise<void>(() => undefined));
    const started = Date.now();
    await socketHandlersSettled(200);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(2_000);
    expect(socketHandlersInFlight()).toBe(1);
    void hanging;
  });
});
