/** Today's practice (/practice): the plan and the week, the tempo charts, and every path week by week. */
export { TodaysPracticeIsland } from './todays-practice-island';
export { PathWeeks } from './path-weeks';
export { TempoChartsLazy } from './lazy';
export { planClasses, tempoChartClasses } from './plan.styles';
