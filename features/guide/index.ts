/** The free beginner's guide, a PDF built from the beginner lessons at build time. */
export { buildBeginnersGuide, type GuideInput, type GuideLesson, type GuideWords } from './beginners-guide';
