/** Prompts buyers paid for: read them and answer them. */
import { parseId, UsageError } from '../args.ts';
import { defineCommand, show } from '../command.ts';
import { keyValues, table, when } from '../table.ts';

/** The list shows the start of each text; `prompts show` prints it whole. */
const excerpt = (text: string | null) => (text === null ? '(no description: ask the buyer)' : text.length > 60 ? `${text.slice(0, 59)}…` : text);

export const listPrompts = defineCommand({
  path: ['prompts', 'list'],
  args: [],
  options: { all: { description: 'Answered ones too' } },
  summary: "Prompts buyers paid for, with their text; unanswered ones unless --all",
  async run(context, input) {
    const rows = await (await context.staff()).prompts.list.query({ open: !input.options.has('all') });
    show(context, rows, () =>
      rows.length === 0
        ? 'No prompts wait for an answer.'
        : table(rows, [
            { header: 'ID', value: (row) => String(row.id), align: 'right' },
            { header: 'Prompt', value: (row) => row.prompt },
            { header: 'Buyer', value: (row) => row.buyer },
            { header: 'Asked', value: (row) => when(row.createdAt) },
            { header: 'Text', value: (row) => excerpt(row.text) },
            { header: 'Answered', value: (row) => when(row.answeredAt) },
          ]),
    );
  },
});

export const showPrompt = defineCommand({
  path: ['prompts', 'show'],
  args: ['<id>'],
  summary: "One prompt: the buyer's whole text and the answer, if any",
  async run(context, input) {
    const prompt = await (await context.staff()).prompts.get.query({ id: parseId(input.positionals[0]) });
    show(context, prompt, () =>
      [
        keyValues([
          ['Prompt', `${prompt.prompt} (#${prompt.id})`],
          ['Buyer', prompt.buyer],
          ['Paid', `€${prompt.paidEur}`],
          ['Asked', when(prompt.createdAt)],
          ['Answered', when(prompt.answeredAt)],
        ]),
        '',
        // Whole, with its lines; show() escapes its control characters.
        prompt.text ?? '—',
        ...(prompt.answer ? ['', `Answer: ${prompt.answer}`] : []),
      ].join('\n'),
    );
  },
});

export const answerPrompt = defineCommand({
  path: ['prompts', 'answer'],
  args: ['<id>', '<answer>'],
  summary: 'Answer a prompt (a link to the finished concept, say); the buyer reads it in their balance history',
  async run(context, input) {
    const [rawId, answer] = input.positionals;
    const id = parseId(rawId);
    if (!answer) throw new UsageError('The answer is missing, e.g. "Your concept: https://..."');
    const prompt = await (await context.staff()).prompts.answer.mutate({ id, answer });
    show(context, prompt, () => `Prompt ${prompt.id} (${prompt.prompt}) is answered.`);
  },
});

export const promptCommands = [listPrompts, showPrompt, answerPrompt];
