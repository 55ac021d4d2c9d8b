/**
 * The bench's rows, printed the moment each is measured: a run that is stopped, or whose later line
 * fails, keeps everything measured before it. A line that throws (a page load timing out, a server
 * refusing) is printed as FAILED with its error, and the run goes on to the next line; the table at the
 * end repeats every row, aligned.
 */
export type Verdict = 'met' | 'NOT MET' | 'FAILED' | '';
type Row = [goal: string, measured: string, verdict: Verdict];

/** Where the bench lines report: the signature search.ts and price-history.ts take. */
export type Note = (goal: string, measured: string, ok: boolean) => void;

const VERDICT_WIDTH = 'NOT MET'.length;

export class BenchRows {
  private readonly rows: Row[] = [];

  constructor(private readonly write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)) {}

  /** A line held to a goal. */
  readonly note: Note = (goal, measured, ok) => this.add([goal, measured, ok ? 'met' : 'NOT MET']);

  /** A line that only informs. */
  readonly info = (goal: string, measured: string) => this.add([`(info) ${goal}`, measured, '']);

  /** Runs the lines of one part; if it throws, that part is a FAILED row with its error and the run goes on. */
  async part(name: string, measure: () => Promise<void>): Promise<void> {
    try {
      await measure();
    } catch (error) {
      this.add([name, `failed: ${error instanceof Error ? error.message : String(error)}`, 'FAILED']);
    }
  }

  get failed(): boolean {
    return this.rows.some(([, , verdict]) => verdict === 'FAILED');
  }

  /** Every row again, as one aligned table. */
  table(): string[] {
    const widths = [0, 1, 2].map((c) => Math.max(...this.rows.map((row) => row[c]!.length)));
    return this.rows.map((row) => row.map((cell, c) => cell.padEnd(widths[c]!)).join('  |  ').trimEnd());
  }

  private add(row: Row) {
    this.rows.push(row);
    const [goal, measured, verdict] = row;
    this.write(`${verdict.padEnd(VERDICT_WIDTH)}  ${goal}: ${measured}`);
  }
}
