import type { Metadata } from 'next';
import { PageHero } from '@/components/page-hero';
import { getPage } from '@/lib/content';

const page = getPage('resources');

export const metadata: Metadata = { title: page.title, description: page.description };

export default function ResourcesPage() {
  return <PageHero heading={page.heading} intro={page.intro} />;
}
