/**
 * Runs a command line's `main` when its file is the process entry (`tsx file.ts`), not when a
 * test imports it: exits with main's code; an unexpected error prints its message and exits 1.
 */
export function runAsCommand(moduleUrl: string, main: () => Promise<number>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error((err as Error).message);
      process.exit(1);
    },
  );
}
