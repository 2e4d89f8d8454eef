import { createStore } from './store';

/** The lessons page's search text, shared by the box in the hero and the tabs further down. */
const query = createStore('');

export const setLessonQuery = query.set;
export const useLessonQuery = query.useValue;
