/** Asks for what a command lacks (login's e-mail and password); the password is not echoed on a terminal. */
import readline from 'node:readline';

export interface Prompter {
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
}

const ENDED = 'No answer: standard input ended.';

/** One readline for the whole run, so answers piped on stdin ("e-mail\npassword\n") are read in order. */
export function createPrompter(input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Prompter {
  let rl: readline.Interface | undefined;
  let muted = false;
  let ended = false;
  const lines: string[] = [];
  const waiting: Array<{ resolve: (line: string) => void; reject: (error: Error) => void }> = [];

  const open = () => {
    if (rl) return;
    rl = readline.createInterface({ input, output, terminal: Boolean(input.isTTY) });
    // readline echoes what is typed through this method; muting it hides the password as it is typed.
    const echo = rl as unknown as { _writeToOutput: (text: string) => void };
    const write = echo._writeToOutput.bind(rl);
    echo._writeToOutput = (text) => {
      if (!muted) write(text);
    };
    rl.on('line', (line) => {
      const next = waiting.shift();
      if (next) next.resolve(line);
      else lines.push(line);
    });
    rl.on('close', () => {
      ended = true;
      for (const next of waiting.splice(0)) next.reject(new Error(ENDED));
    });
  };

  const nextLine = (): Promise<string> => {
    const buffered = lines.shift();
    if (buffered !== undefined) return Promise.resolve(buffered);
    if (ended) return Promise.reject(new Error(ENDED));
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  };

  return {
    async ask(question, { hidden = false } = {}) {
      open();
      output.write(question);
      muted = hidden && Boolean(input.isTTY);
      try {
        return await nextLine();
      } finally {
        if (muted) output.write('\n');
        muted = false;
      }
    },
    close() {
      rl?.close();
    },
  };
}
