import { useRef, type KeyboardEvent } from 'react';
import './tab-list.scss';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

interface TabListProps<T extends string> {
  /** Accessible name of the tablist. */
  label: string;
  /** Prefix for the tab and panel ids (`<prefix>-tab-<value>`, `<prefix>-panel`). */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
}

export const tabId = (idPrefix: string, value: string) => `${idPrefix}-tab-${value.replace(/[^a-z0-9_-]/gi, '')}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * A WAI-ARIA tablist (automatic activation): one tab in the tab order, arrow keys, Home and End move
 * between tabs and select them. The one panel it controls is rendered by the caller with `panelId`.
 */
export function TabList<T extends string>({ label, idPrefix, tabs, selected, onSelect }: TabListProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (position === last ? 0 : position + 1)
      : event.key === 'ArrowLeft' ? (position === 0 ? last : position - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    refs.current[target]?.focus();
    onSelect(tabs[target].value);
  };

  return (
    <div className="tab-list" role="tablist" aria-label={label}>
      {tabs.map((tab, position) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(node) => {
              refs.current[position] = node;
            }}
            id={tabId(idPrefix, tab.value)}
            type="button"
            role="tab"
            className="tab-list__tab"
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => onKeyDown(event, position)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
