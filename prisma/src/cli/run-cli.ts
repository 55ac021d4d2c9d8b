/**
 * Runs a CLI's main function and exits with its status. The exit is explicit because the Wasm schema
 * engine leaves one idle pg connection open for ~10 s after its last command.
 */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
