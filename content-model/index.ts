import { aboutModel } from './about';
import { categoriesModel } from './category';
import { faqsModel } from './faq';
import type { Model } from './fields';
import { homeModel } from './home';
import { instructorsModel } from './instructor';
import { interfaceModel } from './interface';
import { learningPathsModel } from './learning-path';
import { legalModel } from './legal';
import { lessonModel } from './lesson';
import { pageModel } from './page';
import { practicePlanModel } from './practice-plan';
import { resourcesModel } from './resources';
import { rudimentModel } from './rudiment';
import { siteModel } from './site';
import { studyModel } from './study';

/** Every kind of file under content/, each described once. */
export const models: readonly Model[] = [
  lessonModel,
  rudimentModel,
  studyModel,
  categoriesModel,
  learningPathsModel,
  practicePlanModel,
  instructorsModel,
  aboutModel,
  homeModel,
  resourcesModel,
  faqsModel,
  siteModel,
  pageModel,
  legalModel,
  interfaceModel,
];
