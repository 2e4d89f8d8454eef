import type { Course, EducationalOrganization, FAQPage, WithContext } from 'schema-dts';
import { lessonHref } from './routes';

/**
 * schema.org data for search engines, built from the same content the pages show.
 * Types come from schema-dts (Google's typings of schema.org), so a misspelt property
 * fails the type check instead of being silently ignored by crawlers.
 */

interface SiteFacts {
  name: string;
  description: string;
  email: string;
  phone: string;
  location: string;
  social: { url: string }[];
}

export function organizationData(site: SiteFacts, siteUrl: string): WithContext<EducationalOrganization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${siteUrl}/#organization`,
    name: site.name,
    description: site.description,
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    email: site.email,
    telephone: site.phone,
    address: { '@type': 'PostalAddress', addressLocality: site.location },
    sameAs: site.social.map(({ url }) => url),
  };
}

export function faqPageData(faqs: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

interface LessonFacts {
  slug: string;
  title: string;
  description: string;
  level: string;
  duration: number;
  modules: string[];
  instructor?: { name: string };
}

export function courseData(lesson: LessonFacts, site: { name: string }, siteUrl: string): WithContext<Course> {
  const workload = `PT${lesson.duration}M`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: lesson.title,
    description: lesson.description,
    url: `${siteUrl}${lessonHref(lesson.slug)}`,
    inLanguage: 'en',
    educationalLevel: lesson.level,
    timeRequired: workload,
    isAccessibleForFree: true,
    provider: { '@type': 'EducationalOrganization', name: site.name, sameAs: siteUrl },
    offers: { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'USD' },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: workload,
      ...(lesson.instructor ? { instructor: { '@type': 'Person', name: lesson.instructor.name } } : {}),
    },
    syllabusSections: lesson.modules.map((module) => ({ '@type': 'Syllabus', name: module })),
  };
}
