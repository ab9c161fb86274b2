import { describe, expect, it } from 'vitest';
import { menuKeyAction } from '../../../../src/core/ui/menu-keys';

const labels = ['Profile', 'Settings', 'Sign out'];

describe('menuKeyAction (keys in an open menu)', () => {
  it('moves with the arrows and wraps around at both ends', () => {
    expect(menuKeyAction('ArrowDown', 0, labels)).toEqual({ kind: 'focus', index: 1 });
    expect(menuKeyAction('ArrowDown', 2, labels)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', 1, labels)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('ArrowUp', 0, labels)).toEqual({ kind: 'focus', index: 2 });
  });

  it('goes to the first and last item with Home and End', () => {
    expect(menuKeyAction('Home', 2, labels)).toEqual({ kind: 'focus', index: 0 });
    expect(menuKeyAction('End', 0, labels)).toEqual({ kind: 'focus', index: 2 });
  });

  it('closes on Escape and lets Tab move on', () => {
    expect(menuKeyAction('Escape', 1, labels)).toEqual({ kind: 'close' });
    expect(menuKeyAction('Tab', 1, labels)).toEqual({ kind: 'tab' });
  });

  it('goes to the next item starting with a typed letter, searching from the one after the focused item', () => {
    expect(menuKeyAction('s', 0, labels)).toEqual({ kind: 'focus', index: 1 });
    expect(menuKeyAction('S', 1, labels)).toEqual({ kind: 'focus', index: 2 });
    expect(menuKeyAction('s', 2, labels)).toEqual({ kind: 'focus', index: 1 });
    expect(menuKeyAction('p', 1, ['Profile', '  pharmacy ', 'Sign out'])).toEqual({ kind: 'focus', index: 0 });
  });

  it('does nothing for letters no item starts with, spaces and other keys', () => {
    expect(menuKeyAction('x', 0, labels)).toBeNull();
    expect(menuKeyAction(' ', 0, labels)).toBeNull();
    expect(menuKeyAction('Enter', 0, labels)).toBeNull();
    expect(menuKeyAction('Shift', 0, labels)).toBeNull();
  });
});
