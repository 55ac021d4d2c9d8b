/** Prompts buyers paid for: staff read the text and answer it (services/balance/prompt-answers.ts). */
import { staffIdInput, staffPromptAnswerInput, staffPromptFilterInput } from '@skins/shared/staff';
import { answerPrompt, getPrompt, listPrompts } from '../../services/balance/prompt-answers.ts';
import { router, staffProcedure } from '../init.ts';

export const promptsRouter = router({
  list: staffProcedure.input(staffPromptFilterInput).query(({ ctx, input }) => listPrompts(ctx.db, { open: input?.open ?? true })),
  get: staffProcedure.input(staffIdInput).query(({ ctx, input }) => getPrompt(ctx.db, input.id)),
  answer: staffProcedure.input(staffPromptAnswerInput).mutation(({ ctx, input }) => answerPrompt(ctx.db, input.id, input.answer)),
});
