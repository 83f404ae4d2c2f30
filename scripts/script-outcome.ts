/**
 * How a script test ends (the durability and backup tests run as scripts, not under Jest): its summary line,
 * then either `1 passed, 0 failed` (the line CI reads) or each failure and exit code 1; an error thrown on
 * the way is a failure too.
 */
export function reportOutcome<T>(run: Promise<T>, summary: (result: T) => string, failures: (result: T) => Array<string | false>): void {
  run.then(
    (result) => {
      console.log(summary(result));
      const failed = failures(result).filter((failure): failure is string => Boolean(failure));
      if (failed.length > 0) {
        console.error(failed.join('\n'));
        process.exitCode = 1;
      } else {
        console.log('1 passed, 0 failed');
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
