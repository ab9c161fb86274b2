import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, defineStyles, useSheet } from '../theme/define-styles';

const styles = defineStyles({
  list: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0 0 calc(var(--rx-space) * 2);
    border-bottom: 1px solid var(--rx-color-border);
  `,
  tabClass: css`
    min-height: 44px;
    margin: 0 0 -1px;
    padding: 0 calc(var(--rx-space) * 2);
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: var(--rx-color-text-muted);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    &[aria-selected='true'] {
      color: var(--rx-color-primary);
      border-bottom-color: var(--rx-color-primary);
    }
    &:hover:not(:disabled) {
      color: var(--rx-color-text);
    }
    &:disabled {
      opacity: 0.6;
      cursor: not-allowed;
    }
    &:focus-visible {
      outline-offset: -3px;
    }
  `,
  panel: css`
  `,
});

export interface TabItem {
  /** Stable key, reported by onSelect. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /** 'automatic': arrows select; 'manual': arrows move focus, Enter/Space select. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/** WAI-ARIA tabs: one tab stop, Left/Right wrap, Home/End, panels labelled by their tab. */
export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect, activation = 'automatic', className }: TabsProps) {
  const { list, tabClass, panel } = useSheet(styles);
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? firstEnabled);
  const requested = selectedId ?? ownSelected;
  const selected = tabs.some((tab) => tab.id === requested) ? requested : firstEnabled;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.map((tab, index) => ({ tab, index })).filter(({ tab }) => !tab.disabled);
    if (enabled.length === 0) return;
    const focusedIndex = tabRefs.current.findIndex((el) => el === event.target);
    const position = enabled.findIndex(({ index }) => index === focusedIndex);
    let next: (typeof enabled)[number] | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(position + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(position - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    if (!next) return;
    event.preventDefault();
    tabRefs.current[next.index]?.focus();
    if (activation === 'automatic') select(next.tab.id);
  };


  return (
    <div part="tabs" className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" part="tablist" className={list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              part={isSelected ? 'tab tab-selected' : 'tab'}
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={tabClass}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const isSelected = tab.id === selected;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            part="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            tabIndex={0}
            hidden={!isSelected}
            className={panel}
          >
            {isSelected ? tab.content : null}
          </div>
        );
      })}
    </div>
  );
}
