/**
 * A form's typed values kept in this tab's sessionStorage under `key`, so a reload, a visit to another page
 * or a sign-in in between loses nothing. Only for effects and handlers: there is no storage while a page is
 * rendered on the server. A disabled (privacy settings) or full storage only loses the draft, never the
 * form: every call here answers as if there were no draft instead of throwing.
 */
export interface TabDraft {
  /** What was saved, parsed, or null when there is nothing (or nothing readable). The caller checks its shape. */
  read(): unknown;
  save(value: unknown): void;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

export function tabDraft(key: string): TabDraft {
  return {
    read() {
      try {
        return JSON.parse(storage()?.getItem(key) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
    save(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // full or disabled: the draft is lost, the form is not
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // as above
      }
    },
  };
}

/** The entries of a saved object that are non-empty strings: a draft's typed text fields. */
export function typedStrings(saved: unknown): Record<string, string> {
  if (typeof saved !== 'object' || saved === null) return {};
  return Object.fromEntries(Object.entries(saved).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}
