import { describe, expect, it } from 'vitest';
import { decodePdfData, nextZoom, ZOOM_STEPS } from '../../../../src/core/ui/pdf-data';

describe('decodePdfData', () => {
  it('reads plain base64, a data: URL and base64 broken over lines', () => {
    const expected = new Uint8Array([0x25, 0x50, 0x44, 0x46]); // %PDF
    expect(decodePdfData('JVBERg==')).toEqual(expected);
    expect(decodePdfData('data:application/pdf;base64,JVBERg==')).toEqual(expected);
    expect(decodePdfData('JVBE\n Rg==')).toEqual(expected);
  });

  it('answers null for nothing, an empty document and text that is not base64', () => {
    expect(decodePdfData(null)).toBeNull();
    expect(decodePdfData('')).toBeNull();
    expect(decodePdfData('data:application/pdf;base64,')).toBeNull();
    expect(decodePdfData('not base64!')).toBeNull();
  });
});

describe('nextZoom', () => {
  it('moves one step in or out', () => {
    expect(nextZoom(100, 1)).toBe(125);
    expect(nextZoom(100, -1)).toBe(75);
  });

  it('stays at the first and the last step', () => {
    expect(nextZoom(ZOOM_STEPS[0], -1)).toBe(50);
    expect(nextZoom(300, 1)).toBe(300);
  });
});
