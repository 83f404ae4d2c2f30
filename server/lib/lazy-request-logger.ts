import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
/** pino's loggers answer `isLevelEnabled`; Fastify's null logger (logging off) does not. */
type Logger = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];

/**
 * A request's logger that becomes pino's child (with the request id) only when something is really logged
 * at an enabled level. Fastify makes a child logger for every request; pino's `child()` serialises the
 * bindings each time, which on a small cached read is a visible share of the server's work, while at the
 * production level (`warn`) nearly every request logs nothing. What is logged is the same as with the child
 * made up front: same bindings, same level, same serializers.
 */
class LazyRequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  private get real(): Logger {
    this.#child ??= this.parent.child(this.bindings, this.options) as Logger;
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  #log(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: LogArgs): void {
    if ((this.#child ?? this.parent).isLevelEnabled?.(level) === false) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: LogArgs) {
    this.#log('fatal', args);
  }
  error(...args: LogArgs) {
    this.#log('error', args);
  }
  warn(...args: LogArgs) {
    this.#log('warn', args);
  }
  info(...args: LogArgs) {
    this.#log('info', args);
  }
  debug(...args: LogArgs) {
    this.#log('debug', args);
  }
  trace(...args: LogArgs) {
    this.#log('trace', args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled?.(level) ?? true;
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made into pino's child on first real use. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
