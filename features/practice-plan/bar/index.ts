/** What a page with a player shows of today's practice: the bar of the block under way. */
export { PlanBar } from './plan-bar';
