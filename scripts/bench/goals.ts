/** The closing table of `npm run bench`: every goal of issue 17, the figure measured in this run, met or missed. */
export type Goal = { measure: string; figure: string; goal: string; met: boolean | null };

const goals: Goal[] = [];

export const record = (goal: Goal): void => void goals.push(goal);

export const printGoals = (): void => {
  console.log('\nGoals (one run of `npm run bench` on this machine):\n');
  console.log('| measure | figure | goal | |');
  console.log('|---|---|---|---|');
  for (const g of goals)
    console.log(
      `| ${g.measure} | ${g.figure} | ${g.goal} | ${g.met === null ? 'not measured' : g.met ? 'met' : 'missed'} |`,
    );
  const missed = goals.filter((g) => g.met === false).length;
  console.log(`\n${goals.length - missed} of ${goals.length} goals met.`);
};
