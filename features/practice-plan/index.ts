/** Today's practice (/practice): the plan and the week, the tempo charts, and every path week by week. */
export { TodaysPracticeIsland } from './todays-practice-island';
export { PathWeeks } from './path-weeks';
export { ProgressChartsLazy } from './lazy';
export { planClasses, progressChartClasses } from './plan.styles';
