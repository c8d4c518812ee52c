// The bench's goals (issue 17): each figure with a goal is checked where it is printed, 'goal met' or 'goal MISSED'
// beside it, and recorded, so the run ends with every goal of both databases in one table.

type TGoal = { where: string; name: string; value: number; limit: number; atMost: boolean; unit: string };

const goals: TGoal[] = [];

const format = (value: number, unit: string) => (unit ? `${value.toFixed(1)} ${unit}` : value.toFixed(3));

/**
 * Records a goal and answers its text: the value, the goal ('>=' for a floor, '<=' for a ceiling) and whether it is
 * met. `unit` empty means a ratio.
 */
export function checkGoal(
  where: string,
  name: string,
  value: number,
  goal: { atLeast: number } | { atMost: number },
  unit = '',
): string {
  const atMost = 'atMost' in goal;
  const limit = atMost ? goal.atMost : goal.atLeast;
  const entry = { where, name, value, limit, atMost, unit };
  goals.push(entry);
  return `${format(value, unit)} (goal ${atMost ? '<=' : '>='} ${format(limit, unit)}): ${verdict(entry)}`;
}

const isMet = (g: TGoal) => (g.atMost ? g.value <= g.limit : g.value >= g.limit);
const verdict = (g: TGoal) => (isMet(g) ? 'goal met' : 'goal MISSED');

/** Every goal checked in this run, one line each, and how many were missed. */
export function printGoals() {
  console.log('\nGoals (issues 17, 18, 19 and 20)');
  for (const g of goals) {
    console.log(
      `  ${`${g.where}: ${g.name}`.padEnd(78)}${format(g.value, g.unit).padStart(10)} ${g.atMost ? '<=' : '>='} ${format(g.limit, g.unit).padEnd(10)} ${verdict(g)}`,
    );
  }
  const missed = goals.filter((g) => !isMet(g)).length;
  console.log(`  ${goals.length - missed} of ${goals.length} goals met${missed ? `, ${missed} MISSED` : ''}`);
}
