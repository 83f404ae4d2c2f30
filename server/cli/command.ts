import type { Database } from '../db/database';
import type { ServerConfig } from '../config';

/**
 * What the staff commands (`content`, `export`, `tenders`) share: reading the command line, opening the
 * site's database, and turning the outcome into an exit code.
 */

/** A command line the command cannot read: the message says what is wrong, the usage follows it. */
export class UsageError extends Error {}

/**
 * The parsed arguments, or the exit code when the command should stop here: `--help` (and, with
 * `helpWhenEmpty`, no arguments at all, which answers 2) writes the usage; a `UsageError` writes its message
 * and the usage to stderr and answers 2.
 */
export function readArgs<T>(
  argv: string[],
  parse: (argv: string[]) => T,
  usage: () => string,
  { helpWhenEmpty = false } = {},
): { args: T } | { code: number } {
  const empty = helpWhenEmpty && argv.length === 0;
  if (empty || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage()}\n`);
    return { code: empty ? 2 : 0 };
  }
  try {
    return { args: parse(argv) };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${usage()}\n`);
    return { code: 2 };
  }
}

/**
 * Splits a command line into its positional words and its `--name value` / `--name=value` options.
 * `valued` names the options that take a value, `flags` those that stand alone (true when given); any
 * other option, or a valued one without a value, is a `UsageError`.
 */
export function splitArgs(
  argv: string[],
  { valued, flags = new Set() }: { valued: ReadonlySet<string>; flags?: ReadonlySet<string> },
): { positional: string[]; options: Record<string, string | true> } {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (flags.has(name)) {
      options[name] = true;
      continue;
    }
    if (!valued.has(name)) throw new UsageError(`Unknown option --${name}.`);
    const value = inline ?? argv[(index += 1)];
    if (value === undefined || value.trim() === '') throw new UsageError(`--${name} needs a value.`);
    options[name] = value;
  }
  return { positional, options };
}

/**
 * Runs `work` on the site's database (`cli/database.ts` finds it as the server does), says on stderr which
 * one it is, and closes it afterwards. A setting that makes the command refuse is written out and answers 1.
 * `migrate: false` leaves the schema as it is (see `openCliDatabase`).
 */
export async function withCliDatabase(
  work: (database: Database, config: ServerConfig) => Promise<number>,
  options: { migrate?: boolean } = {},
): Promise<number> {
  // Loaded here so `--help` and argument errors answer without touching the database.
  const { openCliDatabase, SettingsError } = await import('./database');
  let opened: Awaited<ReturnType<typeof openCliDatabase>>;
  try {
    opened = await openCliDatabase(process.env, options);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
  const { database, config, described } = opened;
  process.stderr.write(`${described}\n`);
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** Writes what a command answered (on stdout when it did the work, on stderr when it refused) and gives its exit code. */
export function writeAnswer({ code, output }: { code: number; output: string }): number {
  (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  return code;
}

/** Starts a command's `main` and sets the exit code; an unexpected failure is one line after `failed`. */
export function runCommand(main: (argv: string[]) => Promise<number>, failed: string): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${failed}: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
