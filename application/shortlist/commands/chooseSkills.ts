import { ok } from 'neverthrow';
import { ChooseSkillsInput } from '../schemas';
import { shortlistCommand } from './runCommand';

/** `POST /api/shortlist/skills`: the skills the list is for, all at once; the same ones again change nothing. */
export const chooseSkills = shortlistCommand(ChooseSkillsInput, (_deps, input, context) =>
  ok({ ...context, action: 'chooseSkills', listId: input.listId, skills: input.skills }),
);
