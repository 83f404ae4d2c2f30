import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bumpContentVersion, readContentVersion } from './version';

export type ContentChangeListener = (version: number) => void;

export interface ContentChanges {
  /** The version the caches of this instance were built from. */
  readonly version: number;
  /** Called with the new version whenever published content changes (here or in another process). */
  onChange(listener: ContentChangeListener): void;
  /** For code inside this process that changed content: bump the version and tell the listeners now. */
  changed(): Promise<void>;
  /** Looks at the database now (the poll does this on its own every `pollMs`). */
  check(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

export interface ContentChangesOptions {
  /** How often to look for a change made by another process or instance; 0 turns the poll off. */
  pollMs?: number;
}

/**
 * Decorates `app.contentChanges`: the one place where "published content changed" is announced and heard.
 * Caches (reads, rendered pages) subscribe with `onChange`; the content sync and staff commands bump the
 * version in the database, and the poll brings the change to every instance within `pollMs`.
 */
export const contentChangesPlugin = fp<ContentChangesOptions>(
  async (app: FastifyInstance, options) => {
    const listeners: ContentChangeListener[] = [];
    let version = await readContentVersion(app.database);

    const adopt = (next: number): void => {
      if (next === version) return;
      version = next;
      for (const listener of listeners) listener(version);
    };

    const changes: ContentChanges = {
      get version() {
        return version;
      },
      onChange: (listener) => void listeners.push(listener),
      changed: async () => adopt(await bumpContentVersion(app.database)),
      check: async () => adopt(await readContentVersion(app.database)),
    };
    app.decorate('contentChanges', changes);

    const pollMs = options.pollMs ?? 2000;
    if (pollMs > 0) {
      const timer = setInterval(() => {
        changes.check().catch((error: unknown) => app.log.warn({ err: error }, 'content version check failed'));
      }, pollMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'content-changes' },
);
